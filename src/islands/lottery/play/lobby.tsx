/**
 * The lottery lobby (/lottery, and one group on /vnlottery, /seaLottery, /elott): the groups'
 * cards with their countdowns and last results, kept current by the draw stream; on /lottery the
 * popular list and the signed-in member's recent lotteries above them.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LotteryGroup } from '#lib/contracts/lottery-model.ts';
import type { LotteryLobby as Lobby } from '#lib/contracts/lottery.ts';
import type { LotteryCard } from '#lib/contracts/lottery-shapes.ts';
import { lotteryApi } from '#lib/lottery-api.ts';
import { $drawEventCount, $drawEvents, learnServerTime } from '#lib/stores/lottery-live.ts';
import { $session } from '#lib/stores/session.ts';
import { IslandI18nProvider, type IslandI18n } from '../../common/i18n.tsx';
import { gamePath, LotteryCardView } from './lottery-card.tsx';
import styles from './lobby.module.css';

type Props = IslandI18n & {
  lobby: Lobby;
  /** Only these groups (a group page); all when absent. */
  only?: LotteryGroup | undefined;
  popular?: LotteryCard[] | undefined;
};

/** When the next card changes state (a draw closes or opens): the lobby is read again a moment after. */
function nextBoundary(groups: Lobby['groups']): number | null {
  const times = groups.flatMap((g) => g.lotteries.flatMap((c) => (c.next ? [c.next.status === 'open' ? c.next.closesAt : c.next.opensAt] : [])));
  return times.length ? Math.min(...times) : null;
}

function useLiveLobby(initial: Lobby): Lobby {
  const [lobby, setLobby] = useState(initial);
  const count = useStore($drawEventCount);
  useStore($drawEvents);
  const first = useRef(true);
  useEffect(() => learnServerTime(initial.serverTime), [initial.serverTime]);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const timer = setTimeout(() => {
      lotteryApi
        .lobby()
        .then((l) => {
          learnServerTime(l.serverTime);
          setLobby(l);
        })
        .catch(() => undefined);
    }, 800);
    return () => clearTimeout(timer);
  }, [count]);
  useEffect(() => {
    const at = nextBoundary(lobby.groups);
    if (at === null) return;
    const wait = Math.min(Math.max(at - lobby.serverTime, 0) + 1_500, 2_147_000_000);
    const timer = setTimeout(() => {
      lotteryApi
        .lobby()
        .then(setLobby)
        .catch(() => undefined);
    }, wait);
    return () => clearTimeout(timer);
  }, [lobby]);
  return lobby;
}

function RecentLotteries({ lang }: { lang: string }) {
  const { t } = useTranslation();
  const session = useStore($session);
  const [recent, setRecent] = useState<LotteryCard[] | null>(null);
  const memberId = session.state === 'member' ? session.member.id : null;
  useEffect(() => {
    if (memberId === null) return setRecent(null);
    lotteryApi
      .recent()
      .then((r) => setRecent(r.lotteries))
      .catch(() => setRecent(null));
  }, [memberId]);
  if (!recent?.length) return null;
  return (
    <section className={styles.strip} aria-labelledby="lottery-recent-title">
      <h2 id="lottery-recent-title">{t('lottery.lobby.recent')}</h2>
      <ul className={styles.chips}>
        {recent.map((c) => (
          <li key={c.code}>
            <a className={styles.chip} href={gamePath(lang, c.code)}>
              {c.name}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Popular({ lang, popular }: { lang: string; popular: LotteryCard[] }) {
  const { t } = useTranslation();
  if (!popular.length) return null;
  return (
    <section className={styles.strip} aria-labelledby="lottery-popular-title">
      <h2 id="lottery-popular-title">{t('lottery.lobby.popular')}</h2>
      <ol className={styles.chips}>
        {popular.map((c, i) => (
          <li key={c.code}>
            <a className={styles.chip} href={gamePath(lang, c.code)}>
              <span className={styles.rank} aria-hidden="true">
                {i + 1}
              </span>
              {c.name}
            </a>
          </li>
        ))}
      </ol>
    </section>
  );
}

function LobbyView({ lang, lobby: initial, only, popular }: Omit<Props, 'messages'>) {
  const { t } = useTranslation();
  const lobby = useLiveLobby(initial);
  const groups = lobby.groups.filter((g) => !only || g.group === only);
  return (
    <div className={styles.lobby}>
      {popular && <Popular lang={lang} popular={popular} />}
      {!only && <RecentLotteries lang={lang} />}
      {groups.map((g) => (
        <section key={g.group} className={styles.group} aria-labelledby={`lottery-group-${g.group}`}>
          <div className={styles.groupHead}>
            <h2 id={`lottery-group-${g.group}`}>{t(`lottery.lobby.group.${g.group}`)}</h2>
            <p>{t(`lottery.lobby.groupIntro.${g.group}`)}</p>
          </div>
          {g.lotteries.length ? (
            <ul className={styles.cards}>
              {g.lotteries.map((c) => (
                <LotteryCardView key={c.code} card={c} lang={lang} />
              ))}
            </ul>
          ) : (
            <p className={styles.empty}>{t('lottery.lobby.emptyGroup')}</p>
          )}
        </section>
      ))}
    </div>
  );
}

export default function LotteryLobbyIsland({ lang, messages, ...rest }: Props) {
  return (
    <IslandI18nProvider lang={lang} messages={messages}>
      <LobbyView lang={lang} {...rest} />
    </IslandI18nProvider>
  );
}
