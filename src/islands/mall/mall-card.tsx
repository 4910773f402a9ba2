import { useTranslation } from 'react-i18next';
import { formatPoints } from '#lib/mall-view.ts';
import type { MallGood } from '#lib/stores/mall.ts';
import { useMoney } from '../member/cashier/use-money.ts';
import { KindArt } from './kind-art.tsx';
import styles from './mall.module.css';

/** One item of the grid: its picture, name, what it pays, price, stock and requirement, and Redeem. */
export function MallCard({ item, signedIn, onRedeem }: { item: MallGood; signedIn: boolean; onRedeem: (item: MallGood) => void }) {
  const { t, i18n } = useTranslation();
  const { money, currency } = useMoney();
  const soldOut = item.stock !== null && item.stock <= 0;
  const blocked = signedIn && item.met === false;
  const id = `mall-item-${item.id}`;
  return (
    <li className={styles.card} aria-labelledby={id} data-kind={item.kind} data-sold-out={soldOut || undefined}>
      <div className={styles.art}>{item.image ? <img src={item.image} alt="" width="160" height="120" loading="lazy" decoding="async" /> : <KindArt kind={item.kind} symbol={currency.symbol} />}</div>
      <div className={styles.body}>
        <p className={styles.kind}>{t(`mall.kind.${item.kind}`)}</p>
        <h3 id={id} className={styles.name}>
          {item.name}
        </h3>
        {item.kind !== 'physical' && <p className={styles.pays}>{t(`mall.pays.${item.kind}`, { amount: money(item.amount) })}</p>}
        {item.description && <p className={styles.description}>{item.description}</p>}
        {item.requirement !== 'none' && (
          <p className={styles.requirement} data-met={item.met ?? undefined}>
            {t(`mall.requirement.${item.requirement}`, { amount: money(item.requirementAmount) })}
            {item.met === true && <span> · {t('mall.requirement.met')}</span>}
          </p>
        )}
      </div>
      <div className={styles.foot}>
        <p className={styles.price}>{t('mall.points', { points: formatPoints(item.price, i18n.language) })}</p>
        <p className={styles.stock} data-tone={soldOut ? 'bad' : item.stock !== null && item.stock <= 5 ? 'low' : undefined}>
          {soldOut ? t('mall.stock.soldOut') : item.stock === null ? t('mall.stock.unlimited') : t('mall.stock.left', { n: item.stock })}
        </p>
        <button type="button" className="btn btn-primary" disabled={soldOut || blocked} aria-label={t('mall.redeemItem', { name: item.name })} onClick={() => onRedeem(item)}>
          {t('mall.redeem')}
        </button>
      </div>
    </li>
  );
}
