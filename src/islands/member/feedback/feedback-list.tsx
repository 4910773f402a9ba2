import { useTranslation } from 'react-i18next';
import type { FeedbackItem } from '#lib/contracts/feedback.ts';
import { LinkedText } from '../../common/linked-text.tsx';
import { StatusChip } from '../cashier/status-chip.tsx';
import { useMoney } from '../cashier/use-money.ts';
import styles from './feedback.module.css';

const TONE = { open: 'wait', replied: 'good', closed: 'plain' } as const;

/** One feedback the member sent: its state, the text, the images and the operator's replies (text rendered as text, http and https addresses made safe links). */
function FeedbackEntry({ item }: { item: FeedbackItem }) {
  const { t } = useTranslation();
  const { time } = useMoney();
  const headId = `feedback-${item.id}`;
  return (
    <li className={styles.item} aria-labelledby={headId}>
      <div className={styles.itemHead}>
        <h4 id={headId} className={styles.itemTitle}>
          {t(`feedback.type.${item.questionType}`)}
        </h4>
        <StatusChip tone={TONE[item.status]}>{t(`feedback.status.${item.status}`)}</StatusChip>
      </div>
      <p className={styles.time}>{t('feedback.list.sent', { time: time(item.createdAt) })}</p>
      <p className={styles.text}>
        <LinkedText text={item.content} />
      </p>
      {item.imageIds.length > 0 && (
        <ul className={styles.thumbs}>
          {item.imageIds.map((id, i) => (
            <li key={id}>
              <a href={`/wps/cashier/uploads/${id}`} target="_blank" rel="noopener noreferrer">
                <img src={`/wps/cashier/uploads/${id}`} alt={t('feedback.list.image', { n: i + 1 })} width={64} height={64} loading="lazy" />
              </a>
            </li>
          ))}
        </ul>
      )}
      {item.replies.length > 0 && (
        <ol className={styles.replies} aria-label={t('feedback.list.replies')}>
          {item.replies.map((r) => (
            <li key={r.id} className={styles.reply}>
              <p className={styles.replyHead}>{t('feedback.list.reply', { time: time(r.time) })}</p>
              <p className={styles.text}>
                <LinkedText text={r.body} />
              </p>
            </li>
          ))}
        </ol>
      )}
    </li>
  );
}

export function FeedbackList({ items }: { items: FeedbackItem[] }) {
  const { t } = useTranslation();
  if (items.length === 0) return <p className={styles.muted}>{t('feedback.list.none')}</p>;
  return (
    <ul className={styles.list}>
      {items.map((item) => (
        <FeedbackEntry key={item.id} item={item} />
      ))}
    </ul>
  );
}
