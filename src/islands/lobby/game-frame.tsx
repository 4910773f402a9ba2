import { useStore } from '@nanostores/react';
import { type CSSProperties, useEffect, useEffectEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { $session } from '#lib/stores/session.ts';
import { failLaunch, launchOnly, lobbyPath, openGameFor, rememberOpenGame } from '#lib/stores/games.ts';
import { $launch } from '#lib/stores/launch.ts';
import { showRefusal } from '../chrome/reactions.ts';
import type { Category } from '#lib/types/shell.ts';
import { IslandI18nProvider, type IslandI18n } from '../common/i18n.tsx';
import styles from './game-frame.module.css';

export interface GameFrameProps extends IslandI18n {
  gameId: number;
  vendor: string;
  name: string;
  gameType: Category | null;
  /** Play money (the free trial) rather than the member's balance. */
  trial: boolean;
}

/**
 * The /game page (spec §2): the launched game in an iframe at full height, under a slim bar with
 * the way back to the lobby, the game's name and a fullscreen button. The launch kept for this
 * tab is used; without one (a new tab, a shared link) the game is launched here.
 */
function GameFrameView({ lang, gameId, vendor, name, gameType, trial }: Omit<GameFrameProps, 'messages'>) {
  const { t } = useTranslation();
  const session = useStore($session);
  const launch = useStore($launch);
  const frame = useRef<HTMLDivElement>(null);
  const [url, setUrl] = useState<string | null>(null);
  const [back, setBack] = useState(lobbyPath(lang, gameType));
  const [full, setFull] = useState(false);
  const [canFull, setCanFull] = useState(false);
  const [stopped, setStopped] = useState(false);
  const mode = trial ? 'play' : 'real';
  const title = name || t('lobby.game.untitled');

  useEffect(() => {
    setCanFull(Boolean(document.fullscreenEnabled));
    const onChange = () => setFull(document.fullscreenElement === frame.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  // Starts (or reopens) the game once the session is known; the game's details are read at that moment.
  const start = useEffectEvent(() => {
    if (url || session.state === 'unknown') return;
    const kept = openGameFor(gameId, mode);
    if (kept) {
      setUrl(kept.url);
      setBack(kept.back);
      return;
    }
    let live = true;
    setStopped(false);
    $launch.set({ status: 'starting', gameName: title });
    launchOnly({ gameId, nodeId: vendor, vassalage: vendor }, trial).then(
      (result) => {
        if (!live) return;
        rememberOpenGame({ gameId, url: result.url, name: title, mode: result.mode, back });
        $launch.set({ status: 'idle' });
        setUrl(result.url);
      },
      (err: unknown) => {
        if (!live) return;
        setStopped(true);
        showRefusal(failLaunch(err, title, trial));
      },
    );
    return () => {
      live = false;
    };
  });
  useEffect(() => start(), [session.state]);

  const toggleFull = () => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void frame.current?.requestFullscreen().catch(() => undefined);
  };

  return (
    <div ref={frame} className={styles.frame}>
      <div className={styles.bar}>
        <a className={styles.back} href={back}>
          <span className="icon-mask" style={{ '--icon': 'url(/images/categories/chevron-left.svg)' } as CSSProperties} aria-hidden="true" />
          <span>{t('lobby.game.back')}</span>
        </a>
        <h1 className={styles.title}>
          <span className={styles.name}>{title}</span>
          {trial && <span className={styles.mode}>{t('lobby.game.trialMode')}</span>}
        </h1>
        {canFull && (
          <button type="button" className={styles.fullscreen} aria-pressed={full} onClick={toggleFull}>
            {t(full ? 'lobby.game.exitFullscreen' : 'lobby.game.fullscreen')}
          </button>
        )}
      </div>
      {url ? (
        <iframe className={styles.game} src={url} title={title} allow="fullscreen; autoplay" allowFullScreen referrerPolicy="same-origin" />
      ) : (
        <div className={styles.waiting}>
          {stopped && launch.status !== 'starting' ? (
            <a className="btn btn-primary" href={back}>
              {t('lobby.game.back')}
            </a>
          ) : (
            <span className="spinner" aria-hidden="true" />
          )}
        </div>
      )}
    </div>
  );
}

export default function GameFrame({ messages, ...props }: GameFrameProps) {
  return (
    <IslandI18nProvider lang={props.lang} messages={messages}>
      <GameFrameView {...props} />
    </IslandI18nProvider>
  );
}
