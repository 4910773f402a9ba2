/** The structured editors of a mechanic's lists: rates by rank × category, raffle prizes, mission tasks, race prizes, categories, contributions. */
import { useTranslation } from 'react-i18next';
import { CATEGORY_CODES, type Category, type MechanicParams, type RateRow } from '#lib/contracts/promotion-model.ts';
import { type Currency, IntField, MoneyField, PercentField, SelectField, TextField } from './fields.tsx';
import styles from './promotions.module.css';

type Prize = MechanicParams['raffle']['prizes'][number];
type Task = MechanicParams['mission']['tasks'][number];

const replace = <T,>(list: readonly T[], i: number, next: T): T[] => list.map((x, j) => (j === i ? next : x));
const without = <T,>(list: readonly T[], i: number): T[] => list.filter((_, j) => j !== i);

function RowTools({ label, onRemove, disabled, canRemove }: { label: string; onRemove: () => void; disabled: boolean; canRemove: boolean }) {
  const { t } = useTranslation();
  return (
    <button type="button" className={styles['remove']} disabled={disabled || !canRemove} onClick={onRemove} aria-label={t('bo.promotions.removeRow', { row: label })}>
      {t('bo.promotions.remove')}
    </button>
  );
}

function useCategoryOptions(withAll: boolean) {
  const { t } = useTranslation();
  const list = CATEGORY_CODES.map((c) => ({ value: c as Category | 'ALL', label: t(`bo.promotions.category.${c}`) }));
  return withAll ? [{ value: 'ALL' as const, label: t('bo.promotions.category.ALL') }, ...list] : list;
}

export function RatesTable({ rates, onChange, disabled }: { rates: RateRow[]; onChange: (r: RateRow[]) => void; disabled: boolean }) {
  const { t } = useTranslation();
  const categories = useCategoryOptions(true);
  return (
    <fieldset className={styles['rows']}>
      <legend>{t('bo.promotions.rates.title')}</legend>
      <p className={styles['hint']}>{t('bo.promotions.rates.hint')}</p>
      {rates.map((r, i) => (
        <div key={i} className={styles['row']}>
          <IntField label={t('bo.promotions.rates.rank')} value={r.rank} disabled={disabled} onChange={(rank) => onChange(replace(rates, i, { ...r, rank }))} />
          <SelectField label={t('bo.promotions.rates.category')} value={r.category} options={categories} disabled={disabled} onChange={(category) => onChange(replace(rates, i, { ...r, category }))} />
          <PercentField label={t('bo.promotions.rates.rate')} value={r.rateBps} disabled={disabled} onChange={(rateBps) => onChange(replace(rates, i, { ...r, rateBps }))} />
          <RowTools label={String(i + 1)} disabled={disabled} canRemove={rates.length > 1} onRemove={() => onChange(without(rates, i))} />
        </div>
      ))}
      <button type="button" className={styles['add']} disabled={disabled} onClick={() => onChange([...rates, { rank: (rates.at(-1)?.rank ?? 0) + 1, category: 'ALL', rateBps: rates.at(-1)?.rateBps ?? 100 }])}>
        {t('bo.promotions.rates.add')}
      </button>
    </fieldset>
  );
}

export function PrizesTable({ prizes, onChange, currency, disabled }: { prizes: Prize[]; onChange: (p: Prize[]) => void; currency: Currency; disabled: boolean }) {
  const { t } = useTranslation();
  return (
    <fieldset className={styles['rows']}>
      <legend>{t('bo.promotions.prizes.title')}</legend>
      <p className={styles['hint']}>{t('bo.promotions.prizes.hint')}</p>
      {prizes.map((p, i) => (
        <div key={i} className={styles['row']}>
          <TextField label={t('bo.promotions.prizes.id')} value={p.id} disabled={disabled} maxLength={24} onChange={(id) => onChange(replace(prizes, i, { ...p, id: id.toLowerCase() }))} />
          <TextField label={t('bo.promotions.prizes.nameBn')} lang="bn" value={p.name.bn} disabled={disabled} onChange={(bn) => onChange(replace(prizes, i, { ...p, name: { ...p.name, bn } }))} />
          <TextField label={t('bo.promotions.prizes.nameEn')} lang="en" value={p.name.en} disabled={disabled} onChange={(en) => onChange(replace(prizes, i, { ...p, name: { ...p.name, en } }))} />
          <MoneyField label={t('bo.promotions.prizes.amount')} currency={currency} value={p.amount} disabled={disabled} onChange={(amount) => onChange(replace(prizes, i, { ...p, amount }))} />
          <IntField label={t('bo.promotions.prizes.stock')} value={p.stock} disabled={disabled} onChange={(stock) => onChange(replace(prizes, i, { ...p, stock }))} />
          <IntField label={t('bo.promotions.prizes.weight')} value={p.weight} disabled={disabled} onChange={(weight) => onChange(replace(prizes, i, { ...p, weight: Math.max(1, weight) }))} />
          <RowTools label={p.id} disabled={disabled} canRemove={prizes.length > 1} onRemove={() => onChange(without(prizes, i))} />
        </div>
      ))}
      <button type="button" className={styles['add']} disabled={disabled || prizes.length >= 20} onClick={() => onChange([...prizes, { id: `prize-${prizes.length + 1}`, name: { bn: '', en: '' }, amount: 10_000, stock: 10, weight: 10 }])}>
        {t('bo.promotions.prizes.add')}
      </button>
    </fieldset>
  );
}

