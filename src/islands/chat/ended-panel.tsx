import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CHAT_RATING_COMMENT_MAX } from '#lib/contracts/chat-model.ts';
import type { ChatConversation } from '#lib/contracts/chat.ts';
import { formatNumber } from '#lib/format.ts';
import { chatAgain, emailTranscript, rateChat } from '#lib/stores/chat.ts';
import styles from './forms.module.css';

const STARS = [1, 2, 3, 4, 5] as const;

function Rating({ lang, busy }: { lang: string; busy: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  const [stars, setStars] = useState(0);
  const [comment, setComment] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (stars > 0) void rateChat(stars, comment);
  };
  return (
    <form className={styles.rating} onSubmit={submit}>
      <fieldset className={styles.stars}>
        <legend>{t('chat.ended.rate')}</legend>
        <div className={styles.starRow}>
          {STARS.map((n) => (
            <label key={n} className={n <= stars ? `${styles.star} ${styles.on}` : styles.star}>
              <input type="radio" name={`${id}-stars`} value={n} checked={stars === n} onChange={() => setStars(n)} className="visually-hidden" />
              <span aria-hidden="true">★</span>
              <span className="visually-hidden">{t('chat.ended.stars', { stars: formatNumber(n, lang) })}</span>
            </label>
          ))}
        </div>
      </fieldset>
      {stars > 0 && (
        <div className="field">
          <label htmlFor={`${id}-comment`}>{t('chat.ended.comment')}</label>
          <textarea id={`${id}-comment`} className={`input ${styles.comment}`} rows={2} maxLength={CHAT_RATING_COMMENT_MAX} value={comment} onChange={(e) => setComment(e.target.value)} />
        </div>
      )}
      <button type="submit" className="btn btn-primary" disabled={busy || stars === 0}>
        {t('chat.ended.sendRating')}
      </button>
    </form>
  );
}

function Transcript({ conversation, busy }: { conversation: ChatConversation; busy: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  const [email, setEmail] = useState('');
  if (conversation.transcriptSent) return <p className={styles.thanks}>{t('chat.ended.transcriptSent')}</p>;
  if (conversation.hasEmail) {
    return (
      <button type="button" className="btn" disabled={busy} onClick={() => void emailTranscript()}>
        {t('chat.ended.transcript')}
      </button>
    );
  }
  return (
    <form
      className={styles.inline}
      onSubmit={(e) => {
        e.preventDefault();
        if (email.trim()) void emailTranscript(email);
      }}
    >
      <div className="field">
        <label htmlFor={`${id}-email`}>{t('chat.ended.transcriptTo')}</label>
        <input id={`${id}-email`} className="input" type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
      </div>
      <button type="submit" className="btn" disabled={busy || !email.trim()}>
        {t('chat.ended.transcriptSend')}
      </button>
    </form>
  );
}

/** After the chat: rate it, have the transcript emailed, or start again. */
export function EndedPanel({ conversation, lang, busy }: { conversation: ChatConversation; lang: string; busy: boolean }) {
  const { t } = useTranslation();
  const titleId = useId();
  const by = conversation.closedBy === 'player' ? 'player' : conversation.closedBy === 'system' ? 'idle' : 'staff';
  return (
    <section className={styles.ended} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {t(`chat.ended.title.${by}`)}
      </h2>
      {conversation.rating === null ? (
        <Rating lang={lang} busy={busy} />
      ) : (
        <p className={styles.thanks}>
          <span aria-hidden="true">{'★'.repeat(conversation.rating)}</span> {t('chat.ended.thanks')}
        </p>
      )}
      <Transcript conversation={conversation} busy={busy} />
      <button type="button" className={`btn btn-primary ${styles.wide}`} onClick={() => void chatAgain()}>
        {t('chat.ended.again')}
      </button>
    </section>
  );
}
