import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LotteryFormat } from '#lib/contracts/lottery-model.ts';
import type { FollowView } from '#lib/contracts/lottery-shapes.ts';
import { errorMessage } from '#lib/error-message.ts';
import { formatDateTime, formatMoney, formatNumber } from '#lib/format.ts';
import { $busy, $follows, loadFollows, stopFollow } from '#lib/stores/lottery-tickets.ts';
import { type Money, useBetName, useSelectionText } from './ticket-card.tsx';
import styles from './history.module.css';

function FollowCard({ follow, format, lang, money, timeZone }: { follow: FollowView; format: LotteryFormat | undefined; lang: string; money: Money; timeZone: string }) {
  const { t } = useTranslation();
  const busy = useStore($busy);
  const betName = useBetName();
  const selectionText = useSelectionText();
  const [refusal, setRefusal] = useState<string | null>(null);
  const m = (minor: number) => formatMoney(minor, lang, money);
  const stop = async () => {
    setRefusal(null);
    try {
      await stopFollow(follow.id);
    } catch (err) {
      const msg = errorMessage(err);
      setRefusal(t(msg.key, msg.values ?? {}));
    }
  };
  return (
    <li className={styles.ticket} aria-labelledby={`follow-${follow.id}`}>
      <div className={styles.ticketHead}>
        <h3 id={`follow-${follow.id}`} className={styles.ticketTitle}>
          {follow.lotteryName}
        </h3>
        <span className={styles.pill} data-tone={follow.status === 'active' ? 'open' : follow.status === 'won' ? 'won' : 'void'}>
          {t(`lotteryHistory.follow.status.${follow.status}`)}
        </span>
      </div>
      <label className={styles.progress}>
        <span>{t('lotteryHistory.follow.progress', { placed: formatNumber(follow.drawsPlaced, lang), total: formatNumber(follow.drawsTotal, lang) })}</span>
        <progress max={follow.drawsTotal} value={follow.drawsPlaced} />
      </label>
      <ul className={styles.followItems}>
        {follow.items.map((it, i) => (
          <li key={i}>
            {betName(format, it.betType)}: <span className={styles.selection}>{selectionText(it.numbers, lang)}</span> · {m(it.unitStake)} × {formatNumber(it.multiplier, lang)}
          </li>
        ))}
      </ul>
      <dl className={styles.ticketFacts}>
        <div>
          <dt>{t('lotteryHistory.follow.drawStake')}</dt>
          <dd>{m(follow.drawStake)}</dd>
        </div>
        <div>
          <dt>{t('lotteryHistory.follow.reserved')}</dt>
          <dd>{m(follow.reserved)}</dd>
        </div>
        <div>
          <dt>{t('lotteryHistory.follow.stopOnWin')}</dt>
          <dd>{t(follow.stopOnWin ? 'lotteryHistory.yes' : 'lotteryHistory.no')}</dd>
        </div>
        <div>
          <dt>{t('lotteryHistory.follow.started')}</dt>
          <dd>
            {formatDateTime(follow.createdAt, lang, timeZone)}
            {follow.endedAt !== null && ` → ${formatDateTime(follow.endedAt, lang, timeZone)}`}
            {follow.stopReason && <span className={styles.muted}> · {t(`lotteryHistory.follow.reason.${follow.stopReason}`)}</span>}
          </dd>
        </div>
      </dl>
      {follow.status === 'active' && (
        <div className={styles.ticketActions}>
          <button type="button" className="btn" disabled={busy === `follow:${follow.id}`} onClick={() => void stop()}>
            {t('lotteryHistory.follow.stop')}
          </button>
          <span className={styles.muted}>{t('lotteryHistory.follow.stopNote')}</span>
        </div>
      )}
      {refusal && (
        <p className={styles.refusal} role="alert">
          {refusal}
        </p>
      )}
    </li>
  );
}

/** The member's follows: active first, each with its progress, reservation and Stop. */
export function FollowList({ formats, lang, money, timeZone }: { formats: Record<string, LotteryFormat>; lang: string; money: Money; timeZone: string }) {
  const { t } = useTranslation();
  const follows = useStore($follows);
  if (follows.state === 'error')
    return (
      <div className={styles.notice} role="alert">
        <p>{t('lotteryHistory.follow.failed')}</p>
        <button type="button" className="btn" onClick={() => void loadFollows()}>
          {t('lotteryHistory.retry')}
        </button>
      </div>
    );
  if (follows.state !== 'ready')
    return (
      <div className={styles.skeleton} aria-busy="true">
        <span className="visually-hidden">{t('lotteryHistory.loading')}</span>
      </div>
    );
  if (follows.data.length === 0) return <p className={styles.empty}>{t('lotteryHistory.follow.empty')}</p>;
  return (
    <ul className={styles.tickets} aria-label={t('lotteryHistory.follow.listLabel')}>
      {follows.data.map((f) => (
        <FollowCard key={f.id} follow={f} format={formats[f.lottery]} lang={lang} money={money} timeZone={timeZone} />
      ))}
    </ul>
  );
}
