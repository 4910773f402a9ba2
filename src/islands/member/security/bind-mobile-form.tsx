import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, type Message } from '#lib/error-message.ts';
import { bindMobileForm } from '#lib/forms/member-forms.ts';
import { $registerRules, loadRegisterRules } from '#lib/stores/catalogue.ts';
import { bindMobile, sendMobileBindCode } from '#lib/stores/profile.ts';
import { FormError } from '../../forms/form-error.tsx';
import { SendCodeButton } from '../../forms/send-code-button.tsx';
import { useSchemaForm } from '../../forms/use-schema-form.ts';
import styles from './security.module.css';
import { MobileField, CodeField } from '../../forms/phone-code-fields.tsx';

const digits = (v: string) => v.replace(/\D/g, '');

/** Binds a mobile number with an SMS code; once confirmed it cannot change (spec §5). */
export function BindMobileForm({ lang, onDone }: { lang: string; onDone: () => void }) {
  const { t } = useTranslation();
  const rules = useStore($registerRules);
  const schema = useMemo(() => bindMobileForm(rules), [rules]);
  const { form, field, check } = useSchemaForm(schema, { mobileNum: '', code: '' });
  const [country, setCountry] = useState('');
  const [error, setError] = useState<Message | null>(null);
  const [done, setDone] = useState(false);

  useEffect(() => void loadRegisterRules(), []);

  const ready = async () => (await check('mobileNum')) && country !== '';

  const submit = form.handleSubmit(async (data) => {
    setError(null);
    try {
      await bindMobile(data.mobileNum, country, data.code);
      setDone(true);
      onDone();
    } catch (err) {
      setError(errorMessage(err));
    }
  });

  return (
    <form className={styles.inlineForm} noValidate onSubmit={(e) => void submit(e)}>
      <p className={styles.muted}>{t('member.security.bindOnce')}</p>
      <MobileField lang={lang} country={country} onCountry={setCountry} {...field('mobileNum', digits)} />
      <CodeField {...field('code', digits)} sendButton={<SendCodeButton ready={ready} send={() => sendMobileBindCode(form.getValues('mobileNum'), country)} />} />
      <FormError error={error} />
      <div className={styles.formButtons}>
        <button type="submit" className="btn btn-primary" disabled={form.formState.isSubmitting || done}>
          {t('member.security.confirmBind')}
        </button>
      </div>
    </form>
  );
}
