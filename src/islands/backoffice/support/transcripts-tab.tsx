/**
 * Transcripts: every chat and ticket, newest first, 20 a page, filtered by state, queue,
 * language, member or name, words in any message and the days they started; opening one shows
 * the whole conversation with its notes.
 */
import { type FormEvent, useCallback, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CHAT_LANGUAGES, CHAT_QUEUES, CHAT_STATUSES, type ChatLanguage, type ChatQueue, type ChatStatus } from '#lib/contracts/chat-model.ts';
import { formatDateTime, formatNumber } from '#lib/format.ts';
import { Pagination } from '../../common/pagination.tsx';
import { failureText } from '../content/failure.ts';
import type { DeskProps } from '../desk-props.ts';
import styles from '../review-desk.module.css';
import { ChoiceFilter } from './choice-filter.tsx';
import { useMerchant } from '../use-merchant.ts';
import { dayStart, type DeskConversation, type DeskThread, recordsApi, type TranscriptFilter } from './records-api.ts';
import local from './records.module.css';
import { TranscriptView } from './transcript-view.tsx';

interface Fields {
  status: ChatStatus | '';
  queue: ChatQueue | '';
  language: ChatLanguage | '';
  member: string;
  q: string;
  from: string;
  to: string;
}

const EMPTY: Fields = { status: '', queue: '', language: '', member: '', q: '', from: '', to: '' };

function filterOf(f: Fields, zone: string, pageNo: number): TranscriptFilter {
  const from = dayStart(f.from, zone);
  // The last day chosen is included: the period ends at the next day's start.
  const to = dayStart(f.to, zone, 1);
  return {
    pageNo,
    ...(f.status ? { status: f.status } : {}),
    ...(f.queue ? { queue: f.queue } : {}),
    ...(f.language ? { language: f.language } : {}),
    ...(f.member.trim() ? { member: f.member.trim() } : {}),
    ...(f.q.trim() ? { q: f.q.trim() } : {}),
    ...(from !== undefined ? { from } : {}),
    ...(to !== undefined ? { to } : {}),
  };
}

