import { type ChangeEvent, type KeyboardEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CHAT_MESSAGE_MAX } from '#lib/contracts/chat-model.ts';
import type { Message } from '#lib/error-message.ts';
import { formatNumber } from '#lib/format.ts';
import { sendImage, sendText, typed } from '#lib/stores/chat.ts';
import styles from './composer.module.css';

/** The counter shows once a message nears the limit. */
const COUNT_FROM = CHAT_MESSAGE_MAX - 200;

/** Where the player writes: Enter sends, Shift+Enter starts a new line; a picture goes at once. */
export function Composer({ lang, disabled = false }: { lang: string; disabled?: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<Message | null>(null);
  const file = useRef<HTMLInputElement>(null);
  const box = useRef<HTMLTextAreaElement>(null);

  const send = () => {
    if (!text.trim() || disabled) return;
    sendText(text);
    setText('');
    setProblem(null);
    box.current?.focus();
  };
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    // An input method still composing a word uses Enter itself.
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      send();
    }
  };
  const onChange = (e: ChangeEvent<HTMLTextAreaElement>) => {
    setText(e.target.value.slice(0, CHAT_MESSAGE_MAX));
    if (e.target.value) typed();
  };
  const onFile = (e: ChangeEvent<HTMLInputElement>) => {
    const chosen = e.target.files?.[0];
    e.target.value = '';
    if (!chosen) return;
    setProblem(sendImage(chosen));
  };

  return (
    <form
      className={styles.composer}
      onSubmit={(e) => {
        e.preventDefault();
        send();
      }}
    >
      {problem && (
        <p className={styles.problem} role="alert">
          {t(problem.key, problem.values ?? {})}
        </p>
      )}
      <div className={styles.row}>
        <input ref={file} id={`${id}-file`} className="visually-hidden" type="file" accept="image/png,image/jpeg" tabIndex={-1} onChange={onFile} disabled={disabled} />
        <button type="button" className={styles.attach} onClick={() => file.current?.click()} disabled={disabled} aria-label={t('chat.composer.image')} title={t('chat.composer.image')}>
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
            <path fill="currentColor" d="M5 4h14a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2Zm0 2v9.6l3.3-3.3a1 1 0 0 1 1.4 0l2.8 2.8 4.3-4.3a1 1 0 0 1 1.4 0L19 11.6V6H5Zm3.5 1.5a2 2 0 1 1 0 4 2 2 0 0 1 0-4Z" />
          </svg>
        </button>
        <label htmlFor={`${id}-text`} className="visually-hidden">
          {t('chat.composer.label')}
        </label>
        <textarea
          ref={box}
          id={`${id}-text`}
          className={styles.text}
          rows={1}
          value={text}
          maxLength={CHAT_MESSAGE_MAX}
          placeholder={t('chat.composer.placeholder')}
          onChange={onChange}
          onKeyDown={onKeyDown}
          disabled={disabled}
          aria-describedby={`${id}-hint`}
        />
        <button type="submit" className={styles.send} disabled={disabled || !text.trim()} aria-label={t('chat.composer.send')} title={t('chat.composer.send')}>
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
            <path fill="currentColor" d="M3.4 20.4 21 12 3.4 3.6 3.4 10l12.6 2-12.6 2z" />
          </svg>
        </button>
      </div>
      <p id={`${id}-hint`} className={styles.hint}>
        <span>{t('chat.composer.hint')}</span>
        {text.length >= COUNT_FROM && (
          <span className={text.length >= CHAT_MESSAGE_MAX ? `${styles.count} ${styles.full}` : styles.count}>
            {t('chat.composer.count', { used: formatNumber(text.length, lang), max: formatNumber(CHAT_MESSAGE_MAX, lang) })}
          </span>
        )}
      </p>
    </form>
  );
}
