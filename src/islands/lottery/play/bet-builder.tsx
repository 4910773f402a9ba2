/**
 * The game page's bet builder for one bet type: its rule, the number grid with quick picks, the
 * numbers typed as text (kept in step with the grid), unit stake and multiplier, and a live count
 * of lines, the stake and the odds, worked out with the bet type's own rules before anything is sent.
 */
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type LotteryFormat, ODDS_SCALE, ticketStake } from '#lib/contracts/lottery-model.ts';
import type { BetTypeView } from '#lib/contracts/lottery-shapes.ts';
import { formatMoney, formatNumber, localDigits } from '#lib/format.ts';
import { isRefused } from '#lib/lottery/bet-type.ts';
import { emptyPicks, gridRows, hasNumericQuickPicks, type Picks, picksOf, QUICK_PICKS, quickPick, randomPicks, textOf, toggle } from '#lib/lottery/pick-grid.ts';
import { betTypeOf } from '#lib/lottery/registry.ts';
import type { Currency } from '#lib/types/cashier.ts';
import { DigitComposer } from './digit-composer.tsx';
import styles from './game.module.css';

/** A range longer than this is picked digit by digit, not from a grid of every number. */
const GRID_MAX = 100;

/** Lines looked at for the odds shown (a selection of thousands of lines shows the range of the first ones). */
const ODDS_SAMPLE = 500;

export interface BuiltSelection {
  betType: string;
  numbers: string;
  unitStake: number;
  multiplier: number;
  lines: number;
  stake: number;
}

const oddsText = (milli: number, lang: string) => `×${localDigits((milli / ODDS_SCALE).toFixed(milli % ODDS_SCALE === 0 ? 0 : milli % 100 === 0 ? 1 : 3), lang)}`;

