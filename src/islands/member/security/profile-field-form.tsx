import { useStore } from '@nanostores/react';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, type Message } from '#lib/error-message.ts';
import { $registerRules, loadRegisterRules } from '#lib/stores/catalogue.ts';
import { completeProfile } from '#lib/stores/profile.ts';
import { byRule, firstErrors, required } from '#lib/validation/account-checks.ts';
import { ageCheck, MIN_AGE } from '#lib/validation/age.ts';
import type { FieldError } from '#lib/validation/register-rules.ts';
import { FormError } from '../../forms/form-error.tsx';
import { TextField } from '../../forms/text-field.tsx';
import { useFieldErrors } from '../../forms/use-field-errors.ts';
import styles from './security.module.css';

export type ProfileField = 'nickname' | 'realName' | 'birthday';

/** Spec §5: the birthday prompt asks for 21 or over (the server checks the same rule). */
function ageProblem(birthday: string): FieldError | null {
  const verdict = ageCheck(birthday);
  if (verdict === 'invalid') return { field: 'birthday', key: 'validation.pattern.DATE_YMD', values: { min: 10, max: 10 } };
  return verdict === 'under_age' ? { field: 'birthday', key: 'validation.age', values: { min: MIN_AGE } } : null;
}

/** Sets one profile detail; real name and birthday can be set only once, so the form says so. */
export function ProfileFieldForm({ field, initial, once, onDone }: { field: ProfileField; initial: string; once: boolean; onDone: () => void }) {
  const { t } = useTranslation();
  const rules = useStore($registerRules);
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<Message | null>(null);
  const [busy, setBusy] = useState(false);
  const { errors, blur, validate } = useFieldErrors(() =>
    firstErrors([
      field === 'realName' ? byRule(rules, 'payeeName', value, 'realName') : required(field, value),
      field === 'birthday' && value ? ageProblem(value) : null,
    ]),
  );

  useEffect(() => void loadRegisterRules(), []);

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (!validate(e.currentTarget) || busy) return;
    setBusy(true);
    setError(null);
    try {
      await completeProfile({ [field]: value.trim() });
      onDone();
    } catch (err) {
      setError(errorMessage(err));
      setBusy(false);
    }
  };

  return (
    <form className={styles.inlineForm} noValidate onSubmit={(e) => void submit(e)}>
      <TextField
        label={t(`member.profile.${field}`)}
        type={field === 'birthday' ? 'date' : 'text'}
        value={value}
        onValue={setValue}
        onBlur={blur(field)}
        error={errors[field]}
        required
        maxLength={field === 'nickname' ? 30 : 60}
        autoComplete={field === 'realName' ? 'name' : field === 'birthday' ? 'bday' : 'nickname'}
        hint={once ? t('member.profile.onceHint') : undefined}
      />
      <FormError error={error} />
      <div className={styles.formButtons}>
        <button type="button" className="btn" onClick={onDone}>
          {t('in_more_cancel')}
        </button>
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {t('member.profile.save')}
        </button>
      </div>
    </form>
  );
}