export default function TranscriptsTab({ lang }: DeskProps) {
  const { t } = useTranslation();
  const id = useId();
  const merchant = useMerchant();
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [applied, setApplied] = useState<Fields>(EMPTY);
  const [page, setPage] = useState(1);
  const [data, setData] = useState<{ list: DeskConversation[]; totalPages: number; total: number } | null>(null);
  const [open, setOpen] = useState<DeskThread | null>(null);
  const [failed, setFailed] = useState<string | null>(null);

  const load = useCallback(async () => {
    try {
      setData(await recordsApi.transcripts(filterOf(applied, merchant.timeZone, page)));
      setFailed(null);
    } catch (err) {
      setFailed(failureText(t, err));
    }
  }, [applied, merchant.timeZone, page, t]);
  useEffect(() => {
    void load();
  }, [load]);

  const set = <K extends keyof Fields>(key: K) => (value: Fields[K]) => setFields((f) => ({ ...f, [key]: value }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setApplied(fields);
    setPage(1);
  };
  const show = async (conversationId: number) => {
    try {
      setOpen(await recordsApi.thread(conversationId));
    } catch (err) {
      setFailed(failureText(t, err));
    }
  };
  const when = (ms: number) => formatDateTime(ms, lang, merchant.timeZone);

  return (
    <section aria-labelledby={`${id}-title`} className={local['stack']}>
      <h2 id={`${id}-title`}>{t('bo.support.records.transcripts.title')}</h2>
      <form className={styles['filters']} onSubmit={submit} role="search" aria-label={t('bo.support.records.transcripts.filters')}>
        <div className={styles['field']}>
          <label htmlFor={`${id}-q`}>{t('bo.support.records.filter.text')}</label>
          <input id={`${id}-q`} type="search" value={fields.q} maxLength={100} onChange={(e) => set('q')(e.target.value)} />
        </div>
        <div className={styles['field']}>
          <label htmlFor={`${id}-member`}>{t('bo.support.records.filter.member')}</label>
          <input id={`${id}-member`} type="search" value={fields.member} maxLength={40} onChange={(e) => set('member')(e.target.value)} />
        </div>
        <ChoiceFilter id={`${id}-status`} label={t('bo.support.records.filter.status')} allLabel={t('bo.support.records.filter.all')} value={fields.status} choices={CHAT_STATUSES} wordKey={(x) => `bo.support.records.status.${x}`} onChange={set('status')} />
        <ChoiceFilter id={`${id}-queue`} label={t('bo.support.records.filter.queue')} allLabel={t('bo.support.records.filter.all')} value={fields.queue} choices={CHAT_QUEUES} wordKey={(x) => `bo.support.records.queue.${x}`} onChange={set('queue')} />
        <ChoiceFilter id={`${id}-language`} label={t('bo.support.records.filter.language')} allLabel={t('bo.support.records.filter.all')} value={fields.language} choices={CHAT_LANGUAGES} wordKey={(x) => `bo.support.records.language.${x}`} onChange={set('language')} />
        <div className={styles['field']}>
          <label htmlFor={`${id}-from`}>{t('bo.support.records.filter.from')}</label>
          <input id={`${id}-from`} type="date" value={fields.from} onChange={(e) => set('from')(e.target.value)} />
        </div>
        <div className={styles['field']}>
          <label htmlFor={`${id}-to`}>{t('bo.support.records.filter.to')}</label>
          <input id={`${id}-to`} type="date" value={fields.to} onChange={(e) => set('to')(e.target.value)} />
        </div>
        <div className={styles['rowActions']}>
          <button type="submit" className={styles['primary']}>
            {t('bo.support.records.filter.search')}
          </button>
          <button
            type="button"
            onClick={() => {
              setFields(EMPTY);
              setApplied(EMPTY);
              setPage(1);
            }}
          >
            {t('bo.support.records.filter.clear')}
          </button>
        </div>
      </form>
      {failed && (
        <p className={styles['error']} role="alert">
          {failed}
        </p>
      )}
      {data && (
        <div className={local['scroll']}>
          <table className={local['table']}>
            <caption>{t('bo.support.records.transcripts.caption', { total: formatNumber(data.total, lang) })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('bo.support.records.col.person')}</th>
                <th scope="col">{t('bo.support.records.col.started')}</th>
                <th scope="col">{t('bo.support.records.col.state')}</th>
                <th scope="col">{t('bo.support.records.col.agent')}</th>
                <th scope="col">{t('bo.support.records.col.last')}</th>
                <th scope="col">{t('bo.support.records.col.rating')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('bo.support.records.col.open')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {data.list.map((c) => (
                <tr key={c.id}>
                  <th scope="row">
                    {c.name}
                    <br />
                    <span className={styles['muted']}>
                      #{formatNumber(c.id, lang)} · {c.account ? t('bo.support.records.member') : t('bo.support.records.visitor')} · {t(`bo.support.records.queue.${c.queue}`)} ·{' '}
                      {t(`bo.support.records.language.${c.language}`)}
                    </span>
                  </th>
                  <td>{when(c.createdAt)}</td>
                  <td>
                    <span className={styles['status']} data-tone={c.status === 'closed' ? 'good' : 'wait'}>
                      {t(`bo.support.records.status.${c.status}`)}
                    </span>
                    <div className={styles['muted']}>{t(`bo.support.records.kind.${c.kind}`)}</div>
                  </td>
                  <td>{c.agentName ?? '—'}</td>
                  <td>
                    <span className={styles['wrap']}>{c.lastText}</span>
                  </td>
                  <td>{c.rating === null ? '—' : t('bo.support.records.stars', { n: formatNumber(c.rating, lang) })}</td>
                  <td>
                    <button type="button" onClick={() => void show(c.id)} aria-label={t('bo.support.records.openOne', { name: c.name, id: formatNumber(c.id, lang) })}>
                      {t('bo.support.records.col.open')}
                    </button>
                  </td>
                </tr>
              ))}
              {!data.list.length && (
                <tr>
                  <td colSpan={7} className={styles['muted']}>
                    {t('bo.support.records.transcripts.none')}
                  </td>
                </tr>
              )}
            </tbody>
          </table>
        </div>
      )}
      {data && <Pagination page={page} totalPages={data.totalPages} onChange={setPage} />}
      {open && <TranscriptView thread={open} lang={lang} zone={merchant.timeZone} onClose={() => setOpen(null)} />}
    </section>
  );
}
