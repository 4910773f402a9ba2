import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { authApi } from '#lib/auth-api.ts';
import { errorMessage, type Message } from '#lib/error-message.ts';
import { resetPasswordForm } from '#lib/forms/auth-forms.ts';
import { $registerRules, loadRegisterRules } from '#lib/stores/catalogue.ts';
import { closeModal, type ModalProps, openModal, showDialog } from '#lib/stores/ui.ts';
import { FormError } from '../forms/form-error.tsx';
import { useSchemaForm } from '../forms/use-schema-form.ts';
import { Modal } from '../modal/modal.tsx';
import styles from '../forms/forms.module.css';
import { NewPasswordFields } from '../forms/new-password-fields.tsx';

/** The emailed recovery link (/index?reset=TOKEN): set a new password, then log in with it. */
export default function ResetPasswordModal({ props, onClose }: { props: ModalProps['resetPassword'] | undefined; onClose: () => void }) {
  const { t } = useTranslation();
  const rules = useStore($registerRules);
  const schema = useMemo(() => resetPasswordForm(rules), [rules]);
  const { form, field } = useSchemaForm(schema, { newPassword: '', confirmPassword: '' });
  const [error, setError] = useState<Message | null>(null);
  const [done, setDone] = useState(false);

  useEffect(() => void loadRegisterRules(), []);

  const submit = form.handleSubmit(async (data) => {
    if (!props) return;
    setError(null);
    try {
      await authApi.resetWithLink(props.token, data.newPassword, data.confirmPassword);
      setDone(true);
      closeModal();
      showDialog({ tone: 'info', body: 'auth.reset.done', confirm: 'auth.reset.toLogin', onConfirm: () => openModal('login') });
    } catch (err) {
      setError(errorMessage(err));
    }
  });

  return (
    <Modal open title={t('auth.reset.title')} onClose={onClose}>
      <form className={styles.form} noValidate onSubmit={(e) => void submit(e)}>
        <p className={styles.lead}>{t('auth.reset.lead')}</p>
        <NewPasswordFields password={field('newPassword')} confirm={field('confirmPassword')} />
        <FormError error={error} />
        <button type="submit" className={`btn btn-primary ${styles.submit}`} disabled={form.formState.isSubmitting || done}>
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
