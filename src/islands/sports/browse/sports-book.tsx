/**
 * The sportsbook's lobby (/sports, /esports): the sport and competition menu with counts and live
 * badges, the Live / Today / Upcoming / Results tabs, and the event list by competition with the
 * main markets as odds buttons. Pushes from the one stream move scores and prices in place; an
 * event changing state (starting, ending) and the page coming back into view read the list again.
 * The filter lives in the address (?tab=…&sport=…&competition=…) so a reload or a link shows the same.
 */
import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EventList, SportsMenu } from '#lib/contracts/sports.ts';
import { EVENT_TABS } from '#lib/contracts/sports.ts';
import { sportOf, type SportKey, type SportKind } from '#lib/contracts/sports-model.ts';
import type { EventCard } from '#lib/contracts/sports-shapes.ts';
import { formatNumber } from '#lib/format.ts';
import { localizedPath } from '#lib/i18n/languages.ts';
import { type EventTab, type ListFilter, sportsApi } from '#lib/sports-api.ts';
import { $sportsRefresh, applyPush, onSportsPush } from '#lib/stores/sports-live.ts';
import { loadSportsPrefs } from '#lib/stores/sports-prefs.ts';
import { loadSlip } from '#lib/stores/sports-slip.ts';
import { IslandI18nProvider, type IslandI18n } from '../../common/i18n.tsx';
import styles from './browse.module.css';
import { EventRow } from './event-row.tsx';
import { SimulatedChip } from './parts.tsx';

type Props = IslandI18n & {
  kind: SportKind;
  zone: string;
  filter: ListFilter;
  menu: SportsMenu | null;
  list: EventList | null;
};

const MENU_REFRESH_MS = 60_000;

function filterQuery(f: ListFilter): string {
  const q = new URLSearchParams();
  if (f.tab !== 'today') q.set('tab', f.tab);
  if (f.sport) q.set('sport', f.sport);
  if (f.competitionId) q.set('competition', String(f.competitionId));
  const s = q.toString();
  return s ? `?${s}` : '';
}

/** Events grouped by competition, in the list's order. */
function groups(events: readonly EventCard[]): { id: number; events: EventCard[] }[] {
  const out = new Map<number, EventCard[]>();
  for (const e of events) out.set(e.competition.id, [...(out.get(e.competition.id) ?? []), e]);
  return [...out].map(([id, evs]) => ({ id, events: evs }));
}

/** Whether a pushed status belongs on a tab (a status change that moves an event off it reads the list again). */
function belongs(tab: EventTab, status: EventCard['status']): boolean {
  if (tab === 'live') return status === 'live';
  if (tab === 'results') return status !== 'scheduled' && status !== 'live';
  return status === 'scheduled' || status === 'live';
}

