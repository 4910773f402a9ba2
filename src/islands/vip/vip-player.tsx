import { useStore } from '@nanostores/react';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { localizedPath } from '#lib/i18n/languages.ts';
import { isTrialType } from '#lib/roles.ts';
import { $session } from '#lib/stores/session.ts';
import { openModal } from '#lib/stores/ui.ts';
import { $vipProgress, loadVipProgress } from '#lib/stores/vip.ts';
import { openMemberCentre } from '../chrome/reactions.ts';
import { IslandI18nProvider, type IslandI18n } from '../common/i18n.tsx';
import { RankProgress } from './rank-progress.tsx';
import styles from './vip.module.css';

const noSubscription = () => () => undefined;

/** Visitors (and trial accounts) are invited to open an account; registering is a plain link, so it works before the page's code runs. */
function Invitation({ lang, trial }: { lang: string; trial: boolean }) {
  const { t } = useTranslation();
  return (
    <section className={styles.cta} aria-labelledby="vip-cta-title">
      <h2 id="vip-cta-title" className={styles.ctaTitle}>
        {t('vip.cta.title')}
      </h2>
      <p className={styles.ctaText}>{t(trial ? 'vip.progress.trial' : 'vip.cta.text')}</p>
      <div className={styles.ctaActions}>
        <a className="btn btn-primary" href={localizedPath(lang, '/register')}>
          {t('vip.cta.register')}
        </a>
        {!trial && (
          <button type="button" className="btn" onClick={() => openModal('login')}>
            {t('header.auth.login')}
          </button>
        )}
      </div>
    </section>
  );
}

function Player({ lang, signedIn }: { lang: string; signedIn: boolean }) {
  const { t } = useTranslation();
  const session = useStore($session);
  const progress = useStore($vipProgress);
  // Before hydration the server's answer stands (it knows whether this browser is signed in), so the first render matches its HTML.
  const hydrated = useSyncExternalStore(noSubscription, () => true, () => false);
  const member = hydrated ? (session.state === 'member' ? session.member : session.state === 'unknown' && signedIn ? undefined : null) : signedIn ? undefined : null;
  if (member === null) return <Invitation lang={lang} trial={false} />;
  if (member && isTrialType(member.type)) return <Invitation lang={lang} trial />;
  if (progress.state === 'error')
    return (
      <div className={styles.cta} role="alert">
        <p className={styles.ctaText}>{t('vip.progress.failed')}</p>
        <div className={styles.ctaActions}>
          <button type="button" className="btn" onClick={() => void loadVipProgress()}>
            {t('vip.progress.retry')}
          </button>
        </div>
      </div>
    );
  if (!member || progress.state !== 'ready')
    return (
      <div className={styles.skeleton} aria-busy="true">
        <span className="visually-hidden">{t('vip.progress.loading')}</span>
      </div>
    );
  return <RankProgress progress={progress.data} onHistory={() => openMemberCentre('playerRank')} />;
}

/** /vip's part for the reader: a signed-in player's rank card and progress, a visitor's invitation to join. */
export default function VipPlayer({ lang, messages, signedIn }: IslandI18n & { signedIn: boolean }) {
  return (
    <IslandI18nProvider lang={lang} messages={messages}>
      <Player lang={lang} signedIn={signedIn} />
    </IslandI18nProvider>
  );
}
