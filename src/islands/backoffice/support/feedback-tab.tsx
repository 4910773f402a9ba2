/**
 * Members' feedback: filtered by status, type, tag, words of the content and the member, newest
 * first, 20 a page; opening one shows it beside the list with its images and replies, where staff
 * with support.reply answer (the member also gets an internal message), tag and close it.
 */
import { type FormEvent, useCallback, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { can } from '#lib/backoffice/roles.ts';
import { FEEDBACK_STATUSES, FEEDBACK_TAG_MAX, FEEDBACK_TYPES, type FeedbackStatus, type FeedbackType } from '#lib/contracts/chat-model.ts';
import { formatDateTime, formatNumber } from '#lib/format.ts';
import { Pagination } from '../../common/pagination.tsx';
import { failureText } from '../content/failure.ts';
import type { DeskProps } from '../desk-props.ts';
import styles from '../review-desk.module.css';
import { ChoiceFilter } from './choice-filter.tsx';
import { useMerchant } from '../use-merchant.ts';
import { type DeskFeedback, type FeedbackFilter, feedbackApi } from './feedback/feedback-api.ts';
import { FeedbackDetail } from './feedback/feedback-detail.tsx';
import local from './feedback/feedback.module.css';

interface Fields {
  status: FeedbackStatus | '';
  type: FeedbackType | '';
  tag: string;
  q: string;
  member: string;
}

const EMPTY: Fields = { status: 'open', type: '', tag: '', q: '', member: '' };

function filterOf(f: Fields, pageNo: number): FeedbackFilter {
  return {
    pageNo,
    ...(f.status ? { status: f.status } : {}),
    ...(f.type ? { type: f.type } : {}),
    ...(f.tag.trim() ? { tag: f.tag.trim() } : {}),
    ...(f.q.trim() ? { q: f.q.trim() } : {}),
    ...(f.member.trim() ? { member: f.member.trim() } : {}),
  };
}

type Page = Awaited<ReturnType<typeof feedbackApi.list>>;

export default function FeedbackTab({ lang, staff }: DeskProps) {
  const { t } = useTranslation();
  const id = useId();
  const { timeZone } = useMerchant();
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [applied, setApplied] = useState<Fields>(EMPTY);
  const [pageNo, setPageNo] = useState(1);
  const [data, setData] = useState<Page | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [open, setOpen] = useState<DeskFeedback | null>(null);
  const canReply = can(staff.role, 'support.reply');

  const load = useCallback(async () => {
    setFailed(null);
    try {
      const page = await feedbackApi.list(filterOf(applied, pageNo));
      setData(page);
      // Keep the opened one in step with what the list now says of it.
      setOpen((o) => (o ? (page.list.find((f) => f.id === o.id) ?? o) : o));
    } catch (err) {
      setFailed(failureText(t, err));
    }
  }, [applied, pageNo, t]);
  useEffect(() => void load(), [load]);

  const set =
    <K extends keyof Fields>(k: K) =>
    (v: Fields[K]) =>
      setFields((f) => ({ ...f, [k]: v }));
  const search = (e: FormEvent) => {
    e.preventDefault();
    setApplied(fields);
    setPageNo(1);
  };

  return (
    <div className={styles['panel']}>
      <h2>{t('bo.support.feedback.title')}</h2>
      <form className={styles['bar']} onSubmit={search} aria-label={t('bo.support.feedback.filter.label')}>
        <ChoiceFilter id={`${id}-status`} label={t('bo.support.feedback.col.status')} allLabel={t('bo.support.feedback.filter.all')} value={fields.status} choices={FEEDBACK_STATUSES} wordKey={(x) => `bo.support.feedback.status.${x}`} onChange={set('status')} />
        <ChoiceFilter id={`${id}-type`} label={t('bo.support.feedback.col.type')} allLabel={t('bo.support.feedback.filter.all')} value={fields.type} choices={FEEDBACK_TYPES} wordKey={(x) => `bo.support.feedback.type.${x}`} onChange={set('type')} />
        <div className={styles['field']}>
          <label htmlFor={`${id}-tag`}>{t('bo.support.feedback.filter.tag')}</label>
          <input id={`${id}-tag`} type="search" value={fields.tag} maxLength={FEEDBACK_TAG_MAX} onChange={(e) => set('tag')(e.target.value)} />
        </div>
        <div className={styles['field']}>
          <label htmlFor={`${id}-q`}>{t('bo.support.feedback.filter.text')}</label>
          <input id={`${id}-q`} type="search" value={fields.q} maxLength={100} onChange={(e) => set('q')(e.target.value)} />
        </div>
        <div className={styles['field']}>
          <label htmlFor={`${id}-member`}>{t('bo.support.feedback.filter.member')}</label>
          <input id={`${id}-member`} type="search" value={fields.member} maxLength={40} onChange={(e) => set('member')(e.target.value)} />
        </div>
        <div className={styles['rowActions']}>
          <button type="submit" className={styles['primary']}>
            {t('bo.support.feedback.filter.search')}
          </button>
        </div>
      </form>
      {failed && (
        <p className={styles['error']} role="alert">
          {failed}
        </p>
      )}
      <div className={local['layout']}>
        {data && (
          <div className={local['scroll']}>
            <table className={local['table']}>
              <caption>{t('bo.support.feedback.caption', { total: formatNumber(data.total, lang) })}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('bo.support.feedback.col.member')}</th>
                  <th scope="col">{t('bo.support.feedback.col.type')}</th>
                  <th scope="col">{t('bo.support.feedback.col.content')}</th>
                  <th scope="col">{t('bo.support.feedback.col.status')}</th>
                  <th scope="col">{t('bo.support.feedback.col.sent')}</th>
                  <th scope="col">
                    <span className="visually-hidden">{t('bo.support.feedback.col.open')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.list.length === 0 && (
                  <tr>
                    <td colSpan={6}>{t('bo.support.feedback.empty')}</td>
                  </tr>
                )}
                {data.list.map((f) => (
                  <tr key={f.id} aria-current={open?.id === f.id || undefined}>
                    <th scope="row">
                      {f.account}
                      <div className={styles['muted']}>#{formatNumber(f.id, lang)}</div>
                    </th>
                    <td>{t(`bo.support.feedback.type.${f.questionType}`)}</td>
                    <td>
                      <span className={local['snippet']}>{f.content}</span>
                      {f.tags.map((tag) => (
                        <span key={tag} className={local['tag']}>
                          {tag}
                        </span>
                      ))}
                    </td>
                    <td>
                      <span className={styles['status']} data-tone={f.status === 'open' ? 'wait' : 'good'}>
                        {t(`bo.support.feedback.status.${f.status}`)}
                      </span>
                    </td>
                    <td>{formatDateTime(f.createdAt, lang, timeZone)}</td>
                    <td>
                      <button type="button" onClick={() => setOpen(f)} aria-label={t('bo.support.feedback.openOne', { id: formatNumber(f.id, lang), account: f.account })}>
                        {t('bo.support.feedback.col.open')}
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            <Pagination page={data.pageNum} totalPages={data.totalPages} onChange={setPageNo} />
          </div>
        )}
        {open && (
          <FeedbackDetail
            key={open.id}
            item={open}
            lang={lang}
            zone={timeZone}
            canReply={canReply}
            onChanged={(next) => {
              if (next) setOpen(next);
              void load();
            }}
            onClose={() => setOpen(null)}
          />
        )}
      </div>
    </div>
  );
}
