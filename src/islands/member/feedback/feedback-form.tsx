import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, request } from '#lib/api.ts';
import { countWords, FEEDBACK_CONTACT_MAX, FEEDBACK_CONTENT_MAX_CHARS, type FeedbackType } from '#lib/contracts/chat-model.ts';
import type { FeedbackRules } from '#lib/contracts/feedback.ts';
import { errorMessage, type Message } from '#lib/error-message.ts';
import { localDigits } from '#lib/format.ts';
import { TextField } from '../../forms/text-field.tsx';
import { useMessage } from '../../forms/use-message.ts';
import { FeedbackImages, type PickedImage } from './feedback-images.tsx';
import styles from './feedback.module.css';

/** The server's refusal in the form's words (word limits and images have their own). */
function refusal(err: unknown): Message {
  if (err instanceof ApiError && err.code === 'FEEDBACK_WORDS') {
    const { min, max } = err.details;
    return { key: 'feedback.error.words', values: { min: Number(min), max: Number(max) } };
  }
  if (err instanceof ApiError && err.code === 'UPLOAD_REFUSED') return { key: 'feedback.error.images' };
  return errorMessage(err);
}

/** Spec §3/§5 feedback: a question type, the content with a live word count, a contact, up to three images. */
export function FeedbackForm({ rules, contact: prefill, onSent }: { rules: FeedbackRules; contact: string | null; onSent: () => void }) {
  const { t, i18n } = useTranslation();
  const message = useMessage();
  const ids = { type: useId(), content: useId(), counter: useId(), contentError: useId() };
  const [type, setType] = useState<FeedbackType>('deposit');
  const [content, setContent] = useState('');
  const [contact, setContact] = useState(prefill ?? '');
  const [images, setImages] = useState<PickedImage[]>([]);
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<Message | null>(null);
  const [sent, setSent] = useState(false);
  const lang = i18n.language;
  const words = countWords(content);
  const wordsOk = words >= rules.minWords && words <= rules.maxWords;
  const contentError = tried && !wordsOk ? { key: 'feedback.error.words', values: { min: localDigits(String(rules.minWords), lang), max: localDigits(String(rules.maxWords), lang) } } : null;
  const contactError = tried && !contact.trim() ? { key: 'feedback.error.contact' } : null;

  const submit = async () => {
    setTried(true);
    setSent(false);
    setError(null);
    if (!wordsOk || !contact.trim()) return;
    setBusy(true);
    try {
      await request('PUT /wps/feedback', { body: { questionType: type, content: content.trim(), contact: contact.trim(), imageIds: images.map((i) => i.id), language: lang } });
      setContent('');
      setImages([]);
      setTried(false);
      setSent(true);
      onSent();
    } catch (err) {
      setError(refusal(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className={styles.form}
      noValidate
      aria-labelledby="feedback-form"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <h3 id="feedback-form" className={styles.heading}>
        {t('feedback.form.heading')}
      </h3>
      <p className={styles.muted}>{t('feedback.form.intro')}</p>
      <div className="field">
        <label htmlFor={ids.type}>{t('feedback.form.type')}</label>
        <select id={ids.type} className={styles.select} value={type} onChange={(e) => setType(e.target.value as FeedbackType)}>
          {rules.types.map((k) => (
            <option key={k} value={k}>
              {t(`feedback.type.${k}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={ids.content}>
          {t('feedback.form.content')} <span aria-hidden="true">*</span>
        </label>
        <textarea
          id={ids.content}
          className={styles.textarea}
          rows={6}
          maxLength={FEEDBACK_CONTENT_MAX_CHARS}
          value={content}
          required
          aria-invalid={contentError ? true : undefined}
          aria-describedby={[ids.counter, contentError ? ids.contentError : ''].filter(Boolean).join(' ')}
          onChange={(e) => setContent(e.target.value)}
        />
        <p id={ids.counter} className={styles.counter} data-bad={(content.length > 0 && !wordsOk) || undefined} aria-live="polite">
          {t('feedback.form.counter', { words: localDigits(String(words), lang), min: localDigits(String(rules.minWords), lang), max: localDigits(String(rules.maxWords), lang) })}
        </p>
        {contentError && (
          <p id={ids.contentError} className="field-error">
            {message(contentError)}
          </p>
        )}
      </div>
      <TextField label={t('feedback.form.contact')} value={contact} onValue={setContact} maxLength={FEEDBACK_CONTACT_MAX} autoComplete="tel" required error={contactError} hint={t('feedback.form.contactHint')} />
      <FeedbackImages images={images} onImages={setImages} max={rules.maxImages} />
      {error && (
        <p className={styles.notice} data-tone="bad" role="alert">
          {message(error)}
        </p>
      )}
      {sent && (
        <p className={styles.notice} data-tone="good" role="status">
          {t('feedback.form.sent')}
        </p>
      )}
      <button type="submit" className="btn btn-primary" disabled={busy}>
        {busy ? t('feedback.form.sending') : t('feedback.form.send')}
      </button>
    </form>
  );
}
