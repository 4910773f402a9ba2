import { useStore } from '@nanostores/react';
import { useTranslation } from 'react-i18next';
import { localizedPath } from '#lib/i18n/languages.ts';
import { formatPoints } from '#lib/mall-view.ts';
import { $redeemHistory, loadRedeemHistory, type RedeemRecord, type RedeemState } from '#lib/stores/mall.ts';
import { Pagination } from '../../common/pagination.tsx';
import { KindArt } from '../../mall/kind-art.tsx';
import styles from '../../mall/mall.module.css';
import { useMoney } from '../cashier/use-money.ts';
import type { MemberPageProps } from '../page-props.ts';
import { useMallMessages } from './use-mall-messages.ts';

const FILTERS: readonly (RedeemState | null)[] = [null, 'in_process', 'approved', 'rejected'];

function Row({ r }: { r: RedeemRecord }) {
  const { t, i18n } = useTranslation();
  const { money, time, currency } = useMoney();
  const id = `redeem-${r.id}`;
  return (
    <li className={styles.row} aria-labelledby={id}>
      <div className={styles.thumb}>{r.image ? <img src={r.image} alt="" width="56" height="42" loading="lazy" /> : <KindArt kind={r.kind} symbol={currency.symbol} />}</div>
      <div className={styles.rowMain}>
        <p id={id} className={styles.rowName}>
          {r.name}
        </p>
        <p className={styles.muted}>
          {t('mall.history.quantity', { n: r.quantity })}
          {r.kind !== 'physical' && ` · ${t(`mall.pays.${r.kind}`, { amount: money(r.amount) })}`}
        </p>
        <p className={styles.muted}>{t('mall.history.requested', { time: time(r.createdAt) })}</p>
        {r.decidedAt !== null && <p className={styles.muted}>{t('mall.history.decided', { time: time(r.decidedAt) })}</p>}
      </div>
      <div className={styles.rowMain}>
        <span className={styles.state} data-state={r.status}>
          {t(`mall.state.${r.status}`)}
        </span>
        <p className={styles.rowPoints} aria-label={`${t('mall.history.points')}: ${formatPoints(r.points, i18n.language)}`}>
          −{formatPoints(r.points, i18n.language)}
        </p>
      </div>
      {(r.address || r.reason || r.paidAccount) && (
        <dl className={styles.rowExtra}>
          {r.paidAccount && (
            <>
              <dt className="visually-hidden">{t(`mall.state.${r.status}`)}</dt>
              <dd>{t(`mall.history.paid.${r.paidAccount}`)}</dd>
            </>
          )}
          {r.address && (
            <>
              <dt>{t('mall.history.deliverTo')}</dt>
              <dd>
                {r.address} · {r.mobile}
              </dd>
            </>
          )}
          {r.reason && (
            <>
              <dt>{t('mall.history.reason')}</dt>
              <dd>{r.reason}</dd>
            </>
          )}
        </dl>
      )}
    </li>
  );
}

/** Spec §2 redeem history and §4 redeem states: each request with its item, quantity, points, state, delivery details and a rejection's reason. */
export default function RedeemHistoryPage({ lang }: MemberPageProps) {
  useMallMessages();
  const { t } = useTranslation();
  const view = useStore($redeemHistory);
  const { page, status, pageNo } = view;
  return (
    <div className={styles.history}>
      <div className={styles.filters} role="group" aria-label={t('mall.history.filter')}>
        {FILTERS.map((f) => (
          <button key={f ?? 'all'} type="button" className={styles.chip} aria-pressed={status === f} onClick={() => void loadRedeemHistory(1, f)}>
            {f ? t(`mall.state.${f}`) : t('mall.history.all')}
          </button>
        ))}
      </div>
      {page.state === 'error' ? (
        <div className={styles.notice} role="alert">
          <p>{t('mall.history.failed')}</p>
          <button type="button" className="btn" onClick={() => void loadRedeemHistory()}>
            {t('mall.retry')}
          </button>
        </div>
      ) : page.state !== 'ready' ? (
        <div className={styles.skeleton} aria-busy="true">
          <span className="visually-hidden">{t('common.loading')}</span>
        </div>
      ) : page.data.list.length === 0 ? (
        <div className={styles.history}>
          <p className={styles.empty}>{status ? t('mall.history.emptyFiltered') : t('mall.history.empty')}</p>
          {!status && (
            <p>
              <a className="btn btn-primary" href={localizedPath(lang, '/pointMall')}>
                {t('mall.history.toMall')}
              </a>
            </p>
          )}
        </div>
      ) : (
        <>
          <ul className={styles.rows} aria-label={t('mall.history.list')}>
            {page.data.list.map((r) => (
              <Row key={r.id} r={r} />
            ))}
          </ul>
          {page.data.totalPages > 1 && <Pagination page={pageNo} totalPages={page.data.totalPages} onChange={(p) => void loadRedeemHistory(p, status)} />}
        </>
      )}
    </div>
  );
}
