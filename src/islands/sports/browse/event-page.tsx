/**
 * An event's page (/sports/event?id=…, /esports/event?id=…): the header with the competition,
 * crests, names and the start time or live score, clock and score by period; every market grouped
 * (result, handicaps, totals, correct score, the rest) as odds buttons, suspended markets locked,
 * settled ones with their results; and the fairness box (the seed's commitment, the seed and a
 * verify link once the event has ended). Pushes move prices and the score in place.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MarketKind } from '#lib/contracts/sports-model.ts';
import type { EventView, MarketView } from '#lib/contracts/sports-shapes.ts';
import { formatNumber } from '#lib/format.ts';
import { localizedPath } from '#lib/i18n/languages.ts';
import { sportsApi } from '#lib/sports-api.ts';
import { $sportsRefresh, applyPush, onSportsPush } from '#lib/stores/sports-live.ts';
import { loadSportsPrefs } from '#lib/stores/sports-prefs.ts';
import { loadSlip } from '#lib/stores/sports-slip.ts';
import { IslandI18nProvider, type IslandI18n } from '../../common/i18n.tsx';
import { CrestIcon } from '../crest.tsx';
import styles from './event.module.css';
import { clockText, isLive, isOver, OddsButton, type OddsContext, SimulatedChip, startText } from './parts.tsx';

type Props = IslandI18n & { zone: string; id: number; event: EventView | null; serverTime: number | null };

const GROUPS: { key: string; kinds: readonly MarketKind[] }[] = [
  { key: 'main', kinds: ['1x2', 'mw', 'dc', 'btts', 'winner'] },
  { key: 'handicap', kinds: ['ah', 'mh'] },
  { key: 'total', kinds: ['ou'] },
  { key: 'score', kinds: ['cs'] },
];

/** The correct-score prices in three columns: home wins, draws, away wins (the "any other" ones last in each). */
function scoreColumns(m: MarketView): MarketView['selections'][] {
  const side = (key: string): number => {
    if (key === 'other_home') return 0;
    if (key === 'other_draw') return 1;
    if (key === 'other_away') return 2;
    const [h = 0, a = 0] = key.split('-').map(Number);
    return h > a ? 0 : h === a ? 1 : 2;
  };
  const cols: MarketView['selections'][] = [[], [], []];
  for (const s of m.selections) cols[side(s.key)]!.push(s);
  return cols.map((c) => [...c.filter((s) => !s.key.startsWith('other_')), ...c.filter((s) => s.key.startsWith('other_'))]);
}

function Market({ market, ctx, lang }: { market: MarketView; ctx: OddsContext; lang: string }) {
  const { t } = useTranslation();
  const suspended = market.status === 'suspended';
  const settled = market.status === 'settled' || market.status === 'void';
  const cols = market.kind === 'cs' ? null : market.selections.length === 3 ? 3 : market.selections.length === 2 ? 2 : Math.min(market.selections.length, 3);
  return (
    <section className={`${styles.market} ${suspended ? styles.suspended : ''}`} aria-labelledby={`market-${market.id}`}>
      <h3 id={`market-${market.id}`} className={styles.marketName}>
        <span>{market.name}</span>
        {suspended && <span className={styles.state}>{t('sports.browse.market.suspended')}</span>}
        {settled && <span className={styles.state}>{t(`sports.browse.market.${market.status}`)}</span>}
      </h3>
      {cols === null ? (
        <div className={styles.csGrid}>
          {scoreColumns(market).map((col, i) => (
            <div key={i} className={styles.csCol}>
              {col.map((s) => (
                <OddsButton key={s.id} ctx={ctx} market={market} selection={s} lang={lang} label={s.name} />
              ))}
            </div>
          ))}
        </div>
      ) : (
        <div className={styles.selections} style={{ gridTemplateColumns: `repeat(${cols}, minmax(0, 1fr))` }}>
          {market.selections.map((s) => (
            <OddsButton key={s.id} ctx={ctx} market={market} selection={s} lang={lang} label={s.name} />
          ))}
        </div>
      )}
    </section>
  );
}

