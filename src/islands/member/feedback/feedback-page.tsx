import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { request } from '#lib/api.ts';
import { Pagination } from '../../common/pagination.tsx';
import { useQuery } from '../cashier/use-query.ts';
import type { MemberPageProps } from '../page-props.ts';
import { FeedbackForm } from './feedback-form.tsx';
import { FeedbackList } from './feedback-list.tsx';
import styles from './feedback.module.css';
import { useFeedbackMessages } from './use-feedback-messages.ts';

const PAGE_SIZE = 5;
const fetchRules = () => request('GET /wps/feedback/rules');
const fetchPage = (q: { pageNo: number }) => request('GET /wps/feedback', { query: { pageNo: q.pageNo, pageSize: PAGE_SIZE } });

/** Spec §2 feedback: the form on top, then "My feedback" with each one's status and the operator's replies. */
export default function FeedbackPage(_: MemberPageProps) {
  useFeedbackMessages();
  const { t } = useTranslation();
  const [pageNo, setPageNo] = useState(1);
  const rules = useQuery('feedback/rules', {}, fetchRules);
  const page = useQuery('feedback/list', { pageNo }, fetchPage);
  const failed = rules.value.state === 'error' || page.value.state === 'error';

  return (
    <div className={styles.page}>
      {failed && (
        <p className={styles.notice} data-tone="bad" role="alert">
          {t('feedback.loadFailed')}{' '}
          <button
            type="button"
            className={styles.link}
            onClick={() => {
              rules.reload();
              page.reload();
            }}
          >
            {t('feedback.retry')}
          </button>
        </p>
      )}
      {rules.value.state === 'ready' && page.value.state === 'ready' ? (
        <FeedbackForm
          rules={rules.value.data}
          contact={page.value.data.contact}
          onSent={() => {
            setPageNo(1);
            page.reload();
          }}
        />
      ) : (
        !failed && <p aria-busy="true">{t('feedback.loading')}</p>
      )}
      <section aria-labelledby="feedback-mine" className={styles.mine}>
        <h3 id="feedback-mine" className={styles.heading}>
          {t('feedback.list.heading')}
        </h3>
        {page.value.state === 'ready' && (
          <>
            <FeedbackList items={page.value.data.list} />
            <Pagination page={page.value.data.pageNum} totalPages={page.value.data.totalPages} onChange={setPageNo} />
          </>
        )}
      </section>
    </div>
  );
}
