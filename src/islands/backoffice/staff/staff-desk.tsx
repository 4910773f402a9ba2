import { type FormEvent, useCallback, useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '#lib/api.ts';
import { STAFF_ROLES, type StaffRole } from '#lib/backoffice/roles.ts';
import { staffDesk } from '#lib/backoffice/staff-api.ts';
import { readUrlState, writeUrlState } from '#lib/url-state.ts';
import { columnHelper, type SortState } from '../../common/data-table/columns.ts';
import { DataTable } from '../../common/data-table/data-table.tsx';
import type { DeskProps } from '../desk-props.ts';
import styles from './staff-desk.module.css';

interface StaffRow {
  id: number;
  username: string;
  displayName: string;
  role: StaffRole;
  enrolled: boolean;
  locked: boolean;
  disabled: boolean;
  mustChangePassword: boolean;
  lastLoginAt: number | null;
  createdAt: number;
}
type Page = { list: StaffRow[]; pageNum: number; totalPages: number; total: number };

const SORTS = ['username', 'role', 'lastLoginAt', 'createdAt'] as const;
const DEFAULTS = { page: 1, sort: 'username', order: 'asc', q: '', role: '' };
const CHOICES = { sort: SORTS, order: ['asc', 'desc'], role: ['', ...STAFF_ROLES] };
const PREFIX = 'st';

function useErrorText() {
  const { t, i18n } = useTranslation();
  return (err: unknown) => (err instanceof ApiError ? (i18n.exists(`errors.${err.code}`) ? t(`errors.${err.code}`) : err.message) : String(err));
}

/** The staff desk: staff accounts, a new one with a one-time password, and each one's role, lock, password and access. */
export default function StaffDesk({ lang, staff: me }: DeskProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [view, setView] = useState(() => readUrlState(window.location.search, PREFIX, DEFAULTS, CHOICES));
  const [page, setPage] = useState<Page | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [selected, setSelected] = useState<number | null>(null);
  const [secret, setSecret] = useState<{ username: string; password: string } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [reloadTick, setReloadTick] = useState(0);
  const change = (next: Partial<typeof DEFAULTS>) => {
    const state = { ...view, ...next };
    setView(state);
    const qs = writeUrlState(window.location.search, PREFIX, state, DEFAULTS);
    window.history.replaceState(null, '', `${window.location.pathname}${qs ? `?${qs}` : ''}`);
  };

  useEffect(() => {
    let live = true;
    setLoading(true);
    staffDesk
      .list({ pageNo: view.page, pageSize: 20, sort: view.sort as (typeof SORTS)[number], order: view.order as 'asc' | 'desc', q: view.q || undefined, role: (view.role || undefined) as StaffRole | undefined })
      .then(
        (p) => live && (setPage(p as Page), setError(null)),
        (err: unknown) => live && setError(errorText(err)),
      )
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
    // errorText is stable in effect (same translator)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [view, reloadTick]);
  const reload = useCallback(() => setReloadTick((n) => n + 1), []);

  const dateFormat = useMemo(() => new Intl.DateTimeFormat(lang === 'bn' ? 'bn-BD' : 'en-GB', { dateStyle: 'medium', timeStyle: 'short' }), [lang]);
  const columns = useMemo(() => {
    const h = columnHelper<StaffRow>();
    const yes = (v: boolean) => (v ? t('bo.staff.yes') : t('bo.staff.no'));
    return h.columns([
      h.accessor('username', { header: t('bo.staff.col.username'), meta: { sortKey: 'username', label: t('bo.staff.col.username') } }),
      h.accessor('displayName', { header: t('bo.staff.col.name'), meta: { label: t('bo.staff.col.name') } }),
      h.accessor('role', { header: t('bo.staff.col.role'), cell: (c) => t(`bo.role.${c.getValue()}`), meta: { sortKey: 'role', label: t('bo.staff.col.role') } }),
      h.accessor('enrolled', { header: t('bo.staff.col.enrolled'), cell: (c) => yes(c.getValue()), meta: { label: t('bo.staff.col.enrolled') } }),
      h.accessor('locked', {
        header: t('bo.staff.col.status'),
        cell: (c) => {
          const r = c.row.original;
          if (r.disabled) return <span className={styles['bad']}>{t('bo.staff.status.disabled')}</span>;
          if (r.locked) return <span className={styles['warn']}>{t('bo.staff.status.locked')}</span>;
          return t('bo.staff.status.active');
        },
        meta: { label: t('bo.staff.col.status') },
      }),
      h.accessor('lastLoginAt', { header: t('bo.staff.col.lastLogin'), cell: (c) => (c.getValue() ? dateFormat.format(c.getValue() as number) : t('bo.staff.never')), meta: { sortKey: 'lastLoginAt', label: t('bo.staff.col.lastLogin') } }),
      h.display({
        id: 'actions',
        header: t('bo.staff.col.actions'),
        cell: (c) => (
          <button type="button" className={styles['small']} aria-label={t('bo.staff.manageOf', { name: c.row.original.username })} onClick={() => (setSelected(c.row.original.id), setNotice(null), setSecret(null))}>
            {t('bo.staff.manage')}
          </button>
        ),
      }),
    ]);
  }, [t, dateFormat]);

  const chosen = page?.list.find((r) => r.id === selected) ?? null;
  const sort: SortState = { sort: view.sort, order: view.order as 'asc' | 'desc' };

  return (
    <div className={styles['desk']}>
      <h1>{t('bo.staff.title')}</h1>
      <CreateForm
        onCreated={(made) => {
          setSecret(made);
          setNotice(null);
          reload();
        }}
        errorText={errorText}
      />
      {secret && <OneTimePassword username={secret.username} password={secret.password} onClose={() => setSecret(null)} />}
      {notice && (
        <p className={styles['ok']} role="status">
          {notice}
        </p>
      )}
      <form
        className={styles['filters']}
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          const data = new FormData(e.currentTarget);
          change({ q: String(data.get('q') ?? '').trim(), role: String(data.get('role') ?? ''), page: 1 });
        }}
      >
        <label>
          {t('bo.staff.filter.search')}
          <input name="q" type="search" defaultValue={view.q} key={`q-${view.q}`} maxLength={64} />
        </label>
        <label>
          {t('bo.staff.filter.role')}
          <select name="role" defaultValue={view.role} key={`r-${view.role}`}>
            <option value="">{t('bo.staff.filter.allRoles')}</option>
            {STAFF_ROLES.map((r) => (
              <option key={r} value={r}>
                {t(`bo.role.${r}`)}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className={styles['small']}>
          {t('bo.staff.filter.apply')}
        </button>
      </form>
      {error && (
        <p className={styles['error']} role="alert">
          {error}
        </p>
      )}
      <DataTable
        label={t('bo.staff.table')}
        columns={columns}
        data={page?.list ?? []}
        rowId={(r) => String(r.id)}
        sort={sort}
        onSort={(s) => change({ sort: s.sort, order: s.order, page: 1 })}
        page={page ? { pageNum: page.pageNum, totalPages: page.totalPages, onPage: (p) => change({ page: p }) } : undefined}
        empty={t('bo.staff.empty')}
        loading={loading}
        stack
      />
      {chosen && (
        <ManagePanel
          key={chosen.id}
          row={chosen}
          self={chosen.id === me.id}
          errorText={errorText}
          onClose={() => setSelected(null)}
          onDone={(message, oneTime) => {
            setNotice(message);
            if (oneTime) setSecret({ username: chosen.username, password: oneTime });
            reload();
          }}
        />
      )}
    </div>
  );
}

function CreateForm({ onCreated, errorText }: { onCreated: (made: { username: string; password: string }) => void; errorText: (err: unknown) => string }) {
  const { t } = useTranslation();
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = e.currentTarget;
    const data = new FormData(form);
    setBusy(true);
    setError(null);
    try {
      const made = await staffDesk.create({ username: String(data.get('username') ?? ''), displayName: String(data.get('displayName') ?? ''), role: String(data.get('role')) as StaffRole });
      form.reset();
      onCreated({ username: made.username, password: made.password });
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className={styles['card']} aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>{t('bo.staff.create.title')}</h2>
      <form className={styles['createForm']} onSubmit={(e) => void submit(e)}>
        <div className={styles['field']}>
          <label htmlFor={`${id}-u`}>{t('bo.staff.create.username')}</label>
          <input id={`${id}-u`} name="username" required pattern="[A-Za-z][A-Za-z0-9._\-]{2,31}" maxLength={32} autoComplete="off" aria-describedby={`${id}-uh`} />
          <small id={`${id}-uh`}>{t('bo.staff.create.usernameHint')}</small>
        </div>
        <label>
          {t('bo.staff.create.displayName')}
          <input name="displayName" required maxLength={60} autoComplete="off" />
        </label>
        <label>
          {t('bo.staff.create.role')}
          <select name="role" defaultValue="support">
            {STAFF_ROLES.map((r) => (
              <option key={r} value={r}>
                {t(`bo.role.${r}`)}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className={styles['primary']} disabled={busy}>
          {t('bo.staff.create.submit')}
        </button>
      </form>
      {error && (
        <p className={styles['error']} role="alert">
          {error}
        </p>
      )}
    </section>
  );
}

function OneTimePassword({ username, password, onClose }: { username: string; password: string; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <section className={styles['secret']} role="status" aria-live="polite">
      <p>{t('bo.staff.oneTime.text', { username })}</p>
      <p>
        {t('bo.staff.oneTime.label')} <code data-testid="one-time-password">{password}</code>
      </p>
      <p className={styles['hint']}>{t('bo.staff.oneTime.hint')}</p>
      <button type="button" className={styles['small']} onClick={onClose}>
        {t('bo.staff.oneTime.done')}
      </button>
    </section>
  );
}

function ManagePanel({ row, self, errorText, onClose, onDone }: { row: StaffRow; self: boolean; errorText: (err: unknown) => string; onClose: () => void; onDone: (message: string, oneTime?: string) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [role, setRole] = useState<StaffRole>(row.role);
  const [confirming, setConfirming] = useState<'disable' | 'reset' | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const act = async (action: () => Promise<string | undefined>, message: string) => {
    setBusy(true);
    setError(null);
    try {
      const oneTime = await action();
      setConfirming(null);
      onDone(message, oneTime);
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className={styles['card']} aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>{t('bo.staff.manageTitle', { name: `${row.displayName} (${row.username})` })}</h2>
      {self && <p className={styles['hint']}>{t('bo.staff.selfHint')}</p>}
      <div className={styles['actions']}>
        <label>
          {t('bo.staff.col.role')}
          <select value={role} onChange={(e) => setRole(e.target.value as StaffRole)} disabled={row.disabled}>
            {STAFF_ROLES.map((r) => (
              <option key={r} value={r}>
                {t(`bo.role.${r}`)}
              </option>
            ))}
          </select>
        </label>
        <button type="button" className={styles['small']} disabled={busy || row.disabled || role === row.role} onClick={() => void act(async () => (await staffDesk.role(row.id, role), undefined), t('bo.staff.done.role'))}>
          {t('bo.staff.action.role')}
        </button>
        {row.locked && (
          <button type="button" className={styles['small']} disabled={busy} onClick={() => void act(async () => (await staffDesk.unlock(row.id), undefined), t('bo.staff.done.unlock'))}>
            {t('bo.staff.action.unlock')}
          </button>
        )}
        {!row.disabled &&
          (confirming === 'reset' ? (
            <button type="button" className={styles['danger']} disabled={busy} onClick={() => void act(async () => (await staffDesk.resetPassword(row.id)).password, t('bo.staff.done.reset'))}>
              {t('bo.staff.action.resetConfirm')}
            </button>
          ) : (
            <button type="button" className={styles['small']} onClick={() => setConfirming('reset')}>
              {t('bo.staff.action.reset')}
            </button>
          ))}
        {!row.disabled &&
          (confirming === 'disable' ? (
            <button type="button" className={styles['danger']} disabled={busy} onClick={() => void act(async () => (await staffDesk.disable(row.id), undefined), t('bo.staff.done.disable'))}>
              {t('bo.staff.action.disableConfirm')}
            </button>
          ) : (
            <button type="button" className={styles['small']} onClick={() => setConfirming('disable')}>
              {t('bo.staff.action.disable')}
            </button>
          ))}
        <button type="button" className={styles['linkButton']} onClick={onClose}>
          {t('bo.staff.close')}
        </button>
      </div>
      {error && (
        <p className={styles['error']} role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
