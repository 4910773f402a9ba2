import { useTranslation } from 'react-i18next';
import { formatNumber } from '#lib/format.ts';
import { CATEGORY_CODES, type Contributions } from '#lib/contracts/promotion-model.ts';
import styles from './bonus.module.css';

/** Each game type and the share of its stakes that counts towards wagering (a type not listed counts 0%). */
export function ContributionTable({ contributions }: { contributions: Contributions }) {
  const { t, i18n } = useTranslation();
  return (
    <table className={styles.table}>
      <caption>{t('bonus.contrib.title')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('bonus.contrib.category')}</th>
          <th scope="col">{t('bonus.contrib.share')}</th>
        </tr>
      </thead>
      <tbody>
        {CATEGORY_CODES.map((c) => (
          <tr key={c}>
            <th scope="row">{t(`bonus.category.${c}`)}</th>
            <td>{formatNumber(contributions[c] ?? 0, i18n.language)}%</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
