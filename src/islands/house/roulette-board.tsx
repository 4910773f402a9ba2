import { type CSSProperties, type PointerEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type BetKind, pocketColor } from '#lib/fair/roulette.ts';
import { formatNumber } from '#lib/format.ts';
import { type BoardOrientation, type BoardSpot, insideSpots, type OutsideSpot, outsideSpots, spotPosition } from '#lib/house/board.ts';
import { Chip } from './roulette-chip.tsx';
import styles from './roulette-board.module.css';

const INSIDE = insideSpots();
const OUTSIDE = outsideSpots();

interface Props {
  orientation: BoardOrientation;
  /** Minor units on each spot (by spot key). */
  stakes: ReadonlyMap<string, number>;
  /** Spots that won the last spin, with their pay. */
  wins: ReadonlyMap<string, number>;
  /** The pocket that came up last (lit on the board). */
  result: number | null;
  chips: readonly number[];
  minorUnits: number;
  disabled: boolean;
  onPlace: (spot: { kind: BetKind; numbers: number[] }) => void;
}

/** The betting board: numbers, the edges and corners between them, and the outside bets. */
export function RouletteBoard({ orientation, stakes, wins, result, chips, minorUnits, disabled, onPlace }: Props) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const [hover, setHover] = useState<readonly number[]>([]);
  const num = (n: number) => formatNumber(n, lang);
  const list = (numbers: readonly number[]) => numbers.map(num).join(', ');

  const label = (s: { kind: BetKind; numbers: readonly number[] }, anchor = 0): string => {
    switch (s.kind) {
      case 'straight':
        return t('house.roulette.spot.straight', { n: num(s.numbers[0] ?? 0) });
      case 'column':
        return t('house.roulette.spot.column', { n: num(anchor) });
      case 'dozen':
        return t('house.roulette.spot.dozen', { from: num(12 * anchor - 11), to: num(12 * anchor) });
      case 'split':
      case 'street':
      case 'corner':
      case 'sixline':
        return t(`house.roulette.spot.${s.kind}`, { numbers: list(s.numbers) });
      default:
        return t(`house.roulette.kind.${s.kind}`);
    }
  };

  const lit = useMemo(() => new Set(hover), [hover]);
  const hoverProps = (numbers: readonly number[]) => ({
    onPointerEnter: (e: PointerEvent) => e.pointerType === 'mouse' && setHover(numbers),
    onPointerLeave: () => setHover([]),
    onFocus: () => setHover(numbers),
    onBlur: () => setHover([]),
  });

  const chipOn = (key: string) => {
    const amount = stakes.get(key);
    return amount ? <Chip amount={amount} chips={chips} lang={lang} minorUnits={minorUnits} className={styles.chip} /> : null;
  };
  const winOn = (key: string) => (wins.has(key) ? styles.won : '');

  const place = (s: { kind: BetKind; numbers: number[] }) => () => !disabled && onPlace({ kind: s.kind, numbers: s.numbers });

  const cellStyle = (n: number): CSSProperties => {
    if (n === 0) return orientation === 'upright' ? { gridRow: '1', gridColumn: '1 / 4' } : { gridColumn: '1', gridRow: '1 / 4' };
    const r = Math.floor((n - 1) / 3);
    const c = (n - 1) % 3;
    return orientation === 'upright' ? { gridRow: String(r + 2), gridColumn: String(c + 1) } : { gridColumn: String(r + 2), gridRow: String(3 - c) };
  };

  const at = (s: BoardSpot): CSSProperties => {
    const { x, y } = spotPosition(s.u, s.v, orientation);
    return { left: `${x * 100}%`, top: `${y * 100}%` };
  };

  const numbers = INSIDE.filter((s) => s.shape === 'number' || s.shape === 'zero');
  const edges = INSIDE.filter((s) => s.shape !== 'number' && s.shape !== 'zero');

  const outside = (s: OutsideSpot, text: string, extra?: string) => (
    <button
      key={s.key}
      type="button"
      className={`${styles.outside} ${extra ?? ''} ${winOn(s.key)}`}
      data-area={s.kind}
      data-anchor={s.anchor}
      onClick={place(s)}
      aria-label={label(s, s.anchor)}
      aria-disabled={disabled || undefined}
      {...hoverProps(s.numbers)}
    >
      <span className={styles.outsideText}>{text}</span>
      {chipOn(s.key)}
    </button>
  );

  return (
    <div className={styles.board} data-orientation={orientation}>
      <div className={styles.numbers}>
        {numbers.map((s) => {
          const n = s.numbers[0] ?? 0;
          return (
            <button
              key={s.key}
              type="button"
              className={`${styles.number} ${winOn(s.key)}`}
              data-colour={pocketColor(n)}
              data-lit={lit.has(n) || undefined}
              data-result={result === n || undefined}
              style={cellStyle(n)}
              onClick={place(s)}
              aria-label={label(s)}
              aria-disabled={disabled || undefined}
              {...hoverProps(s.numbers)}
            >
              <span className={styles.numberText}>{num(n)}</span>
            </button>
          );
        })}
        {edges.map((s) => (
          <button
            key={s.key}
            type="button"
            className={`${styles.edge} ${winOn(s.key)}`}
            data-shape={s.shape}
            style={at(s)}
            onClick={place(s)}
            aria-label={label(s)}
            aria-disabled={disabled || undefined}
            {...hoverProps(s.numbers)}
          />
        ))}
        {INSIDE.map((s) =>
          stakes.has(s.key) ? (
            <span key={s.key} className={`${styles.chipAt} ${winOn(s.key)}`} style={at(s)}>
              {chipOn(s.key)}
            </span>
          ) : null,
        )}
      </div>
      <div className={styles.columns}>{OUTSIDE.columns.map((s) => outside(s, t('house.roulette.columnShort')))}</div>
      <div className={styles.dozens}>
        {OUTSIDE.dozens.map((s) => outside(s, t('house.roulette.dozenShort', { from: num(12 * s.anchor - 11), to: num(12 * s.anchor) })))}
      </div>
      <div className={styles.evens}>
        {OUTSIDE.evens.map((s) =>
          outside(
            s,
            s.kind === 'low' ? t('house.roulette.lowShort', { from: num(1), to: num(18) }) : s.kind === 'high' ? t('house.roulette.highShort', { from: num(19), to: num(36) }) : t(`house.roulette.kind.${s.kind}`),
            s.kind === 'red' || s.kind === 'black' ? styles[s.kind] : undefined,
          ),
        )}
      </div>
    </div>
  );
}
