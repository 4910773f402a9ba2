/**
 * The live score strip at the top of the sportsbook pages: every event in play on the page's kind
 * with its score and clock, moving along slowly (standing still for people who ask for less
 * motion, and while hovered or focused), kept current by the stream. A region with a list, each
 * score a link to its event.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SportKind } from '#lib/contracts/sports-model.ts';
import type { EventCard } from '#lib/contracts/sports-shapes.ts';
import { formatNumber } from '#lib/format.ts';
import { sportsApi } from '#lib/sports-api.ts';
import { $sportsRefresh, applyPush, onSportsPush } from '#lib/stores/sports-live.ts';
import { IslandI18nProvider, type IslandI18n } from '../../common/i18n.tsx';
import { CrestIcon } from '../crest.tsx';
import styles from './ticker.module.css';
import { clockText, eventPath } from './parts.tsx';

type Props = IslandI18n & { kind: SportKind; live: EventCard[] | null };

function Items({ events, lang, hidden }: { events: EventCard[]; lang: string; hidden?: boolean }) {
  const { t } = useTranslation();
  return (
    <ul className={styles.items} aria-hidden={hidden || undefined}>
      {events.map((e) => (
        <li key={e.id} className={styles.item}>
          <a href={eventPath(lang, e.kind, e.id)} tabIndex={hidden ? -1 : undefined}>
            <span className={styles.clock}>{clockText(t, lang, e)}</span>
            <CrestIcon crest={e.home.crest} size={16} />
            <span className={styles.name}>{e.home.short}</span>
            <b className={styles.score}>
              {formatNumber(e.live?.home ?? 0, lang)}
              <span aria-hidden="true">–</span>
              <span className="visually-hidden"> {t('sports.browse.ticker.to')} </span>
              {formatNumber(e.live?.away ?? 0, lang)}
            </b>
            <span className={styles.name}>{e.away.short}</span>
            <CrestIcon crest={e.away.crest} size={16} />
          </a>
        </li>
      ))}
    </ul>
  );
}

function Ticker({ kind, live: initial, lang }: Omit<Props, 'messages'>) {
  const { t } = useTranslation();
  const [events, setEvents] = useState<EventCard[]>(initial ?? []);
  const refresh = useStore($sportsRefresh);
  const [reread, setReread] = useState(0);
  useEffect(() => {
    if (initial && refresh === 0 && reread === 0) return;
    sportsApi
      .events({ kind, tab: 'live' }, 1, 30)
      .then((l) => setEvents(l.list))
      .catch(() => undefined);
  }, [kind, initial, refresh, reread]);
  const shown = useRef(events);
  shown.current = events;
  useEffect(
    () =>
      onSportsPush((push) => {
        if (push.type !== 'score') return;
        const list = shown.current;
        const at = list.findIndex((e) => e.id === push.eventId);
        // An event starting: the strip reads the live list again; one ending leaves it.
        if (at < 0) {
          if (push.status === 'live') setReread((n) => n + 1);
        } else if (push.status !== 'live') setEvents((l) => l.filter((e) => e.id !== push.eventId));
        else setEvents((l) => l.map((e) => (e.id === push.eventId ? applyPush(e, push) : e)));
      }),
    [],
  );
  if (events.length === 0) return null;
  /** The strip moves only when it is longer than the screen; the copy behind it makes the loop seamless. */
  const moving = events.length > 3;
  return (
    <section className={styles.ticker} aria-label={t('sports.browse.ticker.label')}>
      <span className={styles.badge}>{t('sports.browse.live')}</span>
      <div className={styles.track}>
        <div className={`${styles.belt} ${moving ? styles.moving : ''}`} style={{ animationDuration: `${Math.max(events.length * 6, 20)}s` }}>
          <Items events={events} lang={lang} />
          {moving && <Items events={events} lang={lang} hidden />}
        </div>
      </div>
    </section>
  );
}

export default function LiveTicker({ lang, messages, ...rest }: Props) {
  return (
    <IslandI18nProvider lang={lang} messages={messages}>
      <Ticker lang={lang} {...rest} />
    </IslandI18nProvider>
  );
}