function Menu({ lang, kind, menu, filter, choose }: { lang: string; kind: SportKind; menu: SportsMenu | null; filter: ListFilter; choose: (f: Partial<ListFilter>) => void }) {
  const { t } = useTranslation();
  const base = localizedPath(lang, kind === 'esports' ? '/esports' : '/sports');
  const link = (f: Partial<ListFilter>) => `${base}${filterQuery({ ...filter, sport: undefined, competitionId: undefined, ...f })}`;
  const go = (f: Partial<ListFilter>) => (e: React.MouseEvent) => {
    if (e.metaKey || e.ctrlKey || e.shiftKey) return;
    e.preventDefault();
    choose({ sport: undefined, competitionId: undefined, ...f });
  };
  return (
    <nav className={styles.menu} aria-label={t('sports.browse.menu.label')}>
      <ul className={styles.sports}>
        <li>
          <a className={styles.sportLink} href={link({})} aria-current={!filter.sport ? 'page' : undefined} onClick={go({})}>
            <span>{t(`sports.browse.menu.all.${kind}`)}</span>
          </a>
        </li>
        {(menu?.sports ?? []).map((s) => (
          <li key={s.sport}>
            <a className={styles.sportLink} href={link({ sport: s.sport })} aria-current={filter.sport === s.sport && !filter.competitionId ? 'page' : undefined} onClick={go({ sport: s.sport })}>
              <span>{s.name}</span>
              {s.live > 0 && (
                <span className={styles.liveBadge} title={t('sports.browse.menu.liveCount', { count: s.live })}>
                  <span aria-hidden="true">{formatNumber(s.live, lang)}</span>
                  <span className="visually-hidden">{t('sports.browse.menu.liveCount', { count: s.live })}</span>
                </span>
              )}
              <span className={styles.count}>
                <span aria-hidden="true">{formatNumber(s.live + s.upcoming, lang)}</span>
                <span className="visually-hidden">{t('sports.browse.menu.eventCount', { count: s.live + s.upcoming })}</span>
              </span>
            </a>
            {filter.sport === s.sport && s.competitions.length > 0 && (
              <ul className={styles.competitions}>
                {s.competitions.map((c) => (
                  <li key={c.id}>
                    <a className={styles.compLink} href={link({ sport: s.sport, competitionId: c.id })} aria-current={filter.competitionId === c.id ? 'page' : undefined} onClick={go({ sport: s.sport, competitionId: c.id })}>
                      <span>
                        {c.name}
                        <small className={styles.region}>{c.region}</small>
                      </span>
                      <span className={styles.count}>{formatNumber(c.events, lang)}</span>
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

function Book({ lang, kind, zone, filter: initialFilter, menu: initialMenu, list: initialList }: Omit<Props, 'messages'>) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState(initialFilter);
  const [menu, setMenu] = useState(initialMenu);
  const [events, setEvents] = useState<EventCard[] | null>(initialList?.list ?? null);
  const [now, setNow] = useState(() => initialList?.serverTime ?? initialMenu?.serverTime ?? Date.now());
  const [failed, setFailed] = useState(false);
  const refresh = useStore($sportsRefresh);
  const asked = useRef(0);
  const first = useRef(initialList !== null);

  const loadList = useCallback((f: ListFilter) => {
    const n = ++asked.current;
    sportsApi
      .events(f)
      .then((l) => {
        if (n !== asked.current) return;
        setEvents(l.list);
        setNow(l.serverTime);
        setFailed(false);
      })
      .catch(() => n === asked.current && setFailed(true));
  }, []);
  const loadMenu = useCallback(() => {
    sportsApi
      .menu(kind)
      .then(setMenu)
      .catch(() => undefined);
  }, [kind]);

  useEffect(() => {
    loadSportsPrefs();
    loadSlip();
    if (!initialMenu) loadMenu();
    const timer = setInterval(loadMenu, MENU_REFRESH_MS);
    return () => clearInterval(timer);
  }, [initialMenu, loadMenu]);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    loadList(filter);
  }, [filter, loadList]);

  useEffect(() => {
    if (refresh === 0) return;
    loadList(filter);
    loadMenu();
    // Only a refresh signal reads again here; a filter change has its own effect.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [refresh]);

  // Pushes: prices and scores in place; an event changing state reads the list (and the counts) again shortly.
  const stale = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    const reread = () => {
      clearTimeout(stale.current);
      stale.current = setTimeout(() => {
        loadList(filter);
        loadMenu();
      }, 1_000);
    };
    const off = onSportsPush((push) => {
      setEvents((list) => {
        if (!list) return list;
        const at = list.findIndex((e) => e.id === push.eventId);
        if (at < 0) {
          if (push.type === 'score' && belongs(filter.tab, push.status) && filter.tab === 'live') reread();
          return list;
        }
        const before = list[at]!;
        const after = applyPush(before, push);
        if (after === before) return list;
        if (push.type === 'score' && push.status !== before.status) reread();
        const next = list.slice();
        next[at] = after;
        return next;
      });
    });
    return () => {
      off();
      clearTimeout(stale.current);
    };
  }, [filter, loadList, loadMenu]);

  const choose = (f: Partial<ListFilter>) => {
    const next = { ...filter, ...f };
    setFilter(next);
    history.replaceState(history.state, '', `${location.pathname}${filterQuery(next)}`);
  };

  const sportName = (key: SportKey) => menu?.sports.find((s) => s.sport === key)?.name ?? t(`sports.sport.${key}`);
  const competition = filter.competitionId ? menu?.sports.flatMap((s) => s.competitions).find((c) => c.id === filter.competitionId) : undefined;
  const title = competition?.name ?? (filter.sport ? sportName(filter.sport) : t(`sports.browse.menu.all.${kind}`));
  const liveTotal = menu?.sports.reduce((n, s) => n + s.live, 0) ?? 0;

  return (
    <div className={styles.book}>
      <Menu lang={lang} kind={kind} menu={menu} filter={filter} choose={choose} />
      <div className={styles.listArea}>
        <div className={styles.listHead}>
          <h2 id="sports-list-title" className={styles.listTitle}>
            {title}
          </h2>
          <div className={styles.tabs} role="tablist" aria-label={t('sports.browse.tabs.label')}>
            {EVENT_TABS.map((tab) => (
              <button key={tab} type="button" role="tab" id={`sports-tab-${tab}`} aria-selected={filter.tab === tab} aria-controls="sports-list" className={styles.tab} onClick={() => choose({ tab })}>
                {t(`sports.browse.tabs.${tab}`)}
                {tab === 'live' && liveTotal > 0 && <span className={styles.tabCount}>{formatNumber(liveTotal, lang)}</span>}
              </button>
            ))}
          </div>
        </div>
        <div id="sports-list" role="tabpanel" aria-labelledby={`sports-tab-${filter.tab}`} aria-busy={events === null}>
          {events === null ? (
            failed ? (
              <p className={styles.empty} role="alert">
                {t('sports.browse.failed')}{' '}
                <button type="button" className="btn" onClick={() => loadList(filter)}>
                  {t('sports.browse.retry')}
                </button>
              </p>
            ) : (
              <p className={styles.empty}>{t('sports.browse.loading')}</p>
            )
          ) : events.length === 0 ? (
            <div className={styles.empty}>
              <p>{t(`sports.browse.none.${filter.tab}`)}</p>
              {filter.tab !== 'upcoming' && (
                <button type="button" className="btn" onClick={() => choose({ tab: 'upcoming' })}>
                  {t('sports.browse.none.seeUpcoming')}
                </button>
              )}
            </div>
          ) : (
            groups(events).map((g) => {
              const c = g.events[0]!.competition;
              const draw = !!sportOf(c.sport)?.draw;
              return (
                <section key={g.id} className={styles.group} aria-label={c.name}>
                  <header className={styles.groupHead}>
                    <div className={styles.groupName}>
                      <h3 className={styles.groupTitle}>
                        <small className={styles.groupSport}>
                          {sportName(c.sport)} · {c.region}
                        </small>
                        {c.name}
                      </h3>
                      {g.events.some((e) => e.simulated) && <SimulatedChip lang={lang} kind={kind} />}
                    </div>
                    {filter.tab !== 'results' && (
                      <div className={styles.colHeads} aria-hidden="true">
                        <span className={styles.colResult} style={{ gridTemplateColumns: `repeat(${draw ? 3 : 2}, 1fr)` }}>
                          <span>{t('sports.browse.col.home')}</span>
                          {draw && <span>{t('sports.browse.col.draw')}</span>}
                          <span>{t('sports.browse.col.away')}</span>
                        </span>
                        <span className={styles.colExtra}>{t('sports.browse.col.handicap')}</span>
                        <span className={styles.colExtra}>{t('sports.browse.col.total')}</span>
                      </div>
                    )}
                  </header>
                  <ul className={styles.rows}>
                    {g.events.map((e) => (
                      <EventRow key={e.id} event={e} lang={lang} zone={zone} now={now} draw={draw} />
                    ))}
                  </ul>
                </section>
              );
            })
          )}
        </div>
      </div>
    </div>
  );
}

export default function SportsBook({ lang, messages, ...rest }: Props) {
  return (
    <IslandI18nProvider lang={lang} messages={messages}>
      <Book lang={lang} {...rest} />
    </IslandI18nProvider>
  );
}
