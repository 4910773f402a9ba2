import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, type Message } from '#lib/error-message.ts';
import { totpForm } from '#lib/forms/member-forms.ts';
import { beginTotp, confirmTotp } from '#lib/stores/profile.ts';
import type { TotpSetup as Setup } from '#lib/types/member.ts';
import { FormError } from '../../forms/form-error.tsx';
import { TextField } from '../../forms/text-field.tsx';
import { useSchemaForm } from '../../forms/use-schema-form.ts';
import styles from './security.module.css';

/** The server's QR code is SVG markup; anything else is not drawn. */
function isSvg(markup: string): boolean {
  return markup.trimStart().startsWith('<svg');
}

const schema = totpForm();

/** Google verification: scan the QR code (or type the secret) in an authenticator app, then confirm a code. */
export function TotpSetup({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const [setup, setSetup] = useState<Setup | null>(null);
  const { form, field } = useSchemaForm(schema, { code: '' });
  const [error, setError] = useState<Message | null>(null);
  const [busy, setBusy] = useState(false);

  const begin = async () => {
    setBusy(true);
    setError(null);
    try {
      setSetup(await beginTotp());
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };

  const submit = form.handleSubmit(async (data) => {
    if (!setup || busy) return;
    setBusy(true);
    setError(null);
    try {
      await confirmTotp(setup.secret, data.code);
      onDone();
    } catch (err) {
      setError(errorMessage(err));
      form.setValue('code', '');
      setBusy(false);
    }
  });

  if (!setup) {
    return (
      <div className={styles.inlineForm}>
        <p className={styles.muted}>{t('member.totp.intro')}</p>
        <FormError error={error} />
        <div className={styles.formButtons}>
          <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void begin()}>
            {t('member.totp.begin')}
          </button>
        </div>
      </div>
    );
  }

  return (
    <form className={styles.inlineForm} noValidate onSubmit={(e) => void submit(e)}>
      <ol className={styles.steps}>
        <li>{t('member.totp.step1')}</li>
        <li>{t('member.totp.step2')}</li>
      </ol>
      <div className={styles.totp}>
        {isSvg(setup.qr) && <div className={styles.qr} role="img" aria-label={t('member.totp.qr')} dangerouslySetInnerHTML={{ __html: setup.qr }} />}
        <div className={styles.secret}>
          <span className={styles.muted}>{t('member.totp.secret')}</span>
          <code>{setup.secret.replace(/(.{4})/g, '$1 ').trim()}</code>
        </div>
      </div>
      <TextField
        label={t('member.totp.code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        {...field('code', (v) => v.replace(/\D/g, ''))}
        required
      />
      <FormError error={error} />
      <div className={styles.formButtons}>
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {t('member.totp.confirm')}
        </button>
      </div>
    </form>
  );
}
