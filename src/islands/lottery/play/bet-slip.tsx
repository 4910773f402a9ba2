/**
 * The bet slip: the selections added from the builder, their total, placing them on the draw
 * taking tickets or following the next draws with them (stop on a win), and what came of it. On
 * phones it is a drawer opened from the bar at the bottom of the screen.
 */
import { useStore } from '@nanostores/react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LotteryFormat } from '#lib/contracts/lottery-model.ts';
import { formatMoney, formatNumber, localDigits } from '#lib/format.ts';
import { $placeState, $slip, clearSlip, followSlip, placeSlip, removeFromSlip } from '#lib/stores/lottery-play.ts';
import { actionRefusal } from '#lib/stores/session.ts';
import type { Currency } from '#lib/types/cashier.ts';
import { showRefusal } from '../../chrome/reactions.ts';
import styles from './game.module.css';

export function BetSlip({ format, lang, currency, followMax, canPlace }: { format: LotteryFormat; lang: string; currency: Currency; followMax: number; canPlace: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  const slip = useStore($slip);
  const state = useStore($placeState);
  const [open, setOpen] = useState(false);
  const [follow, setFollow] = useState(false);
  const [draws, setDraws] = useState(Math.min(5, followMax));
  const [stopOnWin, setStopOnWin] = useState(true);
  const total = slip.reduce((n, s) => n + s.stake, 0);
  const money = (minor: number) => formatMoney(minor, lang, currency);
  const busy = state.state === 'busy';

  const confirm = () => {
    const refusal = actionRefusal('member');
    if (refusal) return showRefusal(refusal);
    void (follow ? followSlip(draws, stopOnWin) : placeSlip());
  };

  return (
    <>
      <button type="button" className={styles.slipBar} aria-expanded={open} aria-controls={`${id}-slip`} onClick={() => setOpen(!open)}>
        <span>{t('lottery.slip.openBar', { count: slip.length, countText: formatNumber(slip.length, lang) })}</span>
        <strong>{money(total)}</strong>
      </button>
      <aside id={`${id}-slip`} className={styles.slip} data-open={open ? 'true' : undefined} aria-labelledby={`${id}-title`}>
        <div className={styles.slipHead}>
          <h2 id={`${id}-title`}>{t('lottery.slip.title')}</h2>
          <button type="button" className={styles.slipClose} onClick={() => setOpen(false)} aria-label={t('lottery.slip.close')}>
            ×
          </button>
        </div>
        {slip.length === 0 ? (
          <p className={styles.muted}>{t('lottery.slip.empty')}</p>
        ) : (
          <ul className={styles.slipItems} aria-label={t('lottery.slip.items')}>
            {slip.map((s) => (
              <li key={s.key}>
                <div>
                  <strong>{t(`lottery.bet.${format}.${s.betType}.name`)}</strong>
                  <span className={styles.numbers}>{localDigits(s.numbers, lang)}</span>
                  <small className={styles.muted}>
                    {t('lottery.slip.itemLine', { lines: formatNumber(s.lines, lang), unit: money(s.unitStake), multiplier: formatNumber(s.multiplier, lang) })}
                  </small>
                </div>
                <span className={styles.itemStake}>{money(s.stake)}</span>
                <button type="button" className={styles.remove} onClick={() => removeFromSlip(s.key)} aria-label={t('lottery.slip.remove', { name: t(`lottery.bet.${format}.${s.betType}.name`), numbers: s.numbers })}>
                  ×
                </button>
              </li>
            ))}
          </ul>
        )}
        <div className={styles.follow}>
          <label className={styles.check}>
            <input type="checkbox" checked={follow} onChange={(e) => setFollow(e.target.checked)} />
            <span>{t('lottery.slip.follow')}</span>
          </label>
          {follow && (
            <div className={styles.followOptions}>
              <label className={styles.field}>
                <span>{t('lottery.slip.followDraws', { max: formatNumber(followMax, lang) })}</span>
                <input className={styles.input} type="number" inputMode="numeric" min={1} max={followMax} value={draws} onChange={(e) => setDraws(Math.min(followMax, Math.max(1, Math.floor(Number(e.target.value) || 1))))} />
              </label>
              <label className={styles.check}>
                <input type="checkbox" checked={stopOnWin} onChange={(e) => setStopOnWin(e.target.checked)} />
                <span>{t('lottery.slip.stopOnWin')}</span>
              </label>
              <p className={styles.muted}>{t('lottery.slip.followNote', { total: money(total * draws) })}</p>
            </div>
          )}
        </div>
        <div className={styles.slipTotal}>
          <span>{t(follow ? 'lottery.slip.totalFollow' : 'lottery.slip.total')}</span>
          <strong>{money(follow ? total * draws : total)}</strong>
        </div>
        <div className={styles.slipActions}>
          <button type="button" className="btn btn-primary" disabled={!slip.length || busy || (!follow && !canPlace)} onClick={confirm}>
            {busy ? t('lottery.slip.placing') : follow ? t('lottery.slip.confirmFollow', { count: draws, countText: formatNumber(draws, lang) }) : t('lottery.slip.confirm')}
          </button>
          {slip.length > 0 && (
            <button type="button" className="btn" onClick={clearSlip} disabled={busy}>
              {t('lottery.slip.clear')}
            </button>
          )}
        </div>
        {!follow && !canPlace && slip.length > 0 && <p className={styles.muted}>{t('lottery.slip.noDraw')}</p>}
        <div aria-live="polite">
          {state.state === 'placed' && <p className={styles.done}>{t('lottery.slip.placed', { count: state.tickets, countText: formatNumber(state.tickets, lang), stake: money(state.stake) })}</p>}
          {state.state === 'following' && <p className={styles.done}>{t('lottery.slip.following', { count: state.draws, countText: formatNumber(state.draws, lang), reserved: money(state.reserved) })}</p>}
          {state.state === 'error' && (
            <p className={styles.refused} role="alert">
              {t(state.message.key, state.message.values ?? {})}
            </p>
          )}
        </div>
      </aside>
    </>
  );
}
