import { useTranslation } from 'react-i18next';
import type { CalcLine } from '#lib/contracts/rebates.ts';
import { formatRate } from '#lib/format.ts';
import { useMoney } from '../cashier/use-money.ts';
import styles from './rebate.module.css';

/** A rate in basis points as a percentage in the page's language (80 → 0.8%, Bengali digits in bn). */
export function usePercent() {
  const { lang } = useMoney();
  return (bps: number) => formatRate(bps, lang);
}

/** One period's calculation per game category: bets, stakes and payouts (cashback) or valid bet (rebate), rate and amount, and the total paid. */
export function CalcTable({ kind, title, lines, amount }: { kind: 'cashback' | 'rebate'; title: string; lines: CalcLine[]; amount: number }) {
  const { t } = useTranslation();
  const { money, number } = useMoney();
  const percent = usePercent();
  if (lines.length === 0) return <p className={styles.won}>{t('rebates.table.empty')}</p>;
  const gross = lines.reduce((s, l) => s + l.amount, 0);
  const cashback = kind === 'cashback';
  return (
    <div className={styles.scroll}>
      <table className={styles.table}>
        <caption>{t('rebates.table.caption', { title })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('rebates.table.category')}</th>
            <th scope="col">{t('rebates.table.bets')}</th>
            {cashback ? (
              <>
                <th scope="col">{t('rebates.table.stakes')}</th>
                <th scope="col">{t('rebates.table.payouts')}</th>
                <th scope="col">{t('rebates.table.loss')}</th>
              </>
            ) : (
              <th scope="col">{t('rebates.table.validBet')}</th>
            )}
            <th scope="col">{t('rebates.table.rate')}</th>
            <th scope="col">{t('rebates.table.amount')}</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((l) => (
            <tr key={l.category}>
              <th scope="row">{t(`rebates.category.${l.category}`, { defaultValue: l.category })}</th>
              <td>{number(l.bets)}</td>
              {cashback ? (
                <>
                  <td>{money(l.base)}</td>
                  <td>{money(l.payout)}</td>
                  <td>{l.loss < 0 ? <span className={styles.won}>{t('rebates.table.won', { amount: money(-l.loss) })}</span> : money(l.loss)}</td>
                </>
              ) : (
                <td>{money(l.base)}</td>
              )}
              <td>{percent(l.rateBps)}</td>
              <td>{money(l.amount)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={cashback ? 6 : 4}>
              {t('rebates.table.total')}
              {amount < gross && amount > 0 ? ` (${t('rebates.table.capped', { amount: money(amount) })})` : ''}
            </th>
            <td>{money(amount)}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
