/** The promotions list: status chips, mechanic and type filters, a search, and per promotion its dates, status, requests waiting and cost so far. */
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type PromotionListQuery, promotionsDesk, type StaffPromotionPage } from '#lib/backoffice/promotions-api.ts';
import type { StaffPromotion } from '#lib/contracts/backoffice-promotions.ts';
import { MECHANICS, PROMOTION_STATUSES, PROMOTION_TYPES, type PromotionStatus } from '#lib/contracts/promotion-model.ts';
import { formatDateTime, formatMoney } from '#lib/format.ts';
import { failureText } from '../content/failure.ts';
import type { Currency } from './fields.tsx';
import styles from './promotions.module.css';

interface Props {
  lang: string;
  zone: string;
  currency: Currency;
  canWrite: boolean;
  onOpen: (p: StaffPromotion | null) => void;
}

export function ListTab({ lang, zone, currency, canWrite, onOpen }: Props) {
  const { t } = useTranslation();
  const [query, setQuery] = useState<PromotionListQuery>({ pageNo: 1, pageSize: 20 });
  const [text, setText] = useState('');
  const [page, setPage] = useState<StaffPromotionPage | null>(null);
  const [error, setError] = useState<string | null>(null);

  const load = useCallback(async (q: PromotionListQuery) => {
    try {
      setPage(await promotionsDesk.list(q));
      setError(null);
    } catch (err) {
      setError(failureText(t, err));
    }
  }, [t]);
  useEffect(() => {
    void load(query);
  }, [load, query]);

  const chip = (status: PromotionStatus | undefined) => (
    <button key={status ?? 'all'} type="button" aria-pressed={query.status === status} className={styles['filterChip']} onClick={() => setQuery((q) => ({ ...q, status, pageNo: 1 }))}>
      {status ? t(`bo.promotions.status.${status}`) : t('bo.promotions.all')}
    </button>
  );

  return (
    <div className={styles['panel']}>
      <div className={styles['listBar']}>
        <div role="group" aria-label={t('bo.promotions.filter.status')} className={styles['chips']}>
          {chip(undefined)}
          {PROMOTION_STATUSES.map(chip)}
        </div>
        {canWrite && (
          <button type="button" className={styles['primary']} onClick={() => onOpen(null)}>
            {t('bo.promotions.new')}
          </button>
        )}
      </div>
      <form
        className={styles['filters']}
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          setQuery((q) => ({ ...q, text: text.trim() || undefined, pageNo: 1 }));
        }}
      >
        <label className={styles['inlineField']}>
          {t('bo.promotions.filter.mechanic')}
          <select value={query.mechanic ?? ''} onChange={(e) => setQuery((q) => ({ ...q, mechanic: (e.target.value || undefined) as PromotionListQuery['mechanic'], pageNo: 1 }))}>
            <option value="">{t('bo.promotions.all')}</option>
            {MECHANICS.map((m) => (
              <option key={m} value={m}>
                {t(`bo.promotions.mechanic.${m}`)}
              </option>
            ))}
          </select>
        </label>
        <label className={styles['inlineField']}>
          {t('bo.promotions.filter.type')}
          <select value={query.type ?? ''} onChange={(e) => setQuery((q) => ({ ...q, type: (e.target.value || undefined) as PromotionListQuery['type'], pageNo: 1 }))}>
            <option value="">{t('bo.promotions.all')}</option>
            {PROMOTION_TYPES.map((m) => (
              <option key={m} value={m}>
                {t(`bo.promotions.type.${m}`)}
              </option>
            ))}
          </select>
        </label>
        <label className={styles['inlineField']}>
          {t('bo.promotions.filter.text')}
          <input type="search" value={text} onChange={(e) => setText(e.target.value)} />
        </label>
        <button type="submit">{t('bo.promotions.filter.search')}</button>
      </form>
      {error && (
        <p role="alert" className={styles['error']}>
          {error}
        </p>
      )}
      {!page ? (
        !error && <p role="status">{t('bo.promotions.loading')}</p>
      ) : page.list.length === 0 ? (
        <p>{t('bo.promotions.none')}</p>
      ) : (
        <div className={styles['tableWrap']}>
          <table className={styles['table']}>
            <caption className="visually-hidden">{t('bo.promotions.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('bo.promotions.col.title')}</th>
                <th scope="col">{t('bo.promotions.col.mechanic')}</th>
                <th scope="col">{t('bo.promotions.col.status')}</th>
                <th scope="col">{t('bo.promotions.col.dates')}</th>
                <th scope="col" className={styles['num']}>
                  {t('bo.promotions.col.cost')}
                </th>
              </tr>
            </thead>
            <tbody>
              {page.list.map((p) => (
                <tr key={p.id}>
                  <th scope="row">
                    <button type="button" className={styles['link']} onClick={() => onOpen(p)}>
                      {p.title[lang === 'en' ? 'en' : 'bn'] || p.title.en}
                    </button>
                    <small className={styles['hint']}> #{p.id}</small>
                  </th>
                  <td>{t(`bo.promotions.mechanic.${p.spec.mechanic}`)}</td>
                  <td>
                    <span className={styles[`status-${p.status}`]}>{t(`bo.promotions.status.${p.status}`)}</span>
                    {p.pending.length > 0 && <small className={styles['hint']}> {t('bo.promotions.waiting', { count: p.pending.length })}</small>}
                  </td>
                  <td>
                    {formatDateTime(p.startsAt, lang, zone)} – {formatDateTime(p.endsAt, lang, zone)}
                  </td>
                  <td className={styles['num']}>{formatMoney(p.cost, lang, currency)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {page && page.totalPages > 1 && (
        <nav className={styles['pager']} aria-label={t('bo.promotions.pages')}>
          <button type="button" disabled={query.pageNo <= 1} onClick={() => setQuery((q) => ({ ...q, pageNo: q.pageNo - 1 }))}>
            {t('bo.promotions.prev')}
          </button>
          <span>{t('bo.promotions.pageOf', { page: page.pageNum, pages: page.totalPages })}</span>
          <button type="button" disabled={query.pageNo >= page.totalPages} onClick={() => setQuery((q) => ({ ...q, pageNo: q.pageNo + 1 }))}>
            {t('bo.promotions.next')}
          </button>
        </nav>
      )}
    </div>
  );
}
