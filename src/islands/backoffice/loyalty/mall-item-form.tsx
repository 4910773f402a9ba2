/**
 * Adding or changing a points-mall item: names and descriptions in both languages, the picture,
 * the price in points, what a voucher or bonus credit pays, the stock (empty: unlimited), the
 * monthly requirement and the order. The kind is chosen once, when the item is made.
 */
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type MallItemInput, mallDesk, type StaffMallItem } from '#lib/backoffice/mall-api.ts';
import { MALL_ITEM_KINDS, MALL_REQUIREMENTS, POINT_SCALE } from '#lib/contracts/loyalty-model.ts';
import { failureText } from '../content/failure.ts';
import styles from '../review-desk.module.css';

type Kind = (typeof MALL_ITEM_KINDS)[number];
type Requirement = (typeof MALL_REQUIREMENTS)[number];

const text = (n: number, scale: number) => (n / scale).toString();
const scaled = (v: string, scale: number) => {
  const n = Number(v.replace(/,/g, '').trim());
  return v.trim() !== '' && Number.isFinite(n) && n >= 0 ? Math.round(n * scale) : null;
};

export function MallItemForm({ item, minorUnits, onSaved, onCancel }: { item: StaffMallItem | null; minorUnits: number; onSaved: (saved: StaffMallItem) => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const minor = 10 ** minorUnits;
  const [kind, setKind] = useState<Kind>(item?.kind ?? 'physical');
  const [nameBn, setNameBn] = useState(item?.names.bn ?? '');
  const [nameEn, setNameEn] = useState(item?.names.en ?? '');
  const [descBn, setDescBn] = useState(item?.descriptions.bn ?? '');
  const [descEn, setDescEn] = useState(item?.descriptions.en ?? '');
  const [image, setImage] = useState(item?.image ?? '');
  const [price, setPrice] = useState(item ? text(item.price, POINT_SCALE) : '');
  const [amount, setAmount] = useState(item ? text(item.amount, minor) : '0');
  const [stock, setStock] = useState(item?.stock === null || item === null ? '' : String(item.stock));
  const [requirement, setRequirement] = useState<Requirement>(item?.requirement ?? 'none');
  const [reqAmount, setReqAmount] = useState(item ? text(item.requirementAmount, minor) : '0');
  const [sort, setSort] = useState(String(item?.sort ?? 0));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const p = scaled(price, POINT_SCALE);
    const a = kind === 'physical' ? 0 : scaled(amount, minor);
    const s = stock.trim() === '' ? null : scaled(stock, 1);
    const r = requirement === 'none' ? 0 : scaled(reqAmount, minor);
    if (p === null || p <= 0 || a === null || r === null || (stock.trim() !== '' && s === null)) return setError(t('bo.mall.form.numbers'));
    const body: Omit<MallItemInput, 'kind'> = {
      names: { bn: nameBn, en: nameEn },
      descriptions: { bn: descBn, en: descEn },
      image: image.trim() || null,
      price: p,
      amount: a,
      stock: s,
      requirement,
      requirementAmount: r,
      sort: Math.trunc(Number(sort) || 0),
    };
    setBusy(true);
    setError(null);
    try {
      onSaved(item ? await mallDesk.update(item.id, item.version, body) : await mallDesk.create({ ...body, kind }));
    } catch (err) {
      setError(failureText(t, err));
    } finally {
      setBusy(false);
    }
  };

  const field = (key: string, label: string, value: string, set: (v: string) => void, extra: Record<string, unknown> = {}) => (
    <div className={styles['field']}>
      <label htmlFor={`${id}-${key}`}>{label}</label>
      <input id={`${id}-${key}`} value={value} onChange={(e) => set(e.target.value)} {...extra} />
    </div>
  );

  return (
    <form className={styles['detail']} onSubmit={(e) => void submit(e)} aria-labelledby={`${id}-title`} noValidate>
      <h3 id={`${id}-title`}>{item ? t('bo.mall.form.edit', { name: item.names.en || item.names.bn }) : t('bo.mall.form.add')}</h3>
      <div className={styles['bar']}>
        <div className={styles['field']}>
          <label htmlFor={`${id}-kind`}>{t('bo.mall.form.kind')}</label>
          <select id={`${id}-kind`} value={kind} disabled={item !== null} onChange={(e) => setKind(e.target.value as Kind)}>
            {MALL_ITEM_KINDS.map((k) => (
              <option key={k} value={k}>
                {t(`bo.mall.kind.${k}`)}
              </option>
            ))}
          </select>
        </div>
        {field('price', t('bo.mall.form.price'), price, setPrice, { inputMode: 'decimal', required: true })}
        {kind !== 'physical' && field('amount', t('bo.mall.form.amount'), amount, setAmount, { inputMode: 'decimal', required: true })}
        {field('stock', t('bo.mall.form.stock'), stock, setStock, { inputMode: 'numeric', placeholder: t('bo.mall.form.unlimited') })}
        {field('sort', t('bo.mall.form.sort'), sort, setSort, { inputMode: 'numeric' })}
      </div>
      <div className={styles['bar']}>
        {field('name-bn', t('bo.mall.form.nameBn'), nameBn, setNameBn, { maxLength: 80, required: true, lang: 'bn' })}
        {field('name-en', t('bo.mall.form.nameEn'), nameEn, setNameEn, { maxLength: 80, required: true, lang: 'en' })}
      </div>
      <div className={styles['bar']}>
        {field('desc-bn', t('bo.mall.form.descBn'), descBn, setDescBn, { maxLength: 500, lang: 'bn' })}
        {field('desc-en', t('bo.mall.form.descEn'), descEn, setDescEn, { maxLength: 500, lang: 'en' })}
      </div>
      <div className={styles['bar']}>
        {field('image', t('bo.mall.form.image'), image, setImage, { maxLength: 500, placeholder: '/images/mall/…' })}
        <div className={styles['field']}>
          <label htmlFor={`${id}-req`}>{t('bo.mall.form.requirement')}</label>
          <select id={`${id}-req`} value={requirement} onChange={(e) => setRequirement(e.target.value as Requirement)}>
            {MALL_REQUIREMENTS.map((r) => (
              <option key={r} value={r}>
                {t(`bo.mall.requirement.${r}`)}
              </option>
            ))}
          </select>
        </div>
        {requirement !== 'none' && field('req-amount', t('bo.mall.form.requirementAmount'), reqAmount, setReqAmount, { inputMode: 'decimal' })}
      </div>
      {item && <p className={styles['muted']}>{t('bo.mall.form.stockNote')}</p>}
      {error && (
        <p className={styles['error']} role="alert">
          {error}
        </p>
      )}
      <div className={styles['rowActions']}>
        <button type="submit" className={styles['primary']} disabled={busy}>
          {item ? t('bo.mall.form.save') : t('bo.mall.form.create')}
        </button>
        <button type="button" onClick={onCancel} disabled={busy}>
          {t('bo.mall.form.cancel')}
        </button>
      </div>
    </form>
  );
}
