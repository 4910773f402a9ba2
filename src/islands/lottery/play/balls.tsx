/**
 * Number balls and dice drawn for the lottery (SVG and CSS): a result in its format's layout, from
 * the lobby card's short line (the special prize, the first prize, the dice) to the game page's
 * full prize table. `reveal` plays the draw's animation, ball after ball (none under reduced motion).
 */
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { DRAW_SHAPES, type LotteryFormat } from '#lib/contracts/lottery-model.ts';
import { localDigits } from '#lib/format.ts';
import styles from './balls.module.css';

const PIPS: Record<number, [number, number][]> = {
  1: [[50, 50]],
  2: [[28, 28], [72, 72]],
  3: [[26, 26], [50, 50], [74, 74]],
  4: [[28, 28], [72, 28], [28, 72], [72, 72]],
  5: [[27, 27], [73, 27], [50, 50], [27, 73], [73, 73]],
  6: [[28, 24], [72, 24], [28, 50], [72, 50], [28, 76], [72, 76]],
};

/** One die, its face drawn with pips. */
export function Die({ face, size = 40, style }: { face: number; size?: number; style?: CSSProperties | undefined }) {
  return (
    <svg className={styles.die} width={size} height={size} viewBox="0 0 100 100" role="img" aria-label={String(face)} style={style}>
      <rect x="4" y="4" width="92" height="92" rx="20" fill="#f4f6fb" stroke="#9aa7bd" strokeWidth="3" />
      <path d="M10 60 V76 A16 16 0 0 0 26 92 H80" fill="none" stroke="#d3dae6" strokeWidth="6" strokeLinecap="round" />
      {(PIPS[face] ?? []).map(([cx, cy]) => (
        <circle key={`${cx}-${cy}`} cx={cx} cy={cy} r={face === 1 ? 13 : 9} fill={face === 1 || face === 4 ? '#d6223a' : '#1b2642'} />
      ))}
    </svg>
  );
}

export type BallTone = 'gold' | 'red' | 'blue' | 'green' | 'violet' | 'slate';
const TONES: BallTone[] = ['red', 'blue', 'green', 'violet', 'gold', 'slate'];

/** One number ball. */
export function Ball({ value, lang, tone = 'gold', small = false, style }: { value: string; lang: string; tone?: BallTone; small?: boolean; style?: CSSProperties | undefined }) {
  return (
    <span className={`${styles.ball} ${small ? styles.small : ''}`} data-tone={tone} style={style}>
      {localDigits(value, lang)}
    </span>
  );
}

/** A ranking's colour per number (PK10 cars), the same number always the same colour. */
export const toneOf = (v: string): BallTone => TONES[Number(v) % TONES.length] ?? 'gold';

const delay = (i: number, reveal: boolean): CSSProperties | undefined => (reveal ? ({ '--i': i } as CSSProperties) : undefined);

/** The values a card shows in one line: the headline of the result in its format. */
export function headline(format: LotteryFormat, result: readonly string[]): string[] {
  switch (format) {
    case 'vn-north':
    case 'vn-south':
    case 'thai':
    case 'my4d':
      return [...(result[0] ?? '')];
    default:
      return [...result];
  }
}

/** A result's short line: balls (digits of the top prize, or every number drawn) or dice. */
export function ResultLine({ format, result, lang, reveal = false, label }: { format: LotteryFormat; result: readonly string[]; lang: string; reveal?: boolean; label: string }) {
  const values = headline(format, result);
  return (
    <span className={`${styles.line} ${reveal ? styles.reveal : ''}`} role="img" aria-label={label}>
      {format === 'k3'
        ? values.map((v, i) => <Die key={i} face={Number(v)} size={34} style={delay(i, reveal)} />)
        : values.map((v, i) => <Ball key={i} value={v} lang={lang} small={values.length > 10} tone={format === 'pk10' ? toneOf(v) : format === 'keno' ? 'blue' : 'gold'} style={delay(i, reveal)} />)}
    </span>
  );
}

/** A numbered draw's full table, prize by prize (VN, Thai, 4D); the other formats as their line. */
export function ResultTable({ format, result, lang, reveal = false }: { format: LotteryFormat; result: readonly string[]; lang: string; reveal?: boolean }) {
  const { t } = useTranslation();
  const shape = DRAW_SHAPES[format];
  if (shape.kind !== 'digits' || shape.prizes.length === 1) return <ResultLine format={format} result={result} lang={lang} reveal={reveal} label={localDigits(result.join(' '), lang)} />;
  const starts = shape.prizes.map((_, i) => shape.prizes.slice(0, i).reduce((n, p) => n + p.count, 0));
  return (
    <table className={`${styles.table} ${reveal ? styles.reveal : ''}`}>
      <tbody>
        {shape.prizes.map((p, row) => {
          const from = starts[row] ?? 0;
          return (
            <tr key={p.prize} data-top={row === 0 ? 'true' : undefined}>
              <th scope="row">{t(`lottery.play.prize.${p.prize}`)}</th>
              <td>
                {result.slice(from, from + p.count).map((v, i) => (
                  <span key={i} className={styles.number} style={delay(from + i, reveal)}>
                    {localDigits(v, lang)}
                  </span>
                ))}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
