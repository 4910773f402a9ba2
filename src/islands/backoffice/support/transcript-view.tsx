/**
 * One transcript as staff read it later: who started it, its state and rating, then every line
 * oldest first with its date and time — the player's and agents' words as text (safe links),
 * images as thumbnails, internal notes marked, system lines worded in the desk's language.
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatNumber } from '#lib/format.ts';
import { LinkedText } from '../../common/linked-text.tsx';
import { type DeskThread, imageUrl } from './records-api.ts';
import styles from './records.module.css';

export function TranscriptView({ thread, lang, zone, onClose }: { thread: DeskThread; lang: string; zone: string; onClose: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const c = thread.conversation;
  const when = (ms: number) => formatDateTime(ms, lang, zone);
  return (
    <section className={styles['transcript']} aria-labelledby={`${id}-title`}>
      <div className={styles['head']}>
        <h3 id={`${id}-title`}>{t('bo.support.records.transcript.title', { name: c.name, id: formatNumber(c.id, lang) })}</h3>
        <button type="button" onClick={onClose}>
          {t('bo.support.records.transcript.close')}
        </button>
      </div>
      <dl className={styles['facts']}>
        <div>
          <dt>{t('bo.support.records.col.state')}</dt>
          <dd>
            {t(`bo.support.records.status.${c.status}`)} · {t(`bo.support.records.kind.${c.kind}`)}
          </dd>
        </div>
        <div>
          <dt>{t('bo.support.records.col.queue')}</dt>
          <dd>
            {t(`bo.support.records.queue.${c.queue}`)} · {t(`bo.support.records.language.${c.language}`)}
          </dd>
        </div>
        <div>
          <dt>{t('bo.support.records.col.person')}</dt>
          <dd>{c.account ?? t('bo.support.records.visitor')}</dd>
        </div>
        <div>
          <dt>{t('bo.support.records.col.agent')}</dt>
          <dd>{c.agentName ?? '—'}</dd>
        </div>
        <div>
          <dt>{t('bo.support.records.col.started')}</dt>
          <dd>{when(c.createdAt)}</dd>
        </div>
        <div>
          <dt>{t('bo.support.records.col.closed')}</dt>
          <dd>{c.closedAt === null ? '—' : `${when(c.closedAt)}${c.closeReason ? ` · ${t(`bo.support.records.reason.${c.closeReason}`)}` : ''}`}</dd>
        </div>
        <div>
          <dt>{t('bo.support.records.col.rating')}</dt>
          <dd>
            {c.rating === null ? '—' : t('bo.support.records.stars', { n: formatNumber(c.rating, lang) })}
            {c.ratingComment ? ` · ${c.ratingComment}` : ''}
          </dd>
        </div>
      </dl>
      <ol className={styles['lines']} aria-label={t('bo.support.records.transcript.lines')}>
        {thread.messages.map((m) => (
          <li key={m.id} data-author={m.author}>
            <span className={styles['who']}>
              {m.author === 'system'
                ? t('bo.support.records.who.system')
                : m.author === 'note'
                  ? t('bo.support.records.who.note', { name: m.agentName ?? '' })
                  : m.author === 'staff'
                    ? (m.agentName ?? t('bo.support.records.who.agent'))
                    : c.name}
            </span>
            <time dateTime={new Date(m.time).toISOString()}>{when(m.time)}</time>
            {m.author === 'system' ? (
              <p>{t(`bo.support.chats.system.${m.body}`, { agent: c.agentName ?? '', defaultValue: m.body })}</p>
            ) : (
              m.body && (
                <p>
                  <LinkedText text={m.body} />
                </p>
              )
            )}
            {m.fileId !== null && (
              <a href={imageUrl(m.fileId)} target="_blank" rel="noopener noreferrer" className={styles['thumb']}>
                <img src={imageUrl(m.fileId)} alt={t('bo.support.records.image')} loading="lazy" />
              </a>
            )}
          </li>
        ))}
        {!thread.messages.length && <li className={styles['muted']}>{t('bo.support.records.transcript.empty')}</li>}
      </ol>
    </section>
  );
}
