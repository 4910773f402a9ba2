import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { settingsDesk } from '#lib/backoffice/settings-api.ts';
import { NumberField, type SectionProps, SectionForm } from './parts.tsx';
import styles from './settings.module.css';

/** The `support` setting as stored (src/server/system/settings-schema.ts validates it again on save). */
interface SupportSettings {
  hours: { open: string; close: string; days: number[] };
  maxChatsPerAgent: number;
  idleCloseMinutes: number;
  feedbackMinWords: number;
  feedbackMaxWords: number;
}

const NUMBERS = ['maxChatsPerAgent', 'idleCloseMinutes', 'feedbackMinWords', 'feedbackMaxWords'] as const;
const DAYS = [0, 1, 2, 3, 4, 5, 6] as const;
const TIME = /^([01]\d|2[0-4]):[0-5]\d$/;

function isSupport(v: unknown): v is SupportSettings {
  if (typeof v !== 'object' || v === null) return false;
  const s = v as Record<string, unknown>;
  const h = s['hours'] as Record<string, unknown> | undefined;
  return typeof h?.['open'] === 'string' && typeof h['close'] === 'string' && Array.isArray(h['days']) && NUMBERS.every((k) => typeof s[k] === 'number');
}

/** A weekday's name in the desk's language (0 = Sunday; 1 January 2023 was a Sunday). */
const dayName = (lang: string, day: number) => new Intl.DateTimeFormat(lang, { weekday: 'long', timeZone: 'UTC' }).format(Date.UTC(2023, 0, 1 + day));

/** Customer service: staffed hours of the live chat, the agents' chat cap, idle closing and feedback length. Applies at once. */
export default function SupportSection(p: SectionProps) {
  const { t } = useTranslation();
  const stored = p.settings['support'];
  const [v, setV] = useState<SupportSettings | null>(isSupport(stored) ? stored : null);
  if (!v) return <p role="alert" className={styles['error']}>{t('bo.settings.failed')}</p>;
  const hours = (patch: Partial<SupportSettings['hours']>) => setV({ ...v, hours: { ...v.hours, ...patch } });
  const toggleDay = (day: number, on: boolean) => hours({ days: DAYS.filter((d) => (d === day ? on : v.hours.days.includes(d))) });
  const badTime = (s: string) => !TIME.test(s) || (s.startsWith('24') && s !== '24:00');
  return (
    <SectionForm
      title={t('bo.settings.section.support')}
      intro={t('bo.settings.support.intro')}
      canWrite={p.canWrite}
      reload={p.reload}
      save={async () => {
        if (badTime(v.hours.open) || v.hours.open === '24:00' || badTime(v.hours.close)) throw new Error(t('bo.settings.support.badTime'));
        if (!(v.feedbackMinWords < v.feedbackMaxWords)) throw new Error(t('bo.settings.support.badWords'));
        return settingsDesk.set('support', v);
      }}
    >
      <h3>{t('bo.settings.support.hoursTitle')}</h3>
      <p className={styles['muted']}>{t('bo.settings.support.hoursHint')}</p>
      <div className={styles['row']}>
        <label className={styles['field']}>
          <span>{t('bo.settings.support.open')}</span>
          <input value={v.hours.open} onChange={(e) => hours({ open: e.target.value.trim() })} inputMode="numeric" placeholder="09:00" aria-invalid={badTime(v.hours.open) || v.hours.open === '24:00' || undefined} />
        </label>
        <label className={styles['field']}>
          <span>{t('bo.settings.support.close')}</span>
          <input value={v.hours.close} onChange={(e) => hours({ close: e.target.value.trim() })} inputMode="numeric" placeholder="24:00" aria-invalid={badTime(v.hours.close) || undefined} />
        </label>
      </div>
      <ul className={styles['checks']} aria-label={t('bo.settings.support.days')}>
        {DAYS.map((d) => (
          <li key={d}>
            <label>
              <input type="checkbox" checked={v.hours.days.includes(d)} onChange={(e) => toggleDay(d, e.target.checked)} />
              <span>{dayName(p.lang, d)}</span>
            </label>
          </li>
        ))}
      </ul>
      <h3>{t('bo.settings.support.chatsTitle')}</h3>
      <NumberField label={t('bo.settings.support.maxChatsPerAgent')} hint={t('bo.settings.support.maxChatsHint')} value={v.maxChatsPerAgent} min={1} onChange={(n) => setV({ ...v, maxChatsPerAgent: n })} />
      <NumberField label={t('bo.settings.support.idleCloseMinutes')} hint={t('bo.settings.support.idleHint')} value={v.idleCloseMinutes} min={1} onChange={(n) => setV({ ...v, idleCloseMinutes: n })} />
      <h3>{t('bo.settings.support.feedbackTitle')}</h3>
      <div className={styles['row']}>
        <NumberField label={t('bo.settings.support.feedbackMinWords')} value={v.feedbackMinWords} min={1} onChange={(n) => setV({ ...v, feedbackMinWords: n })} />
        <NumberField label={t('bo.settings.support.feedbackMaxWords')} value={v.feedbackMaxWords} min={10} onChange={(n) => setV({ ...v, feedbackMaxWords: n })} />
      </div>
    </SectionForm>
  );
}
