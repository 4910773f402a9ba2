import { useStore } from '@nanostores/react';
import { useTranslation } from 'react-i18next';
import { $rebates, loadRebates, type RebatePage } from '#lib/stores/rebates.ts';
import cashier from '../cashier/cashier.module.css';
import { useMoney } from '../cashier/use-money.ts';
import type { MemberPageProps } from '../page-props.ts';
import { CalcTable } from './calc-table.tsx';
import { RebatePeriod } from './rebate-period.tsx';
import styles from './rebate.module.css';
import { useRebatesMessages } from './use-rebates-messages.ts';

/** One running cashback or rebate: the period, the calculation so far, and when and how it pays. */
function LiveCard({ live }: { live: RebatePage['live'][number] }) {
  const { t } = useTranslation();
  const { money, time } = useMoney();
  const id = `rebate-live-${live.promotionId}`;
  const belowMin = live.kind === 'cashback' && live.lines.length > 0 && live.total < live.minLoss;
  return (
    <section className={cashier.section} aria-labelledby={id}>
      <div className={cashier.sectionHead}>
        <h3 id={id} className={cashier.sectionTitle}>
          {live.title} · {t(`rebates.kind.${live.kind}`)}
        </h3>
        <span className={cashier.muted}>{t(`rebates.live.period.${live.period}`, { from: time(live.from), to: time(live.to) })}</span>
      </div>
      <p className={styles.figure}>{t('rebates.live.estimate', { amount: money(live.amount) })}</p>
      {belowMin && <p className={cashier.muted}>{t('rebates.live.belowMin', { amount: money(live.minLoss) })}</p>}
      <CalcTable kind={live.kind} title={live.title} lines={live.lines} amount={live.amount} />
      <p className={cashier.muted}>{t(`rebates.live.${live.payout}`)}</p>
    </section>
  );
}

/** Spec §2 manualRebate: this period's cashback and rebates worked out per game category, and every past period with Claim where one waits. */
export default function RebatePageView(_: MemberPageProps) {
  useRebatesMessages();
  const { t } = useTranslation();
  const data = useStore($rebates);
  if (data.state === 'error')
    return (
      <div className={cashier.notice} data-tone="bad" role="alert">
        <span className={cashier.noticeText}>{t('rebates.failed')}</span>
        <button type="button" className={cashier.link} onClick={() => void loadRebates()}>
          {t('rebates.retry')}
        </button>
      </div>
    );
  if (data.state !== 'ready')
    return (
      <div aria-busy="true">
        <span className="visually-hidden">{t('common.loading')}</span>
        <div className={cashier.skeleton} />
      </div>
    );
  const { live, rewards } = data.data;
  return (
    <div className={cashier.page}>
      <h2 className={cashier.sectionTitle}>{t('rebates.live.heading')}</h2>
      {live.length === 0 ? <p className={cashier.muted}>{t('rebates.live.none')}</p> : live.map((l) => <LiveCard key={l.promotionId} live={l} />)}
      <section className={cashier.section} aria-labelledby="rebate-history">
        <h3 id="rebate-history" className={cashier.sectionTitle}>
          {t('rebates.history.heading')}
        </h3>
        {rewards.length === 0 ? <p className={cashier.muted}>{t('rebates.history.empty')}</p> : rewards.map((r) => <RebatePeriod key={r.id} reward={r} />)}
      </section>
    </div>
  );
}
