import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, type Message } from '#lib/error-message.ts';
import { type ProfileField, profileFieldForm } from '#lib/forms/member-forms.ts';
import { $registerRules, loadRegisterRules } from '#lib/stores/catalogue.ts';
import { completeProfile } from '#lib/stores/profile.ts';
import { FormError } from '../../forms/form-error.tsx';
import { TextField } from '../../forms/text-field.tsx';
import { useSchemaForm } from '../../forms/use-schema-form.ts';
import styles from './security.module.css';

export type { ProfileField };

/** Sets one profile detail; real name and birthday can be set only once, so the form says so. */
export function ProfileFieldForm({ field, initial, once, onDone }: { field: ProfileField; initial: string; once: boolean; onDone: () => void }) {
  const { t } = useTranslation();
  const rules = useStore($registerRules);
  const schema = useMemo(() => profileFieldForm(rules, field), [rules, field]);
  const form = useSchemaForm(schema, { value: initial });
  const [error, setError] = useState<Message | null>(null);
  const [done, setDone] = useState(false);

  useEffect(() => void loadRegisterRules(), []);

  const submit = form.form.handleSubmit(async ({ value }) => {
    setError(null);
    try {
      await completeProfile({ [field]: value.trim() });
      setDone(true);
      onDone();
    } catch (err) {
      setError(errorMessage(err));
    }
  });

  return (
    <form className={styles.inlineForm} noValidate onSubmit={(e) => void submit(e)}>
      <TextField
        label={t(`member.profile.${field}`)}
        type={field === 'birthday' ? 'date' : 'text'}
        {...form.field('value')}
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
        <button type="submit" className="btn btn-primary" disabled={form.form.formState.isSubmitting || done}>
          {t('member.profile.save')}
        </button>
      </div>
    </form>
  );
}
