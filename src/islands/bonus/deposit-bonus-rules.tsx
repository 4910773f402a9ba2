import { useTranslation } from 'react-i18next';
import type { MechanicParams } from '#lib/contracts/promotion-model.ts';
import { useMoney } from '../member/cashier/use-money.ts';
import { ContributionTable } from './contribution-table.tsx';
import styles from './bonus.module.css';

/** A deposit bonus's every rule in plain words and numbers, shown before the player opts in. */
export function DepositBonusRules({ params: p }: { params: MechanicParams['depositBonus'] }) {
  const { t } = useTranslation();
  const { money, number } = useMoney();
  const r = p.rules;
  return (
    <>
      <ul className={styles.rules}>
        <li>{t(p.deposit === 'first' ? 'bonus.rules.first' : 'bonus.rules.reload', { pct: number(p.matchPct), cap: money(p.cap), min: money(p.minDeposit) })}</li>
        <li>{t(`bonus.rules.per.${p.per}`)}</li>
        <li>{t('bonus.rules.optInFirst')}</li>
        <li>
          {r.wageringMultiple > 0
            ? t('bonus.rules.wagering', { times: number(r.wageringMultiple), days: number(r.expiryDays), cap: money(p.cap), required: money(p.cap * r.wageringMultiple) })
            : t('bonus.rules.noWagering', { days: number(r.expiryDays) })}
        </li>
        <li>{t('bonus.rules.maxBet', { amount: money(r.maxBet) })}</li>
        <li>{t('bonus.rules.cashFirst')}</li>
        <li>{t('bonus.rules.oneActive')}</li>
        <li>{t('bonus.rules.forfeit')}</li>
      </ul>
      <ContributionTable contributions={r.contributions} />
    </>
  );
}
