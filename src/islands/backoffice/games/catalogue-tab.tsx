import type { TFunction } from 'i18next';
import { useCallback, useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type GameListQuery, gamesDesk } from '#lib/backoffice/games-api.ts';
import { GAME_SORTS } from '#lib/contracts/backoffice-games.ts';
import { readUrlState, writeUrlState } from '#lib/url-state.ts';
import { columnHelper, type SortState } from '../../common/data-table/columns.ts';
import { DataTable } from '../../common/data-table/data-table.tsx';
import type { TabProps } from './tab-props.ts';
import { count, failureText } from './parts.tsx';
import styles from './games.module.css';

type Page = Awaited<ReturnType<typeof gamesDesk.games>>;
type Game = Page['list'][number];
type Vendors = Awaited<ReturnType<typeof gamesDesk.vendors>>['list'];
type Flags = { hot?: boolean; sort?: number; trialAllowed?: boolean };

const DEFAULTS = { vendor: '', category: '', q: '', sort: 'sort', order: 'asc', page: 1 };
const CATEGORIES = ['RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'ESPORTS', 'LOTT', 'ELOTT'];

function OrderInput({ game, disabled, onSave, t }: { game: Game; disabled: boolean; onSave: (sort: number) => void; t: TFunction }) {
  const [value, setValue] = useState(String(game.sort));
  useEffect(() => setValue(String(game.sort)), [game.sort]);
  const save = () => {
    const n = Number(value);
    if (/^\d{1,7}$/.test(value) && n !== game.sort) onSave(n);
    else setValue(String(game.sort));
  };
  return (
    <input
      className={styles['order']}
      inputMode="numeric"
      aria-label={t('bo.games.game.orderOf', { name: game.name })}
      value={value}
      disabled={disabled}
      onChange={(e) => setValue(e.target.value.trim())}
      onBlur={save}
      onKeyDown={(e) => {
        if (e.key === 'Enter') save();
      }}
    />
  );
}

/** The catalogue, paged and sorted on the server, with its lobby flags edited in place. */
export default function CatalogueTab({ lang, canWrite }: TabProps) {
  const { t } = useTranslation();
  const id = useId();
  const [state, setState] = useState(DEFAULTS);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState<Page | null>(null);
  const [vendors, setVendors] = useState<Vendors>([]);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);

  useEffect(() => {
    const s = readUrlState(window.location.search, 'g', DEFAULTS, { sort: GAME_SORTS, order: ['asc', 'desc'] });
    setState(s);
    setSearch(s.q);
    gamesDesk.vendors().then((d) => setVendors(d.list), () => undefined);
  }, []);
  const update = (next: Partial<typeof DEFAULTS>) => {
    const merged = { ...state, page: 1, ...next };
    setState(merged);
    const qs = writeUrlState(window.location.search, 'g', merged, DEFAULTS);
    window.history.replaceState(null, '', `${window.location.pathname}${qs ? `?${qs}` : ''}`);
  };

  const load = useCallback(() => {
    setLoading(true);
    const query: GameListQuery = {
      vendor: state.vendor || undefined,
      category: state.category || undefined,
      q: state.q || undefined,
      sort: state.sort as GameListQuery['sort'],
      order: state.order as 'asc' | 'desc',
      pageNo: state.page,
      pageSize: 25,
      language: lang,
    };
    gamesDesk.games(query).then(
      (p) => (setPage(p), setLoading(false)),
      (err: unknown) => (setError(failureText(t, err)), setLoading(false)),
    );
  }, [state, lang, t]);
  useEffect(load, [load]);

  const change = useCallback(
    async (game: Game, flags: Flags) => {
      setError(null);
      setSaved(null);
      // Shown at once; the server's answer (or the reload after a failure) settles it.
      setPage((p) => p && { ...p, list: p.list.map((g) => (g.id === game.id ? { ...g, ...flags } : g)) });
      try {
        const r = await gamesDesk.setGame(game.id, flags);
        setPage((p) => p && { ...p, list: p.list.map((g) => (g.id === game.id ? { ...g, ...r.flags } : g)) });
        setSaved(t('bo.games.game.saved', { name: game.name }));
      } catch (err) {
        setError(failureText(t, err));
        load();
      }
    },
    [t, load],
  );

  const columns = useMemo(() => {
    const h = columnHelper<Game>();
    return h.columns([
      h.accessor('name', { header: t('bo.games.game.name'), meta: { sortKey: 'name', label: t('bo.games.game.name') }, cell: (c) => c.getValue() }),
      h.accessor('vendor', { header: t('bo.games.game.vendor'), meta: { sortKey: 'vendor', label: t('bo.games.game.vendor') }, cell: (c) => c.getValue() }),
      h.accessor('category', { header: t('bo.games.game.category'), meta: { label: t('bo.games.game.category') }, cell: (c) => c.getValue() }),
      h.accessor('plays', { header: t('bo.games.game.plays'), meta: { sortKey: 'plays', align: 'end', label: t('bo.games.game.plays') }, cell: (c) => count(c.getValue(), lang) }),
      h.accessor('hot', {
        header: t('bo.games.game.hot'),
        meta: { label: t('bo.games.game.hot') },
        cell: (c) => (
          <input type="checkbox" checked={c.getValue()} disabled={!canWrite} aria-label={t('bo.games.game.hotOf', { name: c.row.original.name })} onChange={(e) => void change(c.row.original, { hot: e.target.checked })} />
        ),
      }),
      h.accessor('sort', {
        header: t('bo.games.game.order'),
        meta: { sortKey: 'sort', label: t('bo.games.game.order') },
        cell: (c) => <OrderInput game={c.row.original} disabled={!canWrite} t={t} onSave={(sort) => void change(c.row.original, { sort })} />,
      }),
      h.accessor('trialAllowed', {
        header: t('bo.games.game.trial'),
        meta: { label: t('bo.games.game.trial') },
        cell: (c) => (
          <input type="checkbox" checked={c.getValue()} disabled={!canWrite} aria-label={t('bo.games.game.trialOf', { name: c.row.original.name })} onChange={(e) => void change(c.row.original, { trialAllowed: e.target.checked })} />
        ),
      }),
    ]);
  }, [t, lang, canWrite, change]);

  const sort: SortState = { sort: state.sort, order: state.order as 'asc' | 'desc' };

  return (
    <section className={styles['section']} aria-labelledby="games-list-title">
      <h2 id="games-list-title">{t('bo.games.games.title')}</h2>
      <form
        className={styles['bar']}
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          update({ q: search.trim() });
        }}
      >
        <div className={styles['field']}>
          <label htmlFor={`${id}-vendor`}>{t('bo.games.game.vendor')}</label>
          <select id={`${id}-vendor`} value={state.vendor} onChange={(e) => update({ vendor: e.target.value })}>
            <option value="">{t('bo.games.all')}</option>
            {vendors.map((v) => (
              <option key={v.code} value={v.code}>
                {v.displayName}
              </option>
            ))}
          </select>
        </div>
        <div className={styles['field']}>
          <label htmlFor={`${id}-category`}>{t('bo.games.game.category')}</label>
          <select id={`${id}-category`} value={state.category} onChange={(e) => update({ category: e.target.value })}>
            <option value="">{t('bo.games.all')}</option>
            {CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </div>
        <div className={styles['field']}>
          <label htmlFor={`${id}-q`}>{t('bo.games.games.search')}</label>
          <input id={`${id}-q`} type="search" value={search} maxLength={60} onChange={(e) => setSearch(e.target.value)} />
        </div>
        <button type="submit">{t('bo.games.games.find')}</button>
      </form>
      {error && (
        <p role="alert" className={styles['error']}>
          {error}
        </p>
      )}
      {saved && (
        <p role="status" className={styles['done']}>
          {saved}
        </p>
      )}
      <DataTable
        label={t('bo.games.games.table')}
        columns={columns}
        data={page?.list ?? []}
        rowId={(g) => String(g.id)}
        sort={sort}
        onSort={(s) => update({ sort: s.sort, order: s.order })}
        page={page ? { pageNum: page.pageNum, totalPages: page.totalPages, onPage: (n) => update({ page: n }) } : undefined}
        empty={t('bo.games.games.empty')}
        loading={loading}
        stack
      />
    </section>
  );
}
