import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type MoneyDisplay, money } from '#lib/house/money.ts';
import type { FairState, HouseEngine } from '#lib/types/house.ts';
import { Icon } from '../common/icon.tsx';
import { FairModal } from './fair-modal.tsx';
import { ProblemBanner } from './problem-banner.tsx';
import { RulesModal } from './rules-modal.tsx';
import type { HouseSessionState } from './use-house-session.ts';
import { useFlash } from './use-flash.ts';
import styles from './game-shell.module.css';

interface Props {
  house: HouseSessionState;
  engine: HouseEngine;
  display: MoneyDisplay;
  fairPath: string;
  /** The theoretical return to player shown with the rules (a fraction: 0.9615). */
  rtp: number;
  rules: ReactNode;
  /** The seed pair shown (a card table shows its table's), else the player's own. */
  fair?: FairState | null;
  /** Whether the player can change the seed pair here (a card table's seed is the table's). */
  canRotate?: boolean;
  children: ReactNode;
}

/**
 * The frame every house game shares: a strip with the game's name, the balance (play money said
 * so) and the rules and provably-fair panels; problems as a dismissible alert over the stage.
 */
export function GameShell({ house, engine, display, fairPath, rtp, rules, fair, canRotate = true, children }: Props) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const [panel, setPanel] = useState<'rules' | 'fair' | null>(null);
  const flash = useFlash(house.balance);
  const session = house.session;
  const theme = session?.game.config.theme ?? 'default';
  const name = session ? (session.game.names[lang] ?? session.game.name) : '';
  const balanceLabel = display.play ? t('house.balance.play') : t('house.balance.label');

  useEffect(() => {
    if (name) document.title = `${name} | ${t('common.brand')}`;
  }, [name, t]);

  return (
    <div className={styles.game} data-theme={theme} data-engine={engine}>
      <header className={styles.bar}>
        <h1 className={styles.title}>{name}</h1>
        <div className={styles.wallet} data-play={display.play || undefined}>
          <span className={styles.walletLabel} id="house-balance-label">
            {balanceLabel}
          </span>
          <output
            key={flash.key}
            className={styles.balance}
            data-flash={flash.dir ?? undefined}
            aria-labelledby="house-balance-label"
          >
            {house.balance === null ? '—' : money(house.balance, lang, display)}
          </output>
        </div>
        <button type="button" className={styles.tool} onClick={() => setPanel('rules')} aria-label={t('house.rules.open')} title={t('house.rules.open')}>
          <Icon name="info" />
        </button>
        <button type="button" className={styles.tool} onClick={() => setPanel('fair')} aria-label={t('house.fair.open')} title={t('house.fair.open')}>
          <Icon name="security" />
        </button>
      </header>
      {house.problem && (
        <ProblemBanner problem={house.problem} display={display} onClose={() => house.setProblem(null)} onReload={() => void house.reload()} />
      )}
      <div className={styles.stage}>{children}</div>
      <RulesModal open={panel === 'rules'} onClose={() => setPanel(null)} rtp={rtp}>
        {rules}
      </RulesModal>
      <FairModal
        open={panel === 'fair'}
        onClose={() => setPanel(null)}
        house={house}
        fair={fair === undefined ? house.fair : fair}
        canRotate={canRotate}
        display={display}
        fairPath={fairPath}
      />
    </div>
  );
}

/** The whole screen while the session loads, or when it could not be loaded. */
export function GameLoading({ house }: { house: HouseSessionState }) {
  const { t } = useTranslation();
  if (house.failed) {
    const text = house.failed.kind === 'session' ? t('house.problem.session') : t('house.problem.network');
    return (
      <div className={styles.splash} role="alert">
        <Icon name="warning" className={styles.splashIcon} />
        <p>{text}</p>
        {house.failed.kind !== 'session' && (
          <button type="button" className="btn btn-primary" onClick={() => void house.reload()}>
            {t('house.action.retry')}
          </button>
        )}
      </div>
    );
  }
  return (
    <div className={styles.splash} role="status">
      <span className={styles.spinner} aria-hidden="true" />
      <p>{t('house.loading')}</p>
    </div>
  );
}
