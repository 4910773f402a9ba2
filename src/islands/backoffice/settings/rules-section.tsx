import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type RegisterRuleRow, settingsDesk } from '#lib/backoffice/settings-api.ts';
import { failureText, type SectionProps, SectionForm } from './parts.tsx';
import styles from './settings.module.css';

const PATTERN_IDS = ['LENGTH', 'LETTER_FIRST_ALNUM', 'LETTERS_AND_DIGITS', 'ALNUM', 'DIGITS', 'EMAIL', 'NAME'] as const;

/** The registration field rules as a table: shown, required, pattern, message kind and lengths per field. */
export default function RulesSection(p: SectionProps) {
  const { t } = useTranslation();
  const [rules, setRules] = useState<RegisterRuleRow[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    settingsDesk.registerRules().then(setRules, (err: unknown) => setError(failureText(t, err)));
  }, [t]);
  if (error) return <p role="alert" className={styles['error']}>{error}</p>;
  if (!rules) return <p role="status">{t('bo.settings.loading')}</p>;
  const edit = (i: number, patch: Partial<RegisterRuleRow>) => setRules(rules.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  const patternIds = [...new Set([...PATTERN_IDS, ...rules.map((r) => r.patternId)])];
  return (
    <SectionForm
      title={t('bo.settings.section.registration')}
      intro={t('bo.settings.registration.intro')}
      canWrite={p.canWrite}
      save={async () => {
        const r = await settingsDesk.setRegisterRules(rules);
        setRules(await settingsDesk.registerRules());
        return r;
      }}
    >
      <div className={styles['tableWrap']}>
        <table className={styles['table']}>
          <caption className="visually-hidden">{t('bo.settings.registration.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('bo.settings.registration.field')}</th>
              <th scope="col">{t('bo.settings.registration.enabled')}</th>
              <th scope="col">{t('bo.settings.registration.required')}</th>
              <th scope="col">{t('bo.settings.registration.pattern')}</th>
              <th scope="col">{t('bo.settings.registration.patternId')}</th>
              <th scope="col">{t('bo.settings.registration.min')}</th>
              <th scope="col">{t('bo.settings.registration.max')}</th>
            </tr>
          </thead>
          <tbody>
            {rules.map((r, i) => (
              <tr key={r.field}>
                <th scope="row">
                  <code>{r.field}</code>
                </th>
                <td>
                  <input type="checkbox" aria-label={t('bo.settings.registration.enabledOf', { field: r.field })} checked={r.enabled} onChange={(e) => edit(i, { enabled: e.target.checked, required: e.target.checked && r.required })} />
                </td>
                <td>
                  <input type="checkbox" aria-label={t('bo.settings.registration.requiredOf', { field: r.field })} checked={r.required} onChange={(e) => edit(i, { required: e.target.checked, enabled: r.enabled || e.target.checked })} />
                </td>
                <td>
                  <input className={styles['pattern']} aria-label={t('bo.settings.registration.patternOf', { field: r.field })} value={r.acceptedPattern} onChange={(e) => edit(i, { acceptedPattern: e.target.value })} spellCheck={false} />
                </td>
                <td>
                  <select aria-label={t('bo.settings.registration.patternIdOf', { field: r.field })} value={r.patternId} onChange={(e) => edit(i, { patternId: e.target.value })}>
                    {patternIds.map((id) => (
                      <option key={id} value={id}>
                        {id}
                      </option>
                    ))}
                  </select>
                </td>
                <td>
                  <input className={styles['small']} type="number" min={0} max={500} aria-label={t('bo.settings.registration.minOf', { field: r.field })} value={r.minLength} onChange={(e) => edit(i, { minLength: e.target.valueAsNumber })} />
                </td>
                <td>
                  <input className={styles['small']} type="number" min={0} max={500} aria-label={t('bo.settings.registration.maxOf', { field: r.field })} value={r.maxLength} onChange={(e) => edit(i, { maxLength: e.target.valueAsNumber })} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </SectionForm>
  );
}
