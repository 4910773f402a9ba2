/**
 * The bet slip's content (the same in the desktop column and the phone drawer): the picks, the
 * Singles / Accumulator / System tabs with their stakes, what the bets cost and can return, the
 * settings, and placing with its answers (moved odds, in-play acceptance, the receipt).
 */
import { useStore } from '@nanostores/react';
import { useEffect, useId, useMemo } from 'react';
import { atom } from 'nanostores';
import { useTranslation } from 'react-i18next';
import type { BetView } from '#lib/contracts/sports-shapes.ts';
import { sportOf } from '#lib/contracts/sports-model.ts';
import { formatMoney, formatNumber } from '#lib/format.ts';
import { localizedPath } from '#lib/i18n/languages.ts';
import { amountText, parseAmount } from '#lib/money-input.ts';
import { formatOdds } from '#lib/sports/odds-format.ts';
import { actionRefusal } from '#lib/stores/session.ts';
import { $placeState, placeBets, resetPlace } from '#lib/stores/sports-bets.ts';
import { $oddsChange, $oddsFormat } from '#lib/stores/sports-prefs.ts';
import {
  $slip,
  $slipMode,
  clearSlip,
  comboBlock,
  fittingSystems,
  relatedEvents,
  removePick,
  SLIP_MODES,
  type SlipMode,
  type SlipStakes,
  slipBets,
  slipSummary,
  systemKey,
  systemOfKey,
} from '#lib/stores/sports-slip.ts';
import { $wallet } from '#lib/stores/wallet.ts';
import type { Currency } from '#lib/types/cashier.ts';
import { showRefusal } from '../../chrome/reactions.ts';
import { OddsChangeSelect, OddsFormatSelect } from './odds-settings.tsx';
import styles from './slip.module.css';

/** The slip's typed texts: stakes (per single, for all singles, the accumulator's, the system's unit), the system chosen, keep picks after placing. */
interface SlipTexts {
  singles: Record<number, string>;
  all: string;
  acca: string;
  unit: string;
  system: string;
  keep: boolean;
}
const $slipTexts = atom<SlipTexts>({ singles: {}, all: '', acca: '', unit: '', system: '', keep: false });

export interface SlipLimits {
  minStake: number;
  maxStake: number;
  maxLegs: number;
  slipMaxBets: number;
}

/** A bet's name: Single, Accumulator (n folds), a system type or "n from m". */
export function useBetName() {
  const { t } = useTranslation();
  return (b: Pick<BetView, 'kind' | 'system' | 'size'> & { legs: number }, lang: string) => {
    if (b.kind === 'single') return t('sportsSlip.kind.single');
    if (b.kind === 'acca') return t('sportsSlip.kind.acca', { folds: formatNumber(b.legs, lang) });
    if (b.system === 'n_of_m') return t('sportsSlip.system.n_of_m', { n: formatNumber(b.size ?? 0, lang), m: formatNumber(b.legs, lang) });
    return t(`sportsSlip.system.${b.system}`);
  };
}

