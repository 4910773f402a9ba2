import { useCallback, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { contentDesk } from '#lib/backoffice/content-api.ts';
import type { StaffNotice } from '#lib/contracts/backoffice-content.ts';
import { formatDateTime } from '#lib/format.ts';
import { readUrlState, writeUrlState } from '#lib/url-state.ts';
import { columnHelper, type DataColumns, type SortState } from '../../common/data-table/columns.ts';
import { DataTable } from '../../common/data-table/data-table.tsx';
import type { PanelProps } from './panel-props.ts';
import { failureText } from './failure.ts';
import { NoticeEditor } from './notice-editor.tsx';
import { PreviewPane, type PreviewItem } from './preview-pane.tsx';
import styles from './content.module.css';

const PAGE_SIZE = 20;
const STATUSES = ['', 'scheduled', 'live', 'expired'] as const;
const SORTS = ['publishAt', 'expireAt', 'sort', 'id'] as const;
const DEFAULTS = { page: 1, sort: 'publishAt', order: 'desc', status: '' };
const CHOICES = { sort: SORTS, order: ['asc', 'desc'], status: STATUSES };
const col = columnHelper<StaffNotice>();

type Page = Awaited<ReturnType<typeof contentDesk.notices>>;
type Editing = { mode: 'new' } | { mode: 'edit'; notice: StaffNotice } | null;

/** Notices or banners: a server-paged list with status, and the editor. */
export function NoticesPanel({ kind, lang, zone, allowed }: PanelProps & { kind: 'notices' | 'banners' }) {
  const { t } = useTranslation();
  const filterId = useId();
  const prefix = kind === 'banners' ? 'b' : 'n';
  const canWrite = allowed('content.write') && (kind === 'notices' || allowed('marketing.write'));
  const [state, setState] = useState(() => readUrlState(window.location.search, prefix, DEFAULTS, CHOICES));
  const [page, setPage] = useState<Page | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [editing, setEditing] = useState<Editing>(null);
  const [preview, setPreview] = useState<PreviewItem[] | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const update = (next: Partial<typeof DEFAULTS>) => {
    const s = { ...state, ...next };
    setState(s);
    const qs = writeUrlState(window.location.search, prefix, s, DEFAULTS);
    window.history.replaceState(null, '', `${window.location.pathname}${qs ? `?${qs}` : ''}`);
  };

  const load = useCallback(async () => {
    setLoading(true);
    setError(null);
    try {
      setPage(
        await contentDesk.notices({
          kind,
          status: (state.status || undefined) as 'scheduled' | 'live' | 'expired' | undefined,
          sort: state.sort as (typeof SORTS)[number],
          order: state.order as 'asc' | 'desc',
          pageNo: state.page,
          pageSize: PAGE_SIZE,
        }),
      );
    } catch (err) {
      setError(failureText(t, err));
    } finally {
      setLoading(false);
    }
  }, [kind, state, t]);
  useEffect(() => void load(), [load]);

  const showPreview = async (n: StaffNotice) => {
    setError(null);
    try {
      setPreview(await Promise.all((['bn', 'en'] as const).map((l) => contentDesk.preview(n.id, l))));
    } catch (err) {
      setError(failureText(t, err));
    }
  };
  const remove = async (n: StaffNotice) => {
    if (!window.confirm(t('bo.content.notice.confirmDelete', { title: n.text[lang === 'en' ? 'en' : 'bn'].title }))) return;
    try {
      await contentDesk.deleteNotice(n.id);
      setDone(t('bo.content.notice.deleted'));
      void load();
    } catch (err) {
      setError(failureText(t, err));
    }
  };

  const time = (ms: number | null) => (ms === null ? t('bo.content.never') : formatDateTime(ms, lang, zone).slice(0, 16));
  const titleOf = (n: StaffNotice) => n.text[lang === 'en' ? 'en' : 'bn'].title || n.text.bn.title || n.text.en.title;
  const columns = [
    col.display({
      id: 'title',
      header: t('bo.content.col.title'),
      cell: (c) => (
        <span className={styles['titleCell']}>
          {titleOf(c.row.original)}
          <small className={styles['subline']}>
            {t(`bo.content.type.${c.row.original.type}`)} · {t('bo.content.col.sort')}: {c.row.original.sort}
          </small>
        </span>
      ),
      meta: { label: t('bo.content.col.title') },
    }),
    col.display({
      id: 'status',
      header: t('bo.content.col.status'),
      cell: (c) => <span className={styles[`status-${c.row.original.status}`]}>{t(`bo.content.status.${c.row.original.status}`)}</span>,
      meta: { label: t('bo.content.col.status') },
    }),
    col.display({ id: 'publishAt', header: t('bo.content.col.publishAt'), cell: (c) => time(c.row.original.publishAt), meta: { label: t('bo.content.col.publishAt'), sortKey: 'publishAt' } }),
    col.display({ id: 'expireAt', header: t('bo.content.col.expireAt'), cell: (c) => time(c.row.original.expireAt), meta: { label: t('bo.content.col.expireAt'), sortKey: 'expireAt' } }),
    col.display({
      id: 'actions',
      header: t('bo.content.col.actions'),
      cell: (c) => {
        const n = c.row.original;
        const name = titleOf(n);
        return (
          <span className={styles['rowActions']}>
            <button type="button" onClick={() => void showPreview(n)} aria-label={t('bo.content.previewOf', { title: name })}>
              {t('bo.content.preview.show')}
            </button>
            {canWrite && (
              <button type="button" onClick={() => (setEditing({ mode: 'edit', notice: n }), setPreview(null))} aria-label={t('bo.content.editOf', { title: name })}>
                {t('bo.content.edit')}
              </button>
            )}
            {canWrite && (
              <button type="button" className={styles['danger']} onClick={() => void remove(n)} aria-label={t('bo.content.deleteOf', { title: name })}>
                {t('bo.content.delete')}
              </button>
            )}
          </span>
        );
      },
      meta: { label: t('bo.content.col.actions') },
    }),
  ] satisfies DataColumns<StaffNotice>;

  if (editing) {
    return (
      <NoticeEditor
        kind={kind}
        zone={zone}
        notice={editing.mode === 'edit' ? editing.notice : undefined}
        onCancel={() => setEditing(null)}
        onSaved={(n) => {
          setEditing(null);
          setDone(t(editing.mode === 'edit' ? 'bo.content.notice.saved' : 'bo.content.notice.published', { title: titleOf(n) }));
          void load();
        }}
      />
    );
  }

  const sort: SortState = { sort: state.sort, order: state.order as 'asc' | 'desc' };
  return (
    <div className={styles['panel']}>
      <div className={styles['listBar']}>
        <div className={styles['field']}>
          <label htmlFor={filterId}>{t('bo.content.col.status')}</label>
          <select id={filterId} value={state.status} onChange={(e) => update({ status: e.target.value, page: 1 })}>
            {STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(s ? `bo.content.status.${s}` : 'bo.content.status.all')}
              </option>
            ))}
          </select>
        </div>
        {canWrite && (
          <button type="button" className={styles['primary']} onClick={() => (setEditing({ mode: 'new' }), setDone(null), setPreview(null))}>
            {t(kind === 'banners' ? 'bo.content.banner.new' : 'bo.content.notice.new')}
          </button>
        )}
      </div>
      {done && (
        <p role="status" className={styles['done']}>
          {done}
        </p>
      )}
      {error && (
        <p role="alert" className={styles['error']}>
          {error}
        </p>
      )}
      <DataTable
        label={t(kind === 'banners' ? 'bo.content.banner.caption' : 'bo.content.notice.caption')}
        columns={columns}
        data={page?.list ?? []}
        rowId={(n) => String(n.id)}
        sort={sort}
        onSort={(s) => update({ sort: s.sort, order: s.order, page: 1 })}
        page={page ? { pageNum: page.pageNum, totalPages: page.totalPages, onPage: (p) => update({ page: p }) } : undefined}
        empty={t('bo.content.empty')}
        loading={loading}
        stack
      />
      {preview && <PreviewPane items={preview} onClose={() => setPreview(null)} />}
    </div>
  );
}
