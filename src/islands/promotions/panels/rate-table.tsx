import { useTranslation } from 'react-i18next';
import type { RateRow } from '#lib/contracts/promotion-model.ts';
import { useMoney } from '../../member/cashier/use-money.ts';
import styles from '../../member/rebate/rebate.module.css';
import { usePercent } from '../../member/rebate/calc-table.tsx';

/**
 * A cashback or rebate promotion's rates: one row per VIP level that has one, one column per game
 * category (blank: the level below applies). Rates taken from the VIP ladder say so.
 */
export function RateTable({ rates, fromLadder = false }: { rates: readonly RateRow[]; fromLadder?: boolean | undefined }) {
  const { t } = useTranslation();
  const percent = usePercent();
  const { number } = useMoney();
  const ranks = [...new Set(rates.map((r) => r.rank))].sort((a, b) => a - b);
  const categories = [...new Set(rates.map((r) => r.category))].sort((a, b) => (a === 'ALL' ? 1 : b === 'ALL' ? -1 : a.localeCompare(b)));
  return (
    <div className={styles.scroll}>
      <table className={styles.table}>
        <caption>{t(fromLadder ? 'rebates.panel.ladderCaption' : 'rebates.panel.rankCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('rebates.panel.rates')}</th>
            {categories.map((c) => (
              <th key={c} scope="col">
                {t(`rebates.category.${c}`, { defaultValue: c })}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {ranks.map((rank) => (
            <tr key={rank}>
              <th scope="row">{t('rebates.panel.rank', { rank: number(rank) })}</th>
              {categories.map((c) => {
                const row = rates.find((r) => r.rank === rank && r.category === c);
                return <td key={c}>{row ? percent(row.rateBps) : ''}</td>;
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
