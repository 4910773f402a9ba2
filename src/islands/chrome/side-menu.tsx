import { useStore } from '@nanostores/react';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { CATEGORY_PATH } from '#lib/categories.ts';
import { localizedPath } from '#lib/i18n/languages.ts';
import { switchLanguage } from '#lib/stores/language.ts';
import { isAgentType } from '#lib/roles.ts';
import type { MemberPageKey } from '#lib/stores/member-centre.ts';
import { isTrialType } from '#lib/roles.ts';
import { $sideMenuOpen, openModal, toggleSideMenu } from '#lib/stores/ui.ts';
import type { ShellData } from '#lib/types/shell.ts';
import { Icon } from '../common/icon.tsx';
import { VipBadge } from '../vip/vip-badge.tsx';
import { lockScroll } from '../modal/scroll-lock.ts';
import { RewardsBadge } from './rewards-badge.tsx';
import { confirmLogout, openAgentCentre, openMemberCentre } from './reactions.ts';
import type { LanguageOption } from './top-bar.tsx';
import { ChatUnreadBadge } from '../chat/chat-unread-badge.tsx';
import { useCustomerService } from './use-customer-service.ts';
import { useSessionView } from './use-session-view.ts';
import { UnreadBadge } from './unread-badge.tsx';
import { WalletBalance } from './wallet-balance.tsx';
import styles from './side-menu.module.css';

const CATEGORY_ICON: Record<string, string> = {
  LIVE: 'live', SPORTS: 'sports', RNG: 'rng', FISH: 'fish', PVP: 'pvp', ESPORTS: 'esports', LOTT: 'lott', ELOTT: 'elott',
};

function Entry({ icon, href, onClick, children, badge }: { icon: string; href?: string; onClick?: () => void; children: ReactNode; badge?: ReactNode }) {
  const body = (
    <>
      <Icon name={icon} />
      <span>{children}</span>
      {badge}
    </>
  );
  return (
    <li>
      {href ? (
        <a className={styles.entry} href={href}>
          {body}
        </a>
      ) : (
        <button type="button" className={styles.entry} onClick={onClick}>
          {body}
        </button>
      )}
    </li>
  );
}

