/**
 * The loyalty desk's points mall: the redeem queue (loyalty.review decides) and the goods
 * (loyalty.write adds, changes, hides and shows them; every change audited, an item changed
 * meanwhile is refused rather than overwritten).
 */
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mallDesk, type StaffMallItem } from '#lib/backoffice/mall-api.ts';
import { can } from '#lib/backoffice/roles.ts';
import { formatDateTime, formatMoney } from '#lib/format.ts';
import { formatPoints } from '#lib/mall-view.ts';
import { DEFAULT_TIME_ZONE } from '#lib/time-zone.ts';
import { failureText } from '../content/failure.ts';
import type { DeskProps } from '../desk-props.ts';
import styles from '../review-desk.module.css';
import own from './mall.module.css';
import { MallItemForm } from './mall-item-form.tsx';
import { MallQueue } from './mall-queue.tsx';

type Currency = { symbol: string; minorUnits: number };

export default function MallTab({ lang, staff }: DeskProps) {
  const { t } = useTranslation();
  const write = can(staff.role, 'loyalty.write');
  const review = can(staff.role, 'loyalty.review');
  const [items, setItems] = useState<StaffMallItem[] | null>(null);
  const [editing, setEditing] = useState<StaffMallItem | 'new' | null>(null);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [zone, setZone] = useState(DEFAULT_TIME_ZONE);
  const [currency, setCurrency] = useState<Currency>({ symbol: '৳', minorUnits: 2 });
  const money = (n: number) => formatMoney(n, lang, currency);
  const time = (n: number) => formatDateTime(n, lang, zone);
  const name = (i: StaffMallItem) => (lang === 'bn' ? i.names.bn : i.names.en) || i.names.bn;

  useEffect(() => {
    mallDesk.merchant().then(
      (m) => {
        setZone(m.timeZone);
        setCurrency({ symbol: m.currency.symbol, minorUnits: m.currency.minorUnits });
      },
      () => undefined,
    );
  }, []);
  const load = useCallback(async () => {
    try {
      setItems((await mallDesk.items()).list);
    } catch (err) {
      setMessage({ ok: false, text: failureText(t, err) });
    }
  }, [t]);
  useEffect(() => void load(), [load]);

  const toggle = async (i: StaffMallItem) => {
    setMessage(null);
    try {
      const after = await mallDesk.setStatus(i.id, i.version, i.status === 'active' ? 'hidden' : 'active');
      setMessage({ ok: true, text: t(after.status === 'hidden' ? 'bo.mall.items.hidden' : 'bo.mall.items.shown', { name: name(after) }) });
    } catch (err) {
      setMessage({ ok: false, text: failureText(t, err) });
    }
    void load();
  };

  return (
    <div className={own['section']}>
      {review && <MallQueue lang={lang} items={items ?? []} review={review} money={money} time={time} />}
      <section aria-labelledby="mall-items-title" className={own['section']}>
        <div className={styles['bar']}>
          <h2 id="mall-items-title">{t('bo.mall.items.heading')}</h2>
          {write && editing === null && (
            <button type="button" className={styles['primary']} onClick={() => setEditing('new')}>
              {t('bo.mall.items.add')}
            </button>
          )}
        </div>
        <div aria-live="polite">{message && <p className={message.ok ? styles['done'] : styles['error']}>{message.text}</p>}</div>
        {editing !== null && (
          <MallItemForm
            key={editing === 'new' ? 'new' : editing.id}
            item={editing === 'new' ? null : editing}
            minorUnits={currency.minorUnits}
            onCancel={() => setEditing(null)}
            onSaved={(saved) => {
              setEditing(null);
              setMessage({ ok: true, text: t('bo.mall.items.saved', { name: name(saved) }) });
              void load();
            }}
          />
        )}
        {!items ? (
          <p role="status">{t('bo.shell.loading')}</p>
        ) : items.length === 0 ? (
          <p className={styles['muted']}>{t('bo.mall.items.none')}</p>
        ) : (
          <div className={own['scroller']}>
            <table className={own['table']} aria-labelledby="mall-items-title">
              <thead>
                <tr>
                  <th scope="col">{t('bo.mall.items.name')}</th>
                  <th scope="col">{t('bo.mall.items.kind')}</th>
                  <th scope="col">{t('bo.mall.items.price')}</th>
                  <th scope="col">{t('bo.mall.items.stock')}</th>
                  <th scope="col">{t('bo.mall.items.waiting')}</th>
                  <th scope="col">{t('bo.mall.items.approved')}</th>
                  <th scope="col">{t('bo.mall.items.status')}</th>
                  {write && <th scope="col">{t('bo.mall.items.actions')}</th>}
                </tr>
              </thead>
              <tbody>
                {items.map((i) => (
                  <tr key={i.id}>
                    <th scope="row">
                      {name(i)}
                      {i.kind !== 'physical' && <span className={styles['muted']}> · {money(i.amount)}</span>}
                    </th>
                    <td>{t(`bo.mall.kind.${i.kind}`)}</td>
                    <td>{formatPoints(i.price, lang)}</td>
                    <td>{i.stock === null ? t('bo.mall.form.unlimited') : i.stock}</td>
                    <td>{i.inProcess}</td>
                    <td>{i.approved}</td>
                    <td>
                      <span className={styles['status']} data-tone={i.status === 'active' ? 'good' : 'wait'}>
                        {t(`bo.mall.itemState.${i.status}`)}
                      </span>
                    </td>
                    {write && (
                      <td className={styles['rowActions']}>
                        <button type="button" onClick={() => setEditing(i)} aria-label={t('bo.mall.items.editOf', { name: name(i) })}>
                          {t('bo.mall.items.edit')}
                        </button>
                        <button type="button" onClick={() => void toggle(i)} aria-label={t(i.status === 'active' ? 'bo.mall.items.hideOf' : 'bo.mall.items.showOf', { name: name(i) })}>
                          {t(i.status === 'active' ? 'bo.mall.items.hide' : 'bo.mall.items.show')}
                        </button>
                      </td>
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </div>
  );
}
