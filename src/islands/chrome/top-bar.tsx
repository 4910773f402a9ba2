import { useStore } from '@nanostores/react';
import { useTranslation } from 'react-i18next';
import { localizedPath } from '#lib/i18n/languages.ts';
import { switchLanguage } from '#lib/stores/language.ts';
import { $sideMenuOpen, openModal, toggleSideMenu } from '#lib/stores/ui.ts';
import { Icon } from '../common/icon.tsx';
import { HeaderLoginForm } from './header-login-form.tsx';
import { MemberBar } from './member-bar.tsx';
import { useSessionView } from './use-session-view.ts';
import styles from './top-bar.module.css';

export interface LanguageOption {
  code: string;
  label: string;
}

/** Header top bar: menu button, logo, language selector, and the login form or the logged-in bar. */
export function TopBar({ lang, languages, withMenu }: { lang: string; languages: LanguageOption[]; withMenu: boolean }) {
  const { t } = useTranslation();
  const session = useSessionView();
  const menuOpen = useStore($sideMenuOpen);
  const codes = languages.map((l) => l.code);

  return (
    <div className={styles.bar}>
      <div className={`container ${styles.inner}`}>
        {withMenu && (
          <button
            type="button"
            className={styles.iconButton}
            aria-label={t('header.menu.open')}
            aria-expanded={menuOpen}
            aria-controls="side-menu"
            onClick={() => toggleSideMenu()}
          >
            <Icon name="menu" />
          </button>
        )}
        <a className={styles.logo} href={localizedPath(lang, '/index')} aria-label={t('header.logo.home')}>
          <img src="/images/logo.svg" alt="" width="135" height="30" />
        </a>
        <div className={styles.end}>
          <button type="button" className={`${styles.iconButton} ${styles.wide}`} aria-label={t('header.notices.open')} onClick={() => openModal('notice')}>
            <Icon name="notice" />
          </button>
          <label className={styles.language}>
            <Icon name="language" />
            <span className="visually-hidden">{t('header.language.label')}</span>
            <span className={styles.code} aria-hidden="true">
              {lang.toUpperCase()}
            </span>
            <select value={lang} onChange={(e) => switchLanguage(e.target.value, lang, codes)}>
              {languages.map((l) => (
                <option key={l.code} value={l.code}>
                  {l.label}
                </option>
              ))}
            </select>
          </label>
          {session.state === 'member' ? (
            <MemberBar member={session.member} lang={lang} />
          ) : session.state === 'unknown' ? (
            <div className={styles.pending} aria-busy="true">
              <span className="visually-hidden">{t('common.loading')}</span>
            </div>
          ) : (
            <>
              <div className={styles.inline}>
                <HeaderLoginForm />
              </div>
              <div className={styles.auth}>
                <button type="button" className="btn" onClick={() => openModal('login')}>
                  {t('header.auth.login')}
                </button>
                <button type="button" className="btn btn-primary" onClick={() => openModal('register')}>
                  {t('header.auth.register')}
                </button>
              </div>
            </>
          )}
        </div>
      </div>
    </div>
  );
}
