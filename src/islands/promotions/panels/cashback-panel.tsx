import { useStore } from '@nanostores/react';
import { useTranslation } from 'react-i18next';
import { $shell } from '#lib/stores/site.ts';
import cashier from '../../member/cashier/cashier.module.css';
import { useMoney } from '../../member/cashier/use-money.ts';
import { useRebatesMessages } from '../../member/rebate/use-rebates-messages.ts';
import type { PanelProps } from './panel-props.ts';
import { RateTable } from './rate-table.tsx';
import { RebateFigures } from './rebate-figures.tsx';

/** How long a cashback waits for a claim (the server's CASHBACK_CLAIM_DAYS). */
const CLAIM_DAYS = 7;

/** A cashback promotion on its page: the rule in plain words, rates by VIP level and category, minimum loss, cap, how it pays, and the player's figures. */
export default function CashbackPanel({ promotion, view }: PanelProps) {
  useRebatesMessages();
  const { t } = useTranslation();
  const { money, number } = useMoney();
  const manual = useStore($shell)?.switches['manualCashback'] === true;
  if (promotion.spec.mechanic !== 'cashback') return null;
  const { period, rates, minLoss, maxPerPeriod } = promotion.spec.params;
  const p = t(`rebates.panel.period.${period}`);
  return (
    <section className={cashier.section} aria-labelledby="cashback-rules">
      <h2 id="cashback-rules" className={cashier.sectionTitle}>
        {t('rebates.panel.heading')}
      </h2>
      <p>{t('rebates.panel.cashback.rule', { period: p })}</p>
      <RateTable rates={rates} fromLadder={promotion.spec.params.ratesFrom === 'ladder'} />
      {minLoss > 0 && <p>{t('rebates.panel.minLoss', { amount: money(minLoss), period: p })}</p>}
      <p>{maxPerPeriod > 0 ? t('rebates.panel.cap', { amount: money(maxPerPeriod), period: p }) : t('rebates.panel.noCap')}</p>
      <p>{manual ? t('rebates.panel.payout.claim', { period: p, days: number(CLAIM_DAYS) }) : t('rebates.panel.payout.auto', { period: p })}</p>
      <RebateFigures promotionId={promotion.id} signedIn={view !== null} manualPage={manual} />
    </section>
  );
}
