/** The mechanic and its parameters as structured editors, each field in words staff and players share. */
import { useTranslation } from 'react-i18next';
import { type BonusRules, CATEGORY_CODES, MECHANICS, type Mechanic, type MechanicSpec, RATE_SOURCES, type RatesFrom, WAGERING_CAP } from '#lib/contracts/promotion-model.ts';
import { type Currency, IntField, MoneyField, SelectField } from './fields.tsx';
import { defaultBonusRules, specOf } from './form-model.ts';
import { CategoryPicker, PrizesTable, RacePrizes, RatesTable, TasksList } from './param-tables.tsx';
import styles from './promotions.module.css';

interface Props {
  spec: MechanicSpec;
  onChange: (s: MechanicSpec) => void;
  currency: Currency;
  /** The mechanic of a published promotion stays. */
  mechanicLocked: boolean;
  disabled: boolean;
}

export function BonusRulesEditor({ rules, onChange, currency, disabled }: { rules: BonusRules; onChange: (r: BonusRules) => void; currency: Currency; disabled: boolean }) {
  const { t } = useTranslation();
  return (
    <fieldset className={styles['rows']}>
      <legend>{t('bo.promotions.bonus.title')}</legend>
      <div className={styles['grid']}>
        <IntField
          label={t('bo.promotions.bonus.wagering')}
          hint={t('bo.promotions.bonus.wageringHint', { cap: WAGERING_CAP })}
          suffix="×"
          max={WAGERING_CAP}
          value={rules.wageringMultiple}
          disabled={disabled}
          onChange={(wageringMultiple) => onChange({ ...rules, wageringMultiple })}
        />
        <MoneyField label={t('bo.promotions.bonus.maxBet')} currency={currency} value={rules.maxBet} disabled={disabled} onChange={(maxBet) => onChange({ ...rules, maxBet })} />
        <IntField label={t('bo.promotions.bonus.expiryDays')} value={rules.expiryDays} disabled={disabled} onChange={(expiryDays) => onChange({ ...rules, expiryDays })} />
      </div>
      <fieldset className={styles['rows']}>
        <legend>{t('bo.promotions.bonus.contributions')}</legend>
        <div className={styles['grid']}>
          {CATEGORY_CODES.map((c) => (
            <IntField
              key={c}
              label={t(`bo.promotions.category.${c}`)}
              suffix="%"
              max={100}
              value={rules.contributions[c] ?? 0}
              disabled={disabled}
              onChange={(v) => onChange({ ...rules, contributions: { ...rules.contributions, [c]: v } })}
            />
          ))}
        </div>
      </fieldset>
    </fieldset>
  );
}