function Header({ event, lang, zone, now }: { event: EventView; lang: string; zone: string; now: number }) {
  const { t } = useTranslation();
  const live = isLive(event);
  const over = isOver(event);
  const score = over ? (event.result ?? event.live) : live ? event.live : null;
  const start = startText(event.startsAt, now, lang, zone);
  const parts = score?.parts ?? [];
  return (
    <header className={styles.header}>
      <h1 className="visually-hidden">{t('sports.event.versus', { home: event.home.name, away: event.away.name })}</h1>
      <p className={styles.comp}>
        <a href={`${localizedPath(lang, event.kind === 'esports' ? '/esports' : '/sports')}?sport=${event.sport}&competition=${event.competition.id}`}>
          {t(`sports.sport.${event.sport}`)} · {event.competition.name}
        </a>
        <small>{event.competition.region}</small>
        {event.simulated && <SimulatedChip lang={lang} kind={event.kind} />}
      </p>
      <div className={styles.matchup}>
        <div className={styles.side}>
          <CrestIcon crest={event.home.crest} size={48} />
          <p className={styles.teamName}>{event.home.name}</p>
        </div>
        <div className={styles.centre} aria-live="polite">
          {score ? (
            <>
              <p className={styles.bigScore}>
                <span>{formatNumber(score.home, lang)}</span>
                <span aria-hidden="true">–</span>
                <span className="visually-hidden"> {t('sports.browse.ticker.to')} </span>
                <span>{formatNumber(score.away, lang)}</span>
              </p>
              {live ? (
                <p className={styles.liveLine}>
                  <span className={styles.liveMark}>{t('sports.browse.live')}</span> {clockText(t, lang, event)}
                </p>
              ) : (
                <p className={styles.status}>{t(`sports.browse.status.${event.status}`)}</p>
              )}
            </>
          ) : (
            <>
              <p className={styles.kickoff}>{start.time}</p>
              <p className={styles.status}>{start.day ?? t('sports.browse.today')}</p>
              {event.status !== 'scheduled' && <p className={styles.status}>{t(`sports.browse.status.${event.status}`)}</p>}
            </>
          )}
        </div>
        <div className={`${styles.side} ${styles.away}`}>
          <CrestIcon crest={event.away.crest} size={48} />
          <p className={styles.teamName}>{event.away.name}</p>
        </div>
      </div>
      {parts.length > 0 && (
        <table className={styles.parts}>
          <caption className="visually-hidden">{t('sports.browse.parts.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">
                <span className="visually-hidden">{t('sports.browse.parts.team')}</span>
              </th>
              {parts.map((_, i) => (
                <th key={i} scope="col">
                  {formatNumber(i + 1, lang)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {[event.home, event.away].map((team, side) => (
              <tr key={team.id}>
                <th scope="row">{team.short}</th>
                {parts.map((p, i) => (
                  <td key={i}>{formatNumber(p[side]!, lang)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </header>
  );
}

function Fairness({ event, lang }: { event: EventView; lang: string }) {
  const { t } = useTranslation();
  const f = event.fairness;
  if (!f.commitment && !f.seed) return null;
  return (
    <section className={styles.fair} aria-labelledby="fair-title">
      <h2 id="fair-title">{t('sports.browse.fair.title')}</h2>
      <p>{t(event.fairness.seed ? 'sports.browse.fair.revealed' : 'sports.browse.fair.committed')}</p>
      <dl>
        {f.commitment && (
          <>
            <dt>{t('sports.browse.fair.commitment')}</dt>
            <dd>
              <code>{f.commitment}</code>
            </dd>
          </>
        )}
        {f.seed && (
          <>
            <dt>{t('sports.browse.fair.seed')}</dt>
            <dd>
              <code>{f.seed}</code>
            </dd>
          </>
        )}
      </dl>
      {f.seed && (
        <a className="btn" href={`${localizedPath(lang, '/sports/verify')}?event=${event.id}`}>
          {t('sports.browse.fair.verify')}
        </a>
      )}
    </section>
  );
}

function EventBody({ id, event: initial, serverTime, lang, zone }: Omit<Props, 'messages'>) {
  const { t } = useTranslation();
  const [event, setEvent] = useState(initial);
  const [now, setNow] = useState(() => serverTime ?? Date.now());
  const [missing, setMissing] = useState(false);
  const refresh = useStore($sportsRefresh);
  const [reread, setReread] = useState(0);
  const first = useRef(initial !== null);
  useEffect(() => {
    loadSportsPrefs();
    loadSlip();
  }, []);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const timer = setTimeout(
      () =>
        sportsApi
          .event(id)
          .then((p) => {
            setEvent(p.event);
            setNow(p.serverTime);
          })
          .catch(() => setMissing(true)),
      reread ? 1_000 : 0,
    );
    return () => clearTimeout(timer);
  }, [id, refresh, reread]);
  const known = useRef(new Set<number>());
  known.current = new Set(event?.markets.map((m) => m.id) ?? []);
  const status = useRef(event?.status);
  status.current = event?.status;
  useEffect(
    () =>
      onSportsPush((push) => {
        if (push.eventId !== id) return;
        // A market the page does not have yet, or an event starting or ending (results, the seed): read it again.
        if ((push.type === 'odds' && push.markets.some((m) => !known.current.has(m.id))) || (push.type === 'score' && push.status !== status.current)) setReread((n) => n + 1);
        setEvent((e) => (e ? applyPush(e, push) : e));
      }),
    [id],
  );
  if (!event) return <p className={styles.loading}>{missing ? t('sports.browse.event.missing') : t('sports.browse.loading')}</p>;
  const live = isLive(event);
  const over = isOver(event);
  const name = t('sports.event.versus', { home: event.home.name, away: event.away.name });
  const ctx: OddsContext = { kind: event.kind, eventId: event.id, eventName: name, startsAt: event.startsAt, live, closed: over || (live && !event.inPlay) };
  const grouped = GROUPS.map((g) => ({ ...g, markets: event.markets.filter((m) => g.kinds.includes(m.kind)) })).filter((g) => g.markets.length > 0);
  return (
    <article className={styles.event} aria-label={name}>
      <Header event={event} lang={lang} zone={zone} now={now} />
      {grouped.length === 0 ? (
        <p className={styles.loading}>{t('sports.browse.event.noMarkets')}</p>
      ) : (
        grouped.map((g) => (
          <section key={g.key} className={styles.group} aria-labelledby={`group-${g.key}`}>
            <h2 id={`group-${g.key}`} className={styles.groupTitle}>
              {t(`sports.browse.group.${g.key}`)}
            </h2>
            <div className={styles.groupMarkets}>
              {g.markets.map((m) => (
                <Market key={m.id} market={m} ctx={ctx} lang={lang} />
              ))}
            </div>
          </section>
        ))
      )}
      <Fairness event={event} lang={lang} />
    </article>
  );
}

export default function SportsEvent({ lang, messages, ...rest }: Props) {
  return (
    <IslandI18nProvider lang={lang} messages={messages}>
      <EventBody lang={lang} {...rest} />
    </IslandI18nProvider>
  );
}