export function SlipBody({ lang, currency, limits, headingId }: { lang: string; currency: Currency; limits: SlipLimits; headingId: string }) {
  const { t } = useTranslation();
  const id = useId();
  const picks = useStore($slip);
  const mode = useStore($slipMode);
  const format = useStore($oddsFormat);
  const oddsChange = useStore($oddsChange);
  const place = useStore($placeState);
  const wallet = useStore($wallet);
  // What was typed lives in a store, so the slip moving between the column and the drawer keeps it.
  const texts = useStore($slipTexts);
  const { singles: singleTexts, all: allText, acca: accaText, unit: unitText, system: systemChoice, keep } = texts;
  const put = (changes: Partial<SlipTexts>) => $slipTexts.set({ ...$slipTexts.get(), ...changes });
  const setSingleTexts = (singles: Record<number, string>) => put({ singles });
  const setAccaText = (acca: string) => put({ acca });
  const setUnitText = (unit: string) => put({ unit });
  const setSystemChoice = (system: string) => put({ system });
  const setKeep = (k: boolean) => put({ keep: k });
  const money = (minor: number) => formatMoney(minor, lang, currency);
  const amount = (text: string) => parseAmount(text, currency.minorUnits) ?? 0;

  const related = relatedEvents(picks);
  const block = comboBlock(picks, limits.maxLegs);
  const systems = useMemo(() => (block ? [] : fittingSystems(picks.length, limits.maxLegs)), [block, picks.length, limits.maxLegs]);
  const chosen = systems.find((c) => systemKey(c) === systemChoice) ?? systems[0] ?? null;
  const stakes: SlipStakes = {
    singles: Object.fromEntries(picks.map((p) => [p.selectionId, amount(singleTexts[p.selectionId] ?? '')])),
    acca: amount(accaText),
    system: chosen,
    unit: amount(unitText),
  };
  const bets = slipBets(mode, picks, stakes, limits.maxLegs);
  const summary = slipSummary(bets);
  const lineStakes = bets.map((b) => b.unitStake);
  const tooLow = lineStakes.some((s) => s < limits.minStake);
  const tooHigh = lineStakes.some((s) => s > limits.maxStake);
  const balance = wallet.state === 'ready' ? wallet.balance : null;
  const short = balance !== null && summary.stake > balance;
  const busy = place.state === 'busy' || place.state === 'waiting';
  const moved = place.state === 'moved' ? new Map(place.moved.map((m) => [m.selectionId, m])) : new Map();
  const modeBlocked = (m: SlipMode) => m !== 'singles' && (block !== null || (m === 'system' && systems.length === 0));

  // A tab that no longer fits the picks falls back to singles; a new pick ends an old receipt.
  useEffect(() => {
    if (modeBlocked(mode) && picks.length > 0) $slipMode.set(mode === 'system' && !block ? 'acca' : 'singles');
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [mode, block, systems.length, picks.length]);
  useEffect(() => {
    if (picks.length && place.state === 'done') resetPlace();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [picks.length]);

  const confirm = () => {
    const refusal = actionRefusal('member');
    if (refusal) return showRefusal(refusal);
    void placeBets(bets, oddsChange, keep);
  };

  const setAll = (text: string) => put({ all: text, singles: Object.fromEntries(picks.map((p) => [p.selectionId, text])) });

  const stakeField = (label: string, value: string, onChange: (v: string) => void, key?: string) => (
    <label className={styles.stake} key={key}>
      <span>{label}</span>
      <input className={styles.input} type="text" inputMode="decimal" autoComplete="off" placeholder={amountText(limits.minStake, currency.minorUnits)} value={value} onChange={(e) => onChange(e.target.value)} />
    </label>
  );

  if (place.state === 'done' || place.state === 'waiting') return <Receipt lang={lang} currency={currency} bets={place.bets} waiting={place.state === 'waiting'} />;

  return (
    <div className={styles.body}>
      {picks.length === 0 ? (
        <p className={styles.muted}>{t('sportsSlip.empty')}</p>
      ) : (
        <ul className={styles.picks} aria-labelledby={headingId}>
          {picks.map((p) => {
            const m = moved.get(p.selectionId);
            return (
              <li key={p.selectionId} data-related={related.has(p.eventId) ? 'true' : undefined} data-moved={m ? (m.to > m.from ? 'up' : 'down') : undefined}>
                <div className={styles.pickText}>
                  <strong>{p.selection}</strong>
                  <span>{p.market}</span>
                  <span className={styles.muted}>
                    {p.live && <span className={styles.live}>{t('sportsSlip.live')}</span>} {p.event}
                  </span>
                  {related.has(p.eventId) && <span className={styles.warn}>{t('sportsSlip.related')}</span>}
                  {m && (
                    <span className={styles.movedNote}>
                      {t(m.to > m.from ? 'sportsSlip.movedUp' : 'sportsSlip.movedDown', { from: formatOdds(m.from, format, lang), to: formatOdds(m.to, format, lang) })}
                    </span>
                  )}
                </div>
                <span className={styles.odds} aria-label={t('sportsSlip.oddsLabel', { odds: formatOdds(p.odds, format, lang) })}>
                  {formatOdds(p.odds, format, lang)}
                </span>
                <button type="button" className={styles.remove} onClick={() => removePick(p.selectionId)} aria-label={t('sportsSlip.remove', { selection: p.selection, event: p.event })}>
                  ×
                </button>
              </li>
            );
          })}
        </ul>
      )}

      {picks.length > 0 && (
        <>
          <div className={styles.tabs} role="tablist" aria-label={t('sportsSlip.tabs')}>
            {SLIP_MODES.map((m) => (
              <button
                key={m}
                type="button"
                role="tab"
                id={`${id}-${m}`}
                aria-selected={mode === m}
                aria-controls={`${id}-panel`}
                tabIndex={mode === m ? 0 : -1}
                className={styles.tab}
                disabled={modeBlocked(m)}
                onClick={() => $slipMode.set(m)}
                onKeyDown={(e) => {
                  if (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft') return;
                  const open = SLIP_MODES.filter((x) => !modeBlocked(x));
                  const next = open[(open.indexOf(mode) + (e.key === 'ArrowRight' ? 1 : open.length - 1)) % open.length];
                  if (next) {
                    $slipMode.set(next);
                    document.getElementById(`${id}-${next}`)?.focus();
                  }
                }}
              >
                {t(`sportsSlip.mode.${m}`)}
              </button>
            ))}
          </div>
          <div id={`${id}-panel`} role="tabpanel" aria-labelledby={`${id}-${mode}`} className={styles.panel}>
            {block === 'related' && <p className={styles.warn}>{t('sportsSlip.block.related')}</p>}
            {block === 'few' && <p className={styles.muted}>{t('sportsSlip.block.few')}</p>}
            {block === 'many' && <p className={styles.warn}>{t('sportsSlip.block.many', { max: formatNumber(limits.maxLegs, lang) })}</p>}
            {mode === 'singles' && (
              <>
                {picks.length > 1 && stakeField(t('sportsSlip.stakeAll'), allText, setAll)}
                {picks.map((p) =>
                  stakeField(t('sportsSlip.stakeFor', { selection: p.selection }), singleTexts[p.selectionId] ?? '', (v) => setSingleTexts({ ...singleTexts, [p.selectionId]: v }), String(p.selectionId)),
                )}
              </>
            )}
            {mode === 'acca' && !block && (
              <>
                <p className={styles.line}>
                  <span>{t('sportsSlip.kind.acca', { folds: formatNumber(picks.length, lang) })}</span>
                  <strong>{formatOdds(picks.reduce((acc, p) => (acc * p.odds) / 1000, 1000), 'decimal', lang)}</strong>
                </p>
                {stakeField(t('sportsSlip.stakeAcca'), accaText, setAccaText)}
              </>
            )}
            {mode === 'system' && chosen && (
              <>
                <label className={styles.stake}>
                  <span>{t('sportsSlip.systemType')}</span>
                  <select className={styles.select} value={systemKey(chosen)} onChange={(e) => systemOfKey(e.target.value) && setSystemChoice(e.target.value)}>
                    {systems.map((c) => {
                      const lines = slipSummary(slipBets('system', picks, { ...stakes, system: c, unit: 1 }, limits.maxLegs)).bets;
                      return (
                        <option key={systemKey(c)} value={systemKey(c)}>
                          {t('sportsSlip.systemOption', {
                            name: c.system === 'n_of_m' ? t('sportsSlip.system.n_of_m', { n: formatNumber(c.size ?? 0, lang), m: formatNumber(picks.length, lang) }) : t(`sportsSlip.system.${c.system}`),
                            count: lines,
                            countText: formatNumber(lines, lang),
                          })}
                        </option>
                      );
                    })}
                  </select>
                </label>
                {stakeField(t('sportsSlip.stakeUnit'), unitText, setUnitText)}
              </>
            )}
          </div>

          <dl className={styles.summary}>
            <div>
              <dt>{t('sportsSlip.summary.bets')}</dt>
              <dd>{formatNumber(summary.bets, lang)}</dd>
            </div>
            <div>
              <dt>{t('sportsSlip.summary.stake')}</dt>
              <dd>{money(summary.stake)}</dd>
            </div>
            <div className={styles.returnRow}>
              <dt>{t('sportsSlip.summary.potential')}</dt>
              <dd>{money(summary.potential)}</dd>
            </div>
            {balance !== null && (
              <div>
                <dt>{t('sportsSlip.summary.balance')}</dt>
                <dd>{money(balance)}</dd>
              </div>
            )}
          </dl>
          <p className={tooLow || tooHigh ? styles.warn : styles.muted}>{t('sportsSlip.limits', { min: money(limits.minStake), max: money(limits.maxStake) })}</p>
          {short && <p className={styles.warn}>{t('sportsSlip.short')}</p>}

          <details className={styles.settings}>
            <summary>{t('sportsSlip.settings.title')}</summary>
            <OddsFormatSelect />
            <OddsChangeSelect />
            <label className={styles.check}>
              <input type="checkbox" checked={keep} onChange={(e) => setKeep(e.target.checked)} />
              <span>{t('sportsSlip.keep')}</span>
            </label>
          </details>

          <div aria-live="polite">
            {place.state === 'moved' && <p className={styles.warn}>{t('sportsSlip.moved', { count: place.moved.length, countText: formatNumber(place.moved.length, lang) })}</p>}
            {place.state === 'error' && (
              <p className={styles.refused} role="alert">
                {t(place.message.key, place.message.values ?? {})}
              </p>
            )}
          </div>
          <div className={styles.actions}>
            <button type="button" className="btn btn-primary" disabled={busy || !bets.length || tooLow || tooHigh} onClick={confirm}>
              {busy
                ? t('sportsSlip.placing')
                : summary.bets === 0
                  ? t('sportsSlip.enterStake')
                  : t(place.state === 'moved' ? 'sportsSlip.placeAgain' : 'sportsSlip.place', { count: summary.bets, countText: formatNumber(summary.bets, lang), stake: money(summary.stake) })}
            </button>
            <button type="button" className="btn" onClick={() => (clearSlip(), resetPlace())} disabled={busy}>
              {t('sportsSlip.clear')}
            </button>
          </div>
        </>
      )}
    </div>
  );
}

/** What was placed: each bet with its stake and potential return, accepted, waiting or rejected (stake returned). */
function Receipt({ lang, currency, bets, waiting }: { lang: string; currency: Currency; bets: BetView[]; waiting: boolean }) {
  const { t } = useTranslation();
  const betName = useBetName();
  const money = (minor: number) => formatMoney(minor, lang, currency);
  const stake = bets.reduce((n, b) => n + b.stake, 0);
  const potential = bets.filter((b) => b.status !== 'rejected').reduce((n, b) => n + b.potential, 0);
  return (
    <div className={styles.body} role="status">
      <h3 className={styles.receiptHead}>{waiting ? t('sportsSlip.waiting') : t('sportsSlip.receipt.title', { count: bets.length, countText: formatNumber(bets.length, lang) })}</h3>
      <ul className={styles.receipt}>
        {bets.map((b) => (
          <li key={b.id} data-status={b.status}>
            <span>
              <strong>{betName({ ...b, legs: b.legs.length }, lang)}</strong> <span className={styles.muted}>#{b.id}</span>
            </span>
            <span>{money(b.stake)}</span>
            <span className={styles.muted}>{t(`sportsSlip.receipt.status.${b.status}`)}</span>
          </li>
        ))}
      </ul>
      <dl className={styles.summary}>
        <div>
          <dt>{t('sportsSlip.summary.stake')}</dt>
          <dd>{money(stake)}</dd>
        </div>
        <div className={styles.returnRow}>
          <dt>{t('sportsSlip.summary.potential')}</dt>
          <dd>{money(potential)}</dd>
        </div>
      </dl>
      {bets.some((b) => b.status === 'rejected') && <p className={styles.warn}>{t('sportsSlip.receipt.rejected')}</p>}
      {!waiting && (
        <div className={styles.actions}>
          <button type="button" className="btn btn-primary" onClick={resetPlace}>
            {t('sportsSlip.receipt.done')}
          </button>
          <a className="btn" href={localizedPath(lang, `/${bets[0]?.legs[0] && sportOf(bets[0].legs[0].sport)?.kind === 'esports' ? 'esports' : 'sports'}/bets`)}>
            {t('sportsSlip.receipt.myBets')}
          </a>
        </div>
      )}
    </div>
  );
}
