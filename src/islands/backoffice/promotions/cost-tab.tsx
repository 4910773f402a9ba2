/** The promotion-cost report: what promotions cost in a date range, from the ledger, per promotion and kind of entry. */
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fromZonedInput, toZonedInput } from '#lib/backoffice/zoned-input.ts';
import { type CostReportData, promotionsDesk } from '#lib/backoffice/promotions-api.ts';
import { formatMoney } from '#lib/format.ts';
import { failureText } from '../content/failure.ts';
import type { Currency } from './fields.tsx';
import styles from './promotions.module.css';

const DAY = 86_400_000;

export function CostTab({ lang, zone, currency }: { lang: string; zone: string; currency: Currency }) {
  const { t } = useTranslation();
  const [from, setFrom] = useState(() => toZonedInput(Date.now() - 30 * DAY, zone).slice(0, 10));
  const [to, setTo] = useState(() => toZonedInput(Date.now() + DAY, zone).slice(0, 10));
  const [report, setReport] = useState<CostReportData | null>(null);
  const [error, setError] = useState<string | null>(null);
  const money = (minor: number) => formatMoney(minor, lang, currency);
  const kindName = (kind: string) => t(`bo.promotions.cost.kind.${kind}`, { defaultValue: kind });

  const load = useCallback(async () => {
    const a = fromZonedInput(`${from}T00:00`, zone);
    const b = fromZonedInput(`${to}T00:00`, zone);
    if (a === null || b === null || b <= a) return setError(t('bo.promotions.cost.badRange'));
    try {
      setReport(await promotionsDesk.cost(a, b));
      setError(null);
    } catch (err) {
      setError(failureText(t, err));
    }
  }, [from, to, zone, t]);
  useEffect(() => {
    void load();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the first range on opening; later ones on Show
  }, [zone]);

  const kinds = report ? report.byKind.map((k) => k.kind) : [];
  return (
    <div className={styles['panel']}>
      <form
        className={styles['filters']}
        onSubmit={(e: FormEvent) => {
          e.preventDefault();
          void load();
        }}
      >
        <label className={styles['inlineField']}>
          {t('bo.promotions.cost.from')}
          <input type="date" value={from} onChange={(e) => setFrom(e.target.value)} />
        </label>
        <label className={styles['inlineField']}>
          {t('bo.promotions.cost.to')}
          <input type="date" value={to} onChange={(e) => setTo(e.target.value)} />
        </label>
        <button type="submit">{t('bo.promotions.cost.show')}</button>
      </form>
      <p className={styles['hint']}>{t('bo.promotions.cost.about', { zone })}</p>
      {error && (
        <p role="alert" className={styles['error']}>
          {error}
        </p>
      )}
      {report && (
        <div className={styles['tableWrap']}>
          <table className={styles['table']}>
            <caption className="visually-hidden">{t('bo.promotions.cost.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('bo.promotions.col.title')}</th>
                {kinds.map((k) => (
                  <th key={k} scope="col" className={styles['num']}>
                    {kindName(k)}
                  </th>
                ))}
                <th scope="col" className={styles['num']}>
                  {t('bo.promotions.cost.total')}
                </th>
              </tr>
            </thead>
            <tbody>
              {report.rows.map((r) => (
                <tr key={r.promotionId}>
                  <th scope="row">{r.promotionId === 0 ? t('bo.promotions.cost.staffGrants') : `${r.title?.[lang === 'en' ? 'en' : 'bn'] ?? ''} #${r.promotionId}`}</th>
                  {kinds.map((k) => (
                    <td key={k} className={styles['num']}>
                      {money(r.byKind.find((x) => x.kind === k)?.amount ?? 0)}
                    </td>
                  ))}
                  <td className={styles['num']}>{money(r.total)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">{t('bo.promotions.cost.total')}</th>
                {report.byKind.map((k) => (
                  <td key={k.kind} className={styles['num']}>
                    {money(k.amount)}
                  </td>
                ))}
                <td className={styles['num']}>{money(report.total)}</td>
              </tr>
            </tfoot>
          </table>
        </div>
      )}
      {report && report.rows.length === 0 && <p>{t('bo.promotions.cost.none')}</p>}
    </div>
  );
}
