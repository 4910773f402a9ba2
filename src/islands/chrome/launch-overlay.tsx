import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { startGame } from '#lib/stores/games.ts';
import { showRefusal } from './reactions.ts';
import { $launch, dismissLaunch } from '#lib/stores/launch.ts';
import { $shell, imageUrl } from '#lib/stores/site.ts';
import { Modal } from '../modal/modal.tsx';
import styles from './launch-overlay.module.css';

/**
 * Spec §4 "Starting a game…" over the page, and the reason when the game could not start. The
 * chrome loads it when a launch begins: a game starts from the header's vendor tiles as well as
 * from the lobbies.
 */
export default function LaunchOverlay() {
  const { t } = useTranslation();
  const launch = useStore($launch);
  const shell = useStore($shell);

  // Back from the game through the browser's cache: the page must not still say "Starting".
  useEffect(() => {
    const onShow = (e: PageTransitionEvent) => {
      if (e.persisted && $launch.get().status === 'starting') dismissLaunch();
    };
    addEventListener('pageshow', onShow);
    return () => removeEventListener('pageshow', onShow);
  }, []);

  if (launch.status === 'starting') {
    return (
      <div className={styles.overlay} role="status" aria-live="polite">
        <div className={styles.overlayCard}>
          <span className="spinner" aria-hidden="true" />
          <p className={styles.overlayTitle}>{t('games.launch.starting')}</p>
          <p className={styles.overlayGame}>{launch.gameName}</p>
        </div>
      </div>
    );
  }
  if (launch.status !== 'failed') return null;
  return (
    <Modal open title={t('games.launch.failed.title')} onClose={dismissLaunch} width={440}>
      <div className={styles.failure}>
        <p className={styles.failureGame}>{launch.gameName}</p>
        <p role="alert">{t(launch.message.key, launch.message.values ?? {})}</p>
        {launch.recommended.length > 0 && (
          <section aria-label={t('games.launch.recommended')}>
            <h3 className={styles.failureHeading}>{t('games.launch.recommended')}</h3>
            <ul className={styles.recommended}>
              {launch.recommended.map((g) => (
                <li key={g.gameId}>
                  <button
                    type="button"
                    className={styles.recommendedGame}
                    onClick={() => {
                      dismissLaunch();
                      void startGame(g, { trial: launch.trial }).then(showRefusal);
                    }}
                  >
                    <img src={imageUrl(g.showIcon, shell?.imageCDNs)} alt="" width="96" height="96" loading="lazy" />
                    <span>{g.gameName}</span>
                  </button>
                </li>
              ))}
            </ul>
          </section>
        )}
        <button type="button" className="btn" data-modal-default onClick={dismissLaunch}>
          {t('games.launch.failed.close')}
        </button>
      </div>
    </Modal>
  );
}
