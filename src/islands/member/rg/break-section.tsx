import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, type Message } from '#lib/error-message.ts';
import { takeBreak } from '#lib/stores/rg.ts';
import { showDialog } from '#lib/stores/ui.ts';
import { type ExclusionRequest, SELF_EXCLUSION_MONTHS, TIME_OUT_DAYS } from '#lib/types/rg.ts';
import { showBreakStarted } from '../../chrome/reactions.ts';
import { Icon } from '../../common/icon.tsx';
import { FormError } from '../../forms/form-error.tsx';
import { TextField } from '../../forms/text-field.tsx';
import styles from './rg.module.css';

type Kind = ExclusionRequest['kind'];

/** The lengths offered for each kind of break, each with its translation key. */
function choicesOf(kind: Kind): { value: string; label: string }[] {
  if (kind === 'time_out') return TIME_OUT_DAYS.map((d) => ({ value: String(d), label: `rg.break.d${d}` }));
  return [...SELF_EXCLUSION_MONTHS.map((m) => ({ value: String(m), label: `rg.exclusion.m${m}` })), { value: 'permanent', label: 'rg.exclusion.permanent' }];
}

/**
 * A time-out ("take a break") or a self-exclusion: the member picks how long, proves it is them
 * with the login password and confirms; it starts at once and cannot be shortened.
 */
export function BreakSection({ kind, lang }: { kind: Kind; lang: string }) {
  const { t } = useTranslation();
  const id = useId();
  const prefix = kind === 'time_out' ? 'rg.break' : 'rg.exclusion';
  const choices = choicesOf(kind);
  const [length, setLength] = useState(choices[0]?.value ?? '');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<Message | null>(null);
  const [busy, setBusy] = useState(false);

  const start = async () => {
    setBusy(true);
    setError(null);
    try {
      const request: ExclusionRequest =
        kind === 'time_out' ? { kind, days: Number(length), password } : { kind, months: length === 'permanent' ? 'permanent' : Number(length), password };
      showBreakStarted(await takeBreak(request), lang);
    } catch (err) {
      setError(errorMessage(err));
      setBusy(false);
    }
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!password) {
      setError({ key: 'validation.required', values: { field: t('rg.password') } });
      return;
    }
    const chosen = choices.find((c) => c.value === length);
    showDialog({
      tone: 'confirm',
      title: `${prefix}.confirmTitle`,
      body: `${prefix}.confirmBody`,
      values: { length: chosen ? t(chosen.label) : length },
      cancel: 'in_more_cancel',
      confirm: `${prefix}.start`,
      onConfirm: () => void start(),
    });
  };

  return (
    <section className={`${styles.section} ${kind === 'self_exclusion' ? styles.danger : ''}`} aria-labelledby={`${id}-title`}>
      <h4 id={`${id}-title`}>
        <Icon name={kind === 'time_out' ? 'clock' : 'lock'} />
        {t(`${prefix}.title`)}
      </h4>
      <p>{t(`${prefix}.text`)}</p>
      <form className={styles.form} noValidate onSubmit={submit}>
        <fieldset className={styles.choices}>
          <legend>{t(`${prefix}.length`)}</legend>
          {choices.map((c) => (
            <label key={c.value} className={styles.choice}>
              <input type="radio" name={`${id}-length`} value={c.value} checked={length === c.value} onChange={() => setLength(c.value)} />
              {t(c.label)}
            </label>
          ))}
        </fieldset>
        <TextField label={t('rg.password')} type="password" autoComplete="current-password" value={password} onValue={setPassword} required />
        <FormError error={error} />
        <div>
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {t(`${prefix}.start`)}
          </button>
        </div>
      </form>
    </section>
  );
}
