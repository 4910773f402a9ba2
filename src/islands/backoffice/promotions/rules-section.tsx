/** The money rules of a promotion besides its mechanic: when it runs (on the merchant's clock) and who may take part. */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fromZonedInput, toZonedInput } from '#lib/backoffice/zoned-input.ts';
import type { PromotionForm } from '#lib/backoffice/promotions-api.ts';
import type { Audience } from '#lib/contracts/promotion-model.ts';
import { IntField, SelectField, TextField } from './fields.tsx';
import styles from './promotions.module.css';

interface Props {
  form: PromotionForm;
  set: (patch: Partial<PromotionForm>) => void;
  zone: string;
  disabled: boolean;
}

function When({ label, value, zone, onChange, disabled }: { label: string; value: number; zone: string; onChange: (ms: number) => void; disabled: boolean }) {
  const id = useId();
  const [bad, setBad] = useState(false);
  return (
    <div className={styles['field']}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="datetime-local"
        value={toZonedInput(value, zone)}
        disabled={disabled}
        aria-invalid={bad || undefined}
        onChange={(e) => {
          const ms = fromZonedInput(e.target.value, zone);
          setBad(ms === null);
          if (ms !== null) onChange(ms);
        }}
      />
    </div>
  );
}

const listText = (xs: readonly (string | number)[]) => xs.join(', ');
const ranksOf = (s: string) => [...new Set(s.split(/[\s,]+/).filter((x) => /^\d{1,3}$/.test(x)).map(Number).filter((n) => n <= 100))];
const labelsOf = (s: string) => [...new Set(s.split(',').map((x) => x.trim()).filter(Boolean))];

function AudienceEditor({ audience, onChange, disabled }: { audience: Audience; onChange: (a: Audience) => void; disabled: boolean }) {
  const { t } = useTranslation();
  const kinds = (['all', 'new', 'vip', 'labels', 'team'] as const).map((k) => ({ value: k, label: t(`bo.promotions.audience.${k}`) }));
  const start = (kind: Audience['kind']): Audience => {
    if (kind === 'new') return { kind, days: 7 };
    if (kind === 'vip') return { kind, ranks: [1] };
    if (kind === 'labels') return { kind, labels: ['VIP'] };
    if (kind === 'team') return { kind, agent: '' };
    return { kind: 'all' };
  };
  return (
    <div className={styles['grid']}>
      <SelectField label={t('bo.promotions.audience.label')} value={audience.kind} options={kinds} disabled={disabled} onChange={(k) => onChange(start(k))} />
      {audience.kind === 'new' && <IntField label={t('bo.promotions.audience.days')} value={audience.days} disabled={disabled} onChange={(days) => onChange({ kind: 'new', days })} />}
      {audience.kind === 'vip' && (
        <TextField label={t('bo.promotions.audience.ranks')} hint={t('bo.promotions.audience.ranksHint')} value={listText(audience.ranks)} disabled={disabled} onChange={(v) => onChange({ kind: 'vip', ranks: ranksOf(v) })} />
      )}
      {audience.kind === 'labels' && (
        <TextField label={t('bo.promotions.audience.labels')} hint={t('bo.promotions.audience.labelsHint')} value={listText(audience.labels)} disabled={disabled} onChange={(v) => onChange({ kind: 'labels', labels: labelsOf(v) })} />
      )}
      {audience.kind === 'team' && <TextField label={t('bo.promotions.audience.agent')} value={audience.agent} maxLength={40} disabled={disabled} onChange={(agent) => onChange({ kind: 'team', agent: agent.trim() })} />}
    </div>
  );
}

export function RulesSection({ form, set, zone, disabled }: Props) {
  const { t } = useTranslation();
  return (
    <>
      <section className={styles['section']} aria-labelledby="promo-schedule">
        <h3 id="promo-schedule">{t('bo.promotions.section.schedule')}</h3>
        <p className={styles['hint']}>{t('bo.promotions.schedule.zone', { zone })}</p>
        <div className={styles['grid']}>
          <When label={t('bo.promotions.schedule.start')} value={form.startsAt} zone={zone} disabled={disabled} onChange={(startsAt) => set({ startsAt })} />
          <When label={t('bo.promotions.schedule.end')} value={form.endsAt} zone={zone} disabled={disabled} onChange={(endsAt) => set({ endsAt })} />
        </div>
        {form.endsAt <= form.startsAt && (
          <p role="alert" className={styles['error']}>
            {t('bo.promotions.schedule.order')}
          </p>
        )}
      </section>
      <section className={styles['section']} aria-labelledby="promo-audience">
        <h3 id="promo-audience">{t('bo.promotions.section.audience')}</h3>
        <AudienceEditor audience={form.audience} disabled={disabled} onChange={(audience) => set({ audience })} />
      </section>
    </>
  );
}