export function MechanicEditor({ spec, onChange, currency, mechanicLocked, disabled }: Props) {
  const { t } = useTranslation();
  const mechanics = MECHANICS.map((m) => ({ value: m, label: t(`bo.promotions.mechanic.${m}`) }));
  const set = <S extends MechanicSpec>(s: S, params: Partial<S['params']>) => onChange({ mechanic: s.mechanic, params: { ...s.params, ...params } } as MechanicSpec);
  const period = (withWhole: boolean) => (['daily', 'weekly', ...(withWhole ? (['whole'] as const) : [])] as const).map((p) => ({ value: p, label: t(`bo.promotions.period.${p}`) }));
  const money = (label: string, value: number, on: (v: number) => void) => <MoneyField label={t(label)} currency={currency} value={value} disabled={disabled} onChange={on} />;
  const ratesFrom = (value: RatesFrom | undefined, on: (v: RatesFrom) => void) => (
    <SelectField label={t('bo.promotions.ratesFrom.label')} value={value ?? 'table'} options={RATE_SOURCES.map((v) => ({ value: v, label: t(`bo.promotions.ratesFrom.${v}`) }))} disabled={disabled} onChange={on} />
  );

  let body: React.ReactNode = null;
  switch (spec.mechanic) {
    case 'depositBonus': {
      const p = spec.params;
      body = (
        <>
          <div className={styles['grid']}>
            <IntField label={t('bo.promotions.deposit.matchPct')} suffix="%" max={500} value={p.matchPct} disabled={disabled} onChange={(matchPct) => set(spec, { matchPct })} />
            {money('bo.promotions.deposit.cap', p.cap, (cap) => set(spec, { cap }))}
            {money('bo.promotions.deposit.minDeposit', p.minDeposit, (minDeposit) => set(spec, { minDeposit }))}
            <SelectField label={t('bo.promotions.deposit.which')} value={p.deposit} options={(['first', 'reload'] as const).map((v) => ({ value: v, label: t(`bo.promotions.deposit.${v}`) }))} disabled={disabled} onChange={(deposit) => set(spec, { deposit })} />
            <SelectField label={t('bo.promotions.deposit.per')} value={p.per} options={(['once', 'daily', 'weekly'] as const).map((v) => ({ value: v, label: t(`bo.promotions.per.${v}`) }))} disabled={disabled} onChange={(per) => set(spec, { per })} />
          </div>
          <BonusRulesEditor rules={p.rules} currency={currency} disabled={disabled} onChange={(rules) => set(spec, { rules })} />
        </>
      );
      break;
    }
    case 'cashback': {
      const p = spec.params;
      body = (
        <>
          <div className={styles['grid']}>
            <SelectField label={t('bo.promotions.period.label')} value={p.period} options={period(false)} disabled={disabled} onChange={(v) => set(spec, { period: v as 'daily' | 'weekly' })} />
            {money('bo.promotions.cashback.minLoss', p.minLoss, (minLoss) => set(spec, { minLoss }))}
            {money('bo.promotions.cashback.maxPerPeriod', p.maxPerPeriod, (maxPerPeriod) => set(spec, { maxPerPeriod }))}
            {ratesFrom(p.ratesFrom, (v) => set(spec, { ratesFrom: v }))}
          </div>
          {p.ratesFrom === 'ladder' ? <p className={styles['hint']}>{t('bo.promotions.ratesFrom.ladderHint.cashback')}</p> : <RatesTable rates={p.rates} disabled={disabled} onChange={(rates) => set(spec, { rates })} />}
        </>
      );
      break;
    }
    case 'rebate': {
      const p = spec.params;
      body = (
        <>
          <div className={styles['grid']}>
            <SelectField label={t('bo.promotions.rebate.payout')} value={p.payout} options={(['auto', 'claim'] as const).map((v) => ({ value: v, label: t(`bo.promotions.payout.${v}`) }))} disabled={disabled} onChange={(payout) => set(spec, { payout })} />
            {money('bo.promotions.rebate.maxPerDay', p.maxPerDay, (maxPerDay) => set(spec, { maxPerDay }))}
            {ratesFrom(p.ratesFrom, (v) => set(spec, { ratesFrom: v }))}
          </div>
          {p.ratesFrom === 'ladder' ? <p className={styles['hint']}>{t('bo.promotions.ratesFrom.ladderHint.rebate')}</p> : <RatesTable rates={p.rates} disabled={disabled} onChange={(rates) => set(spec, { rates })} />}
        </>
      );
      break;
    }
    case 'raffle': {
      const p = spec.params;
      body = (
        <>
          <div className={styles['grid']}>{money('bo.promotions.raffle.ticketPer', p.ticketPer, (ticketPer) => set(spec, { ticketPer }))}</div>
          <CategoryPicker legend={t('bo.promotions.raffle.categories')} value={p.categories} disabled={disabled} onChange={(categories) => set(spec, { categories })} />
          <PrizesTable prizes={p.prizes} currency={currency} disabled={disabled} onChange={(prizes) => set(spec, { prizes })} />
        </>
      );
      break;
    }
    case 'application': {
      const p = spec.params;
      body = (
        <>
          <div className={styles['grid']}>
            {money('bo.promotions.application.amount', p.amount, (amount) => set(spec, { amount }))}
            <SelectField label={t('bo.promotions.application.wallet')} value={p.rules ? 'bonus' : 'cash'} options={(['bonus', 'cash'] as const).map((v) => ({ value: v, label: t(`bo.promotions.wallet.${v}`) }))} disabled={disabled} onChange={(w) => set(spec, { rules: w === 'bonus' ? defaultBonusRules() : null })} />
          </div>
          {p.rules && <BonusRulesEditor rules={p.rules} currency={currency} disabled={disabled} onChange={(rules) => set(spec, { rules })} />}
        </>
      );
      break;
    }
    case 'mission': {
      const p = spec.params;
      body = (
        <>
          <div className={styles['grid']}>
            <SelectField label={t('bo.promotions.period.label')} value={p.period} options={period(false)} disabled={disabled} onChange={(v) => set(spec, { period: v as 'daily' | 'weekly' })} />
          </div>
          <TasksList tasks={p.tasks} currency={currency} disabled={disabled} onChange={(tasks) => set(spec, { tasks })} />
        </>
      );
      break;
    }
    case 'race': {
      const p = spec.params;
      body = (
        <>
          <div className={styles['grid']}>
            <SelectField label={t('bo.promotions.race.metric')} value={p.metric} options={(['turnover', 'multiplier'] as const).map((v) => ({ value: v, label: t(`bo.promotions.metric.${v}`) }))} disabled={disabled} onChange={(metric) => set(spec, { metric })} />
            <SelectField label={t('bo.promotions.period.label')} value={p.period} options={period(true)} disabled={disabled} onChange={(v) => set(spec, { period: v })} />
            {p.metric === 'multiplier' && money('bo.promotions.race.minStake', p.minStake, (minStake) => set(spec, { minStake }))}
          </div>
          <CategoryPicker legend={t('bo.promotions.race.categories')} value={p.categories} disabled={disabled} onChange={(categories) => set(spec, { categories })} />
          <RacePrizes prizes={p.prizes} currency={currency} disabled={disabled} onChange={(prizes) => set(spec, { prizes })} />
        </>
      );
      break;
    }
  }
  return (
    <div className={styles['mechanic']}>
      <SelectField<Mechanic> label={t('bo.promotions.mechanic.label')} value={spec.mechanic} options={mechanics} disabled={disabled || mechanicLocked} onChange={(m) => onChange(specOf(m))} />
      <p className={styles['hint']}>{t(`bo.promotions.mechanic.about.${spec.mechanic}`)}</p>
      {body}
    </div>
  );
}
