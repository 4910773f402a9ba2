import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CHAT_NAME_MAX } from '#lib/contracts/chat-model.ts';
import { startChat } from '#lib/stores/chat.ts';
import styles from './forms.module.css';

/** Before the chat: a visitor gives a name (and an address if they like); a member is known already. */
export function PrechatForm({ member, busy, waiting }: { member: string | null; busy: boolean; waiting: string | null }) {
  const { t } = useTranslation();
  const id = useId();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [missing, setMissing] = useState(false);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (member) {
      void startChat({});
      return;
    }
    if (!name.trim()) {
      setMissing(true);
      return;
    }
    void startChat(email.trim() ? { name: name.trim(), email: email.trim() } : { name: name.trim() });
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <div className={styles.intro}>
        <h2 className={styles.title}>{t('chat.prechat.title')}</h2>
        <p>{t('chat.prechat.text')}</p>
        {waiting && <p className={styles.note}>{waiting}</p>}
      </div>
      {member ? (
        <p className={styles.signedIn}>{t('chat.prechat.signedIn', { name: member })}</p>
      ) : (
        <>
          <div className="field">
            <label htmlFor={`${id}-name`}>{t('chat.field.name')}</label>
            <input
              id={`${id}-name`}
              className="input"
              autoComplete="name"
              maxLength={CHAT_NAME_MAX}
              value={name}
              onChange={(e) => {
                setName(e.target.value);
                setMissing(false);
              }}
              aria-invalid={missing}
              aria-describedby={missing ? `${id}-name-error` : undefined}
              required
            />
            {missing && (
              <p id={`${id}-name-error`} className="field-error">
                {t('errors.CHAT_NAME_REQUIRED')}
              </p>
            )}
          </div>
          <div className="field">
            <label htmlFor={`${id}-email`}>{t('chat.field.emailOptional')}</label>
            <input id={`${id}-email`} className="input" type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
          </div>
        </>
      )}
      <button type="submit" className={`btn btn-primary ${styles.wide}`} disabled={busy}>
        {t('chat.prechat.start')}
      </button>
    </form>
  );
}
