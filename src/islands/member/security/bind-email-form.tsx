import { useStore } from '@nanostores/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, type Message } from '#lib/error-message.ts';
import { bindEmailForm } from '#lib/forms/member-forms.ts';
import { $registerRules } from '#lib/stores/catalogue.ts';
import { bindEmail, sendEmailBindCode } from '#lib/stores/profile.ts';
import { FormError } from '../../forms/form-error.tsx';
import { SendCodeButton } from '../../forms/send-code-button.tsx';
import { TextField } from '../../forms/text-field.tsx';
import { useSchemaForm } from '../../forms/use-schema-form.ts';
import styles from './security.module.css';
import { CodeField } from '../../forms/phone-code-fields.tsx';

/** Binds an email address with a code sent to it; once confirmed it cannot change (spec §5). */
export function BindEmailForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const rules = useStore($registerRules);
  const schema = useMemo(() => bindEmailForm(rules), [rules]);
  const { form, field, check } = useSchemaForm(schema, { email: '', code: '' });
  const [error, setError] = useState<Message | null>(null);
  const [done, setDone] = useState(false);

  const submit = form.handleSubmit(async (data) => {
    setError(null);
    try {
      await bindEmail(data.email, data.code);
      setDone(true);
      onDone();
    } catch (err) {
      setError(errorMessage(err));
    }
  });

  return (
    <form className={styles.inlineForm} noValidate onSubmit={(e) => void submit(e)}>
      <p className={styles.muted}>{t('member.security.bindOnce')}</p>
      <TextField label={t('auth.field.email')} type="email" autoComplete="email" autoCapitalize="none" spellCheck={false} {...field('email')} required />
      <CodeField {...field('code', (v) => v.replace(/\D/g, ''))} sendButton={<SendCodeButton ready={() => check('email')} send={() => sendEmailBindCode(form.getValues('email'))} />} />
      <FormError error={error} />
      <div className={styles.formButtons}>
        <button type="submit" className="btn btn-primary" disabled={form.formState.isSubmitting || done}>
          {t('member.security.confirmBind')}
        </button>
      </div>
    </form>
  );
}
