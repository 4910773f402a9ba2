import { useStore } from '@nanostores/react';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { authApi } from '#lib/auth-api.ts';
import { errorMessage, type Message } from '#lib/error-message.ts';
import { $registerRules, loadRegisterRules } from '#lib/stores/catalogue.ts';
import { closeModal, type ModalProps, openModal, showDialog } from '#lib/stores/ui.ts';
import { byRule, firstErrors, sameAs } from '#lib/validation/account-checks.ts';
import { FormError } from '../forms/form-error.tsx';
import { useFieldErrors } from '../forms/use-field-errors.ts';
import { Modal } from '../modal/modal.tsx';
import styles from '../forms/forms.module.css';
import { NewPasswordFields } from '../forms/new-password-fields.tsx';

/** The emailed recovery link (/index?reset=TOKEN): set a new password, then log in with it. */
export default function ResetPasswordModal({ props, onClose }: { props: ModalProps['resetPassword'] | undefined; onClose: () => void }) {
  const { t } = useTranslation();
  const rules = useStore($registerRules);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<Message | null>(null);
  const [busy, setBusy] = useState(false);
  const { errors, blur, validate } = useFieldErrors(() =>
    firstErrors([byRule(rules, 'password', password, 'newPassword'), sameAs('confirmPassword', confirm, password)]),
  );

  useEffect(() => void loadRegisterRules(), []);

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (!validate(e.currentTarget) || busy || !props) return;
    setBusy(true);
    setError(null);
    try {
      await authApi.resetWithLink(props.token, password, confirm);
      closeModal();
      showDialog({ tone: 'info', body: 'auth.reset.done', confirm: 'auth.reset.toLogin', onConfirm: () => openModal('login') });
    } catch (err) {
      setError(errorMessage(err));
      setBusy(false);
    }
  };

  return (
    <Modal open title={t('auth.reset.title')} onClose={onClose}>
      <form className={styles.form} noValidate onSubmit={(e) => void submit(e)}>
        <p className={styles.lead}>{t('auth.reset.lead')}</p>
        <NewPasswordFields password={password} onPassword={setPassword} confirm={confirm} onConfirm={setConfirm} errors={errors} blur={blur} confirmField="confirmPassword" />
        <FormError error={error} />
        <button type="submit" className={`btn btn-primary ${styles.submit}`} disabled={busy}>
          {t('auth.reset.submit')}
        </button>
        {error && (
          <p className={styles.footerLinks}>
            <button type="button" className={styles.linkButton} onClick={() => openModal('forgotPassword')}>
              {t('auth.reset.newLink')}
            </button>
          </p>
        )}
      </form>
    </Modal>
  );
}