export function BetBuilder({
  format,
  view,
  lang,
  currency,
  unitStakes,
  maxMultiplier,
  onAdd,
}: {
  format: LotteryFormat;
  view: BetTypeView;
  lang: string;
  currency: Currency;
  unitStakes: readonly number[];
  maxMultiplier: number;
  onAdd: (s: BuiltSelection) => string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const bet = betTypeOf(format, view.code);
  const pick = bet?.pick ?? view.pick;
  const [picks, setPicks] = useState<Picks>(() => emptyPicks(pick));
  const [text, setText] = useState('');
  const [unitStake, setUnitStake] = useState(unitStakes[0] ?? 100);
  const [multiplier, setMultiplier] = useState(1);
  const [notice, setNotice] = useState<string | null>(null);

  const parsed = useMemo(() => (bet && text.trim() ? bet.parse(text) : null), [bet, text]);
  const lines = useMemo(() => (parsed && !isRefused(parsed) ? parsed.lines : []), [parsed]);
  const stake = ticketStake(lines.length, view.terms.costUnits, unitStake, multiplier);
  const odds = useMemo(() => {
    if (!bet || !lines.length) return null;
    const sample = lines.slice(0, ODDS_SAMPLE).map((l) => bet.odds(l, view.terms));
    return { min: Math.min(...sample), max: Math.max(...sample) };
  }, [bet, lines, view.terms]);
  const overLimit = stake > view.maxStake;

  const setFromPicks = (next: Picks) => {
    setPicks(next);
    setText(textOf(pick, next));
    setNotice(null);
  };
  const rows = gridRows(pick);
  const name = (code: string) => t(`lottery.bet.${format}.${code}.name`);
  const valueLabel = (v: string) => (pick.kind === 'options' ? t(`lottery.option.${v}`) : localDigits(v, lang));

  const add = () => {
    if (!parsed || isRefused(parsed) || overLimit) return;
    const outcome = onAdd({ betType: view.code, numbers: parsed.text, unitStake, multiplier, lines: lines.length, stake });
    setNotice(outcome);
    if (outcome === 'added') setFromPicks(emptyPicks(pick));
  };

  const composed = pick.kind === 'numbers' && (rows[0]?.values.length ?? 0) > GRID_MAX;

  return (
    <div className={styles.builder}>
      <p className={styles.rule}>{t(`lottery.bet.${format}.${view.code}.rule`)}</p>
      {composed && pick.kind === 'numbers' && (
        <DigitComposer width={pick.pad} picked={picks[0] ?? []} lang={lang} legend={t('lottery.play.grid.pick', { name: name(view.code) })} onToggle={(v) => setFromPicks(toggle(picks, 0, v))} />
      )}
      {!composed && rows.map((row, r) => (
        <fieldset key={row.name ?? 'all'} className={styles.gridRow}>
          <legend>{row.name ? t(`lottery.position.${format}.${row.name}`) : t('lottery.play.grid.pick', { name: name(view.code) })}</legend>
          {hasNumericQuickPicks(pick) && (
            <div className={styles.quick} role="group" aria-label={t('lottery.play.grid.quick')}>
              {QUICK_PICKS.filter((q) => q !== 'all' || pick.kind !== 'numbers' || pick.max >= row.values.length).map((q) => (
                <button key={q} type="button" className={styles.quickButton} onClick={() => setFromPicks(quickPick(pick, picks, r, q))} aria-label={row.name ? `${t(`lottery.play.quick.${q}`)} · ${t(`lottery.position.${format}.${row.name}`)}` : undefined}>
                  {t(`lottery.play.quick.${q}`)}
                </button>
              ))}
            </div>
          )}
          <div className={styles.grid} data-kind={pick.kind} data-count={row.values.length} data-tens={pick.kind !== 'options' && row.values.length % 10 === 0 ? 'true' : undefined} data-wide={row.values.length > 40 ? 'true' : undefined}>
            {row.values.map((v) => {
              const on = picks[r]?.includes(v) ?? false;
              return (
                <button key={v} type="button" className={styles.cell} aria-pressed={on} onClick={() => setFromPicks(toggle(picks, r, v))} aria-label={row.name ? `${t(`lottery.position.${format}.${row.name}`)} ${valueLabel(v)}` : undefined}>
                  {valueLabel(v)}
                </button>
              );
            })}
          </div>
        </fieldset>
      ))}
      <div className={styles.tools}>
        <button type="button" className="btn" onClick={() => setFromPicks(randomPicks(pick))}>
          {t('lottery.play.quick.random')}
        </button>
        {(composed || !hasNumericQuickPicks(pick)) && (
          <button type="button" className="btn" onClick={() => setFromPicks(emptyPicks(pick))}>
            {t('lottery.play.quick.clear')}
          </button>
        )}
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-text`}>{t('lottery.play.text.label')}</label>
        <input
          id={`${id}-text`}
          className={styles.input}
          type="text"
          autoComplete="off"
          spellCheck={false}
          value={text}
          aria-describedby={`${id}-hint`}
          onChange={(e) => {
            setText(e.target.value);
            setPicks(picksOf(pick, e.target.value));
            setNotice(null);
          }}
        />
        <small id={`${id}-hint`} className={styles.hint}>
          {t(pick.kind === 'positions' ? 'lottery.play.text.hintPositions' : pick.kind === 'options' ? 'lottery.play.text.hintOptions' : 'lottery.play.text.hint')}
        </small>
      </div>
      <div className={styles.stakeRow}>
        <label className={styles.field}>
          <span>{t('lottery.play.unitStake')}</span>
          <select className={styles.input} value={unitStake} onChange={(e) => setUnitStake(Number(e.target.value))}>
            {unitStakes.map((u) => (
              <option key={u} value={u}>
                {formatMoney(u, lang, currency)}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.field}>
          <span>{t('lottery.play.multiplier')}</span>
          <input
            className={styles.input}
            type="number"
            inputMode="numeric"
            min={1}
            max={maxMultiplier}
            value={multiplier}
            onChange={(e) => setMultiplier(Math.min(maxMultiplier, Math.max(1, Math.floor(Number(e.target.value) || 1))))}
          />
        </label>
      </div>
      <div className={styles.summary} aria-live="polite">
        {parsed && isRefused(parsed) ? (
          <p className={styles.refused}>{t(`errors.${parsed.error}`)}</p>
        ) : (
          <dl>
            <div>
              <dt>{t('lottery.play.lines')}</dt>
              <dd>{formatNumber(lines.length, lang)}</dd>
            </div>
            <div>
              <dt>{t('lottery.play.costUnits')}</dt>
              <dd>{formatNumber(view.terms.costUnits, lang)}</dd>
            </div>
            <div>
              <dt>{t('lottery.play.odds')}</dt>
              <dd>{odds ? (odds.min === odds.max ? oddsText(odds.max, lang) : `${oddsText(odds.min, lang)}–${oddsText(odds.max, lang)}`) : '—'}</dd>
            </div>
            <div>
              <dt>{t('lottery.play.stake')}</dt>
              <dd className={styles.stake}>{formatMoney(stake, lang, currency)}</dd>
            </div>
          </dl>
        )}
        {overLimit && <p className={styles.refused}>{t('lottery.play.overLimit', { limit: formatMoney(view.maxStake, lang, currency) })}</p>}
      </div>
      <div className={styles.addRow}>
        <button type="button" className="btn btn-primary" disabled={!lines.length || overLimit} onClick={add}>
          {t('lottery.play.addToSlip')}
        </button>
        {notice && notice !== 'added' && (
          <p className={styles.refused} role="alert">
            {t(`lottery.play.slipNotice.${notice}`)}
          </p>
        )}
      </div>
    </div>
  );
}