/** Spec §2 mobile-style side menu, as a drawer from the left. */
export function SideMenu({ lang, languages, shell }: { lang: string; languages: LanguageOption[]; shell: ShellData | null }) {
  const { t } = useTranslation();
  const open = useStore($sideMenuOpen);
  const session = useSessionView();
  const ref = useRef<HTMLDialogElement>(null);
  const contactService = useCustomerService();
  const member = session.state === 'member' ? session.member : null;
  const link = (to: string) => localizedPath(lang, to);

  useEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog) return;
    const unlock = lockScroll();
    if (!dialog.open) dialog.showModal();
    return () => {
      if (dialog.open) dialog.close();
      unlock();
    };
  }, [open]);

  if (!open) return null;
  const close = () => toggleSideMenu(false);
  const page = (key: MemberPageKey) => () => {
    close();
    openMemberCentre(key);
  };

  return (
    // A click on the backdrop (the dialog element itself) closes it; from the keyboard Escape (onCancel) and the close button do.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      id="side-menu"
      ref={ref}
      className={styles.drawer}
      aria-label={t('header.menu.title')}
      onCancel={(e) => {
        e.preventDefault();
        close();
      }}
      onClick={(e) => e.target === ref.current && close()}
    >
      <div className={styles.head}>
        <img src="/images/logo.svg" alt={shell?.whitelabel.name ?? ''} width="135" height="30" />
        <button type="button" className={styles.close} aria-label={t('header.menu.close')} onClick={close}>
          <Icon name="close" />
        </button>
      </div>

      {!member && (
        <div className={styles.guest}>
          <p>{t('header.menu.guestIntro')}</p>
          <div className={styles.guestActions}>
            <button type="button" className="btn" onClick={() => (close(), openModal('login'))}>
              {t('header.auth.login')}
            </button>
            <button type="button" className="btn btn-primary" onClick={() => (close(), openModal('register'))}>
              {t('header.auth.register')}
            </button>
          </div>
        </div>
      )}

      {member && (
        <div className={styles.member}>
          <button type="button" className={styles.memberCard} onClick={page('securityCenter')}>
            <img src={`/images/avatars/${member.avatar ?? 'a1'}.svg`} alt="" width="44" height="44" />
            <span className={styles.memberText}>
              <span className={styles.memberName}>{member.account}</span>
              <span className={styles.memberRank}>
                <VipBadge rank={member.clubLabel.rankLevel} size={16} />
                {member.clubLabel.labelName}
              </span>
            </span>
            <Icon name="chevron-right" />
          </button>
          {!isTrialType(member.type) && <WalletBalance lang={lang} variant="menu" />}
          <div className={styles.guestActions}>
            <button type="button" className="btn btn-primary" onClick={page('depositv2')}>
              <Icon name="deposit" />
              {t('header.member.deposit')}
            </button>
            <button type="button" className="btn" onClick={page('withdraw')}>
              <Icon name="withdraw" />
              {t('header.member.withdraw')}
            </button>
          </div>
        </div>
      )}

      {member && (
        <nav aria-label={t('header.menu.account')}>
          <h3 className={styles.heading}>{t('header.menu.account')}</h3>
          <ul className={styles.list}>
            {isAgentType(member.type) && (
              <Entry icon="social" onClick={() => (close(), openAgentCentre())}>
                {t('header.member.agent')}
              </Entry>
            )}
            {shell?.switches['manualCashback'] && (
              <Entry icon="cashback" onClick={page('manualRebate')}>
                {t('member.menu.manualRebate')}
              </Entry>
            )}
            <Entry icon="record" onClick={page('personalHistoryCopy')}>
              {t('member.menu.personalHistoryCopy')}
            </Entry>
            <Entry icon="wallet" onClick={page('transactionHistory')}>
              {t('member.menu.transactionHistory')}
            </Entry>
            <Entry icon="security" onClick={page('securityCenter')}>
              {t('header.menu.security')}
            </Entry>
            <Entry icon="chart" onClick={page('personalProfit')}>
              {t('member.menu.personalProfit')}
            </Entry>
            <Entry icon="mail" onClick={page('messageV2')} badge={<UnreadBadge />}>
              {t('member.menu.messageV2')}
            </Entry>
          </ul>
        </nav>
      )}

      <nav aria-label={t('header.menu.games')}>
        <h3 className={styles.heading}>{t('header.menu.games')}</h3>
        <ul className={styles.list}>
          <Entry icon="promotions" href={link('/promotions')}>
            {t('header.nav.promotions')}
          </Entry>
          {shell?.switches['referral'] && member && (
            <Entry icon="social" onClick={page('referral')}>
              {t('header.menu.invite')}
            </Entry>
          )}
          {member && (
            <Entry icon="rewards" onClick={page('rewardCenter')} badge={<RewardsBadge />}>
              {t('member.menu.rewardCenter')}
            </Entry>
          )}
          <Entry icon="hot" href={link('/hot')}>
            {t('games.category.HOT')}
          </Entry>
          {shell?.categories.map((c) => (
            <Entry key={c.gameCategory} icon={CATEGORY_ICON[c.gameCategory] ?? 'rng'} href={link(CATEGORY_PATH[c.gameCategory])}>
              {t(`games.category.${c.gameCategory}`)}
            </Entry>
          ))}
        </ul>
      </nav>

      <nav aria-label={t('header.menu.more')}>
        <h3 className={styles.heading}>{t('header.menu.more')}</h3>
        <ul className={styles.list}>
          <Entry icon="vip" href={link('/vip')}>
            {t('header.nav.vip')}
          </Entry>
          <Entry icon="app" href={link('/down')}>
            {t('header.menu.download')}
          </Entry>
          <Entry icon="service" onClick={() => (close(), contactService())} badge={<ChatUnreadBadge />}>
            {t('header.menu.service')}
          </Entry>
          <Entry icon="help" href={link('/help')}>
            {t('header.menu.help')}
          </Entry>
          <Entry icon="notice" onClick={() => (close(), openModal('notice'))}>
            {t('header.menu.notices')}
          </Entry>
        </ul>
      </nav>

      {member && (
        <ul className={`${styles.list} ${styles.logout}`}>
          <Entry icon="logout" onClick={() => (close(), confirmLogout())}>
            {t('header.member.logout')}
          </Entry>
        </ul>
      )}

      <div className={styles.languages} role="group" aria-label={t('header.language.label')}>
        {languages.map((l) => (
          <button
            key={l.code}
            type="button"
            className={l.code === lang ? `${styles.lang} ${styles.langActive}` : styles.lang}
            aria-pressed={l.code === lang}
            onClick={() => switchLanguage(l.code, lang, languages.map((x) => x.code))}
          >
            {l.label}
          </button>
        ))}
      </div>
    </dialog>
  );
}
