/**
 * One feedback opened on the desk: the member's text and images, the replies so far, a reply box,
 * the tags and closing. Each change sends the version read, so another agent's change meanwhile
 * is refused (and the pane shows the fresh state after a reload).
 */
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FEEDBACK_REPLY_MAX, FEEDBACK_TAG_MAX, FEEDBACK_TAGS_MAX } from '#lib/contracts/chat-model.ts';
import { formatDateTime, formatNumber } from '#lib/format.ts';
import { failureText } from '../../content/failure.ts';
import styles from '../../review-desk.module.css';
import { LinkedText } from '../../../common/linked-text.tsx';
import { type DeskFeedback, feedbackApi, feedbackImageUrl } from './feedback-api.ts';
import local from './feedback.module.css';

export function FeedbackDetail({ item, lang, zone, canReply, onChanged, onClose }: { item: DeskFeedback; lang: string; zone: string; canReply: boolean; onChanged: (next: DeskFeedback | null) => void; onClose: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [reply, setReply] = useState('');
  const [tags, setTags] = useState(item.tags.join(', '));
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const when = (ms: number) => formatDateTime(ms, lang, zone);
  const closed = item.status === 'closed';

  const act = async (what: () => Promise<DeskFeedback>, message: string) => {
    setBusy(true);
    setFailed(null);
    setDone(null);
    try {
      onChanged(await what());
      setDone(message);
      return true;
    } catch (err) {
      setFailed(failureText(t, err));
      // A stale version: read the list again so the pane shows what changed.
      onChanged(null);
      return false;
    } finally {
      setBusy(false);
    }
  };

  const sendReply = async (e: FormEvent) => {
    e.preventDefault();
    if (!reply.trim()) return setFailed(t('bo.support.feedback.reply.empty'));
    if (await act(() => feedbackApi.reply(item.id, reply.trim(), item.version), t('bo.support.feedback.reply.sent'))) setReply('');
  };
  const saveTags = (e: FormEvent) => {
    e.preventDefault();
    const list = tags
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    if (list.length > FEEDBACK_TAGS_MAX || list.some((s) => s.length > FEEDBACK_TAG_MAX)) return setFailed(t('bo.support.feedback.tags.tooMany', { count: FEEDBACK_TAGS_MAX, max: FEEDBACK_TAG_MAX }));
    void act(() => feedbackApi.tags(item.id, list, item.version), t('bo.support.feedback.tags.saved'));
  };

  return (
    <section className={local['detail']} aria-labelledby={`${id}-title`}>
      <div className={local['detailHead']}>
        <h3 id={`${id}-title`}>{t('bo.support.feedback.detail.title', { id: formatNumber(item.id, lang), account: item.account })}</h3>
        <button type="button" onClick={onClose}>
          {t('bo.support.feedback.detail.close')}
        </button>
      </div>
      <dl className={styles['facts']}>
        <dt>{t('bo.support.feedback.col.type')}</dt>
        <dd>{t(`bo.support.feedback.type.${item.questionType}`)}</dd>
        <dt>{t('bo.support.feedback.col.status')}</dt>
        <dd>{t(`bo.support.feedback.status.${item.status}`)}</dd>
        <dt>{t('bo.support.feedback.detail.contact')}</dt>
        <dd>{item.contact}</dd>
        <dt>{t('bo.support.feedback.detail.language')}</dt>
        <dd>{t(`bo.support.feedback.language.${item.language}`, { defaultValue: item.language })}</dd>
        <dt>{t('bo.support.feedback.col.sent')}</dt>
        <dd>{when(item.createdAt)}</dd>
      </dl>
      <p className={local['text']}>
        <LinkedText text={item.content} />
      </p>
      {item.imageIds.length > 0 && (
        <ul className={local['images']} aria-label={t('bo.support.feedback.detail.images')}>
          {item.imageIds.map((img, i) => (
            <li key={img}>
              <a href={feedbackImageUrl(img)} target="_blank" rel="noopener noreferrer">
                <img src={feedbackImageUrl(img)} alt={t('bo.support.feedback.detail.image', { n: i + 1 })} width={120} height={120} />
              </a>
            </li>
          ))}
        </ul>
      )}
      <h4>{t('bo.support.feedback.detail.replies')}</h4>
      {item.replies.length === 0 ? (
        <p className={styles['muted']}>{t('bo.support.feedback.detail.noReplies')}</p>
      ) : (
        <ol className={local['replies']}>
          {item.replies.map((r) => (
            <li key={r.id}>
              <span className={styles['muted']}>{when(r.time)}</span>
              <p className={local['text']}>
                <LinkedText text={r.body} />
              </p>
            </li>
          ))}
        </ol>
      )}
      {failed && (
        <p className={styles['error']} role="alert">
          {failed}
        </p>
      )}
      {done && (
        <p className={styles['done']} role="status">
          {done}
        </p>
      )}
      {canReply && !closed && (
        <form className={local['form']} onSubmit={(e) => void sendReply(e)}>
          <div className={styles['field']}>
            <label htmlFor={`${id}-reply`}>{t('bo.support.feedback.reply.label')}</label>
            <textarea id={`${id}-reply`} value={reply} maxLength={FEEDBACK_REPLY_MAX} onChange={(e) => setReply(e.target.value)} />
          </div>
          <div className={styles['rowActions']}>
            <button type="submit" className={styles['primary']} disabled={busy}>
              {t('bo.support.feedback.reply.send')}
            </button>
          </div>
        </form>
      )}
      {canReply && (
        <form className={local['form']} onSubmit={saveTags}>
          <div className={styles['field']}>
            <label htmlFor={`${id}-tags`}>{t('bo.support.feedback.tags.label')}</label>
            <input id={`${id}-tags`} value={tags} onChange={(e) => setTags(e.target.value)} aria-describedby={`${id}-tags-hint`} />
            <span id={`${id}-tags-hint`} className={styles['muted']}>
              {t('bo.support.feedback.tags.hint')}
            </span>
          </div>
          <div className={styles['rowActions']}>
            <button type="submit" disabled={busy}>
              {t('bo.support.feedback.tags.save')}
            </button>
            {!closed && (
              <button type="button" className={styles['danger']} disabled={busy} onClick={() => void act(() => feedbackApi.close(item.id, item.version), t('bo.support.feedback.closed'))}>
                {t('bo.support.feedback.close')}
              </button>
            )}
          </div>
        </form>
      )}
    </section>
  );
}
