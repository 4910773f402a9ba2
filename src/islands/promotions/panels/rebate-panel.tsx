import { useStore } from '@nanostores/react';
import { useTranslation } from 'react-i18next';
import { $shell } from '#lib/stores/site.ts';
import cashier from '../../member/cashier/cashier.module.css';
import { useMoney } from '../../member/cashier/use-money.ts';
import { useRebatesMessages } from '../../member/rebate/use-rebates-messages.ts';
import type { PanelProps } from './panel-props.ts';
import { RateTable } from './rate-table.tsx';
import { RebateFigures } from './rebate-figures.tsx';

/** How long a rebate waits for a claim (the server's REBATE_CLAIM_DAYS). */
const CLAIM_DAYS = 7;

/** A rebate promotion on its page: the rule in plain words, rates by VIP level and category, the daily cap, how it pays, and today's figures. */
export default function RebatePanel({ promotion, view }: PanelProps) {
  useRebatesMessages();
  const { t } = useTranslation();
  const { money, number } = useMoney();
  const manual = useStore($shell)?.switches['manualCashback'] === true;
  if (promotion.spec.mechanic !== 'rebate') return null;
  const { rates, payout, maxPerDay } = promotion.spec.params;
  const p = t('rebates.panel.period.daily');
  return (
    <section className={cashier.section} aria-labelledby="rebate-rules">
      <h2 id="rebate-rules" className={cashier.sectionTitle}>
        {t('rebates.panel.heading')}
      </h2>
      <p>{t('rebates.panel.rebate.rule')}</p>
      <RateTable rates={rates} fromLadder={promotion.spec.params.ratesFrom === 'ladder'} />
      <p>{maxPerDay > 0 ? t('rebates.panel.cap', { amount: money(maxPerDay), period: p }) : t('rebates.panel.noCap')}</p>
      <p>{payout === 'auto' ? t('rebates.panel.payout.auto', { period: p }) : t('rebates.panel.payout.claim', { period: p, days: number(CLAIM_DAYS) })}</p>
      <RebateFigures promotionId={promotion.id} signedIn={view !== null} manualPage={manual && payout === 'claim'} />
    </section>
  );
}