export function TasksList({ tasks, onChange, currency, disabled }: { tasks: Task[]; onChange: (p: Task[]) => void; currency: Currency; disabled: boolean }) {
  const { t } = useTranslation();
  const categories = useCategoryOptions(true);
  const kinds = (['deposit', 'bet', 'rounds', 'loginDays'] as const).map((k) => ({ value: k, label: t(`bo.promotions.task.${k}`) }));
  return (
    <fieldset className={styles['rows']}>
      <legend>{t('bo.promotions.tasks.title')}</legend>
      {tasks.map((x, i) => {
        const money = x.kind === 'deposit' || x.kind === 'bet';
        const set = (next: Partial<Task>) => onChange(replace(tasks, i, { ...x, ...next } as Task));
        return (
          <div key={i} className={styles['row']}>
            <TextField label={t('bo.promotions.tasks.id')} value={x.id} maxLength={24} disabled={disabled} onChange={(id) => set({ id: id.toLowerCase() })} />
            <SelectField label={t('bo.promotions.tasks.kind')} value={x.kind} options={kinds} disabled={disabled} onChange={(kind) => set({ kind })} />
            {(x.kind === 'bet' || x.kind === 'rounds') && (
              <SelectField label={t('bo.promotions.tasks.category')} value={x.category ?? 'ALL'} options={categories} disabled={disabled} onChange={(c) => onChange(replace(tasks, i, c === 'ALL' ? { id: x.id, kind: x.kind, target: x.target, reward: x.reward } : { ...x, category: c }))} />
            )}
            {money ? (
              <MoneyField label={t('bo.promotions.tasks.target')} currency={currency} value={x.target} disabled={disabled} onChange={(target) => set({ target })} />
            ) : (
              <IntField label={t('bo.promotions.tasks.count')} value={x.target} disabled={disabled} onChange={(target) => set({ target })} />
            )}
            <MoneyField label={t('bo.promotions.tasks.reward')} currency={currency} value={x.reward} disabled={disabled} onChange={(reward) => set({ reward })} />
            <RowTools label={x.id} disabled={disabled} canRemove={tasks.length > 1} onRemove={() => onChange(without(tasks, i))} />
          </div>
        );
      })}
      <button type="button" className={styles['add']} disabled={disabled || tasks.length >= 20} onClick={() => onChange([...tasks, { id: `task-${tasks.length + 1}`, kind: 'bet', target: 200_000, reward: 10_000 }])}>
        {t('bo.promotions.tasks.add')}
      </button>
    </fieldset>
  );
}

export function RacePrizes({ prizes, onChange, currency, disabled }: { prizes: number[]; onChange: (p: number[]) => void; currency: Currency; disabled: boolean }) {
  const { t } = useTranslation();
  return (
    <fieldset className={styles['rows']}>
      <legend>{t('bo.promotions.racePrizes.title')}</legend>
      <div className={styles['grid']}>
        {prizes.map((amount, i) => (
          <div key={i} className={styles['row']}>
            <MoneyField label={t('bo.promotions.racePrizes.place', { place: i + 1 })} currency={currency} value={amount} disabled={disabled} onChange={(v) => onChange(replace(prizes, i, v))} />
            <RowTools label={String(i + 1)} disabled={disabled} canRemove={prizes.length > 1} onRemove={() => onChange(without(prizes, i))} />
          </div>
        ))}
      </div>
      <button type="button" className={styles['add']} disabled={disabled || prizes.length >= 100} onClick={() => onChange([...prizes, prizes.at(-1) ?? 10_000])}>
        {t('bo.promotions.racePrizes.add')}
      </button>
    </fieldset>
  );
}

export function CategoryPicker({ legend, value, onChange, disabled }: { legend: string; value: Category[]; onChange: (c: Category[]) => void; disabled: boolean }) {
  const { t } = useTranslation();
  return (
    <fieldset className={styles['checks']}>
      <legend>{legend}</legend>
      <p className={styles['hint']}>{t('bo.promotions.categoriesHint')}</p>
      {CATEGORY_CODES.map((c) => (
        <label key={c}>
          <input type="checkbox" checked={value.includes(c)} disabled={disabled} onChange={(e) => onChange(e.target.checked ? [...value, c] : value.filter((x) => x !== c))} />
          {t(`bo.promotions.category.${c}`)}
        </label>
      ))}
    </fieldset>
  );
}
