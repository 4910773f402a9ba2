import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CHAT_MESSAGE_MAX, CHAT_NAME_MAX } from '#lib/contracts/chat-model.ts';
import type { ChatState } from '#lib/contracts/chat.ts';
import { localDigits } from '#lib/format.ts';
import { leaveMessage } from '#lib/stores/chat.ts';
import styles from './forms.module.css';

type Hours = ChatState['hours'];
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The staffed hours in words: "09:00–22:00, Sunday to Saturday" style, days by name. */
function useHoursText(hours: Hours, lang: string): string {
  const { t } = useTranslation();
  const days = [...hours.days].sort((a, b) => a - b);
  const everyDay = days.length === 7;
  const dayNames = everyDay ? t('chat.offline.everyDay') : days.map((d) => t(`chat.day.${d}`)).join(', ');
  return t('chat.offline.hours', { open: localDigits(hours.open, lang), close: localDigits(hours.close, lang), days: dayNames });
}

/** Outside staffed hours (or with no agent on duty): a message that opens a ticket, answered later. */
export function OfflineForm({ member, hours, reason, busy, lang }: { member: string | null; hours: Hours; reason: ChatState['offlineReason']; busy: boolean; lang: string }) {
  const { t } = useTranslation();
  const id = useId();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [text, setText] = useState('');
  const [tried, setTried] = useState(false);
  const hoursText = useHoursText(hours, lang);

  const nameMissing = !member && !name.trim();
  const emailWrong = !member && !EMAIL.test(email.trim());
  const textMissing = !text.trim();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (nameMissing || emailWrong || textMissing) return;
    void leaveMessage(member ? { text: text.trim() } : { name: name.trim(), email: email.trim(), text: text.trim() });
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <div className={styles.intro}>
        <h2 className={styles.title}>{t('chat.offline.title')}</h2>
        <p>{reason === 'no_agents' ? t('chat.offline.noAgents') : t('chat.offline.closed')}</p>
        <p className={styles.note}>{hoursText}</p>
      </div>
      {member ? (
        <p className={styles.signedIn}>{t('chat.prechat.signedIn', { name: member })}</p>
      ) : (
        <>
          <div className="field">
            <label htmlFor={`${id}-name`}>{t('chat.field.name')}</label>
            <input id={`${id}-name`} className="input" autoComplete="name" maxLength={CHAT_NAME_MAX} value={name} onChange={(e) => setName(e.target.value)} aria-invalid={tried && nameMissing} required />
            {tried && nameMissing && <p className="field-error">{t('errors.CHAT_NAME_REQUIRED')}</p>}
          </div>
          <div className="field">
            <label htmlFor={`${id}-email`}>{t('chat.field.email')}</label>
            <input id={`${id}-email`} className="input" type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} aria-invalid={tried && emailWrong} required />
            {tried && emailWrong && <p className="field-error">{t('errors.CHAT_EMAIL_REQUIRED')}</p>}
          </div>
        </>
      )}
      <div className="field">
        <label htmlFor={`${id}-text`}>{t('chat.field.message')}</label>
        <textarea id={`${id}-text`} className={`input ${styles.area}`} rows={4} maxLength={CHAT_MESSAGE_MAX} value={text} onChange={(e) => setText(e.target.value)} aria-invalid={tried && textMissing} required />
        {tried && textMissing && <p className="field-error">{t('chat.offline.textRequired')}</p>}
      </div>
      <button type="submit" className={`btn btn-primary ${styles.wide}`} disabled={busy}>
        {t('chat.offline.send')}
      </button>
    </form>
  );
}

/** The left message was received. */
export function TicketSent({ member, onAgain }: { member: boolean; onAgain: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={styles.done} role="status">
      <span className={styles.doneIcon} aria-hidden="true">
        ✓
      </span>
      <h2 className={styles.title}>{t('chat.ticket.title')}</h2>
      <p>{member ? t('chat.ticket.member') : t('chat.ticket.visitor')}</p>
      <button type="button" className="btn" onClick={onAgain}>
        {t('chat.ticket.again')}
      </button>
    </div>
  );
}
