import { type FormEvent, useCallback, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { contentDesk } from '#lib/backoffice/content-api.ts';
import type { MessageSendRow, MessageTarget } from '#lib/contracts/backoffice-content.ts';
import { formatDateTime } from '#lib/format.ts';
import { columnHelper, type DataColumns } from '../../common/data-table/columns.ts';
import { DataTable } from '../../common/data-table/data-table.tsx';
import type { PanelProps } from './panel-props.ts';
import { failureText } from './failure.ts';
import styles from './content.module.css';

type TargetKind = 'member' | 'label' | 'vipRank' | 'agentTeam';
const KINDS: readonly TargetKind[] = ['member', 'label', 'vipRank', 'agentTeam'];
const col = columnHelper<MessageSendRow>();
const newRequestId = () => `msg-${crypto.randomUUID()}`;

function targetOf(kind: TargetKind, value: string): MessageTarget | null {
  const v = value.trim();
  if (!v) return null;
  if (kind === 'label') return { label: v };
  if (!/^\d{1,15}$/.test(v)) return null;
  const n = Number(v);
  if (kind === 'member') return { member: n };
  if (kind === 'vipRank') return { vipRank: n };
  return { agentTeam: n };
}

/** Internal messages: the send form (one member, or a segment for marketing) and the sent list. */
export default function MessagesPanel({ lang, zone, allowed }: PanelProps) {
  const { t } = useTranslation();
  const id = useId();
  const kinds = KINDS.filter((k) => (k === 'member' ? allowed('messages.write') : allowed('marketing.write')));
  const [kind, setKind] = useState<TargetKind>(kinds[0] ?? 'member');
  const [value, setValue] = useState('');
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [requestId, setRequestId] = useState(newRequestId);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [pageNo, setPageNo] = useState(1);
  const [sent, setSent] = useState<Awaited<ReturnType<typeof contentDesk.messages>> | null>(null);

  const load = useCallback(async () => {
    try {
      setSent(await contentDesk.messages(pageNo));
    } catch (err) {
      setError(failureText(t, err));
    }
  }, [pageNo, t]);
  useEffect(() => void load(), [load]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    setDone(null);
    const to = targetOf(kind, value);
    if (!to) return setError(t('bo.content.messages.badTarget'));
    if (!subject.trim() || !body.trim()) return setError(t('bo.content.messages.missing'));
    setBusy(true);
    try {
      const res = await contentDesk.sendMessage({ requestId, to, subject, body });
      setDone(t('bo.content.messages.sent', { count: res.recipients }));
      setRequestId(newRequestId());
      setSubject('');
      setBody('');
      void load();
    } catch (err) {
      setError(failureText(t, err));
    } finally {
      setBusy(false);
    }
  };

  const columns = [
    col.display({ id: 'sentAt', header: t('bo.content.col.sentAt'), cell: (c) => formatDateTime(c.row.original.sentAt, lang, zone), meta: { label: t('bo.content.col.sentAt') } }),
    col.display({ id: 'to', header: t('bo.content.col.to'), cell: (c) => `${t(`bo.content.messages.to.${c.row.original.targetKind}`)}: ${c.row.original.targetValue}`, meta: { label: t('bo.content.col.to') } }),
    col.display({ id: 'subject', header: t('bo.content.col.subject'), cell: (c) => <span className={styles['titleCell']}>{c.row.original.subject}</span>, meta: { label: t('bo.content.col.subject') } }),
    col.display({ id: 'recipients', header: t('bo.content.col.recipients'), cell: (c) => c.row.original.recipients, meta: { label: t('bo.content.col.recipients'), align: 'end' } }),
    col.display({ id: 'staff', header: t('bo.content.col.staff'), cell: (c) => c.row.original.staffName, meta: { label: t('bo.content.col.staff') } }),
  ] satisfies DataColumns<MessageSendRow>;

  return (
    <div className={styles['panel']}>
      {kinds.length > 0 && (
        <form className={styles['form']} onSubmit={submit} aria-labelledby={`${id}-h`} noValidate>
          <h2 id={`${id}-h`}>{t('bo.content.messages.new')}</h2>
          <div className={styles['grid']}>
            <div className={styles['field']}>
              <label htmlFor={`${id}-kind`}>{t('bo.content.messages.toKind')}</label>
              <select id={`${id}-kind`} value={kind} onChange={(e) => setKind(e.target.value as TargetKind)}>
                {kinds.map((k) => (
                  <option key={k} value={k}>
                    {t(`bo.content.messages.to.${k}`)}
                  </option>
                ))}
              </select>
            </div>
            <div className={styles['field']}>
              <label htmlFor={`${id}-value`}>{t(`bo.content.messages.value.${kind}`)}</label>
              <input id={`${id}-value`} value={value} inputMode={kind === 'label' ? 'text' : 'numeric'} onChange={(e) => setValue(e.target.value)} />
            </div>
          </div>
          <div className={styles['field']}>
            <label htmlFor={`${id}-subject`}>{t('bo.content.messages.subject')}</label>
            <input id={`${id}-subject`} value={subject} maxLength={120} onChange={(e) => setSubject(e.target.value)} />
          </div>
          <div className={styles['field']}>
            <label htmlFor={`${id}-body`}>{t('bo.content.messages.body')}</label>
            <textarea id={`${id}-body`} value={body} maxLength={2000} rows={5} onChange={(e) => setBody(e.target.value)} />
          </div>
          {error && (
            <p role="alert" className={styles['error']}>
              {error}
            </p>
          )}
          {done && (
            <p role="status" className={styles['done']}>
              {done}
            </p>
          )}
          <div className={styles['actions']}>
            <button type="submit" className={styles['primary']} disabled={busy}>
              {t('bo.content.messages.send')}
            </button>
          </div>
        </form>
      )}
      <DataTable
        label={t('bo.content.messages.caption')}
        columns={columns}
        data={sent?.list ?? []}
        rowId={(r) => String(r.id)}
        page={sent ? { pageNum: sent.pageNum, totalPages: sent.totalPages, onPage: setPageNo } : undefined}
        empty={t('bo.content.empty')}
        loading={sent === null}
        stack
      />
    </div>
  );
}
