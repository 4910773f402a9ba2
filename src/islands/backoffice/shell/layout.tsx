import { type ComponentType, lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DESKS, type DeskId } from '#lib/backoffice/desks.ts';
import { can, type StaffRole } from '#lib/backoffice/roles.ts';
import type { DeskProps } from '../desk-props.ts';
import { DESK_VIEWS } from '../desk-views.ts';
import styles from './shell.module.css';

/** The page of a desk in a language: /backoffice/<desk> (Bengali) or /backoffice/en/<desk>. */
export function deskPath(lang: string, desk: string): string {
  const prefix = lang === 'bn' ? '/backoffice' : `/backoffice/${lang}`;
  return desk ? `${prefix}/${desk}` : prefix;
}

/** Each registered desk's view, loaded when first shown. */
const VIEWS: Partial<Record<DeskId, ComponentType<DeskProps>>> = Object.fromEntries(Object.entries(DESK_VIEWS).map(([id, load]) => [id, lazy(load)]));

/** The signed-in staff member (GET /backoffice/api/session/me). */
export interface StaffMe {
  id: number;
  username: string;
  displayName: string;
  role: StaffRole;
  permissions: readonly string[];
}

const LANGUAGES = [
  { code: 'bn', label: 'বাংলা' },
  { code: 'en', label: 'English' },
] as const;

interface Props {
  lang: string;
  desk: string;
  me: StaffMe;
  onSignOut: () => void;
}

/** Navigation with the desks the role may open, the top bar, and the desk itself. */
export function BackofficeLayout({ lang, desk, me, onSignOut }: Props) {
  const { t } = useTranslation();
  const allowed = DESKS.filter((d) => can(me.role, d.permission));
  const current = desk ? DESKS.find((d) => d.id === desk) : allowed[0];
  const [search, setSearch] = useState('');
  const [menuOpen, setMenuOpen] = useState(false);
  useEffect(() => setSearch(window.location.search), []);

  const staff = { id: me.id, username: me.username, displayName: me.displayName, role: me.role };
  let body;
  if (!current) body = <p className={styles['notice']}>{t('bo.shell.noDesks')}</p>;
  else if (!can(me.role, current.permission)) {
    body = (
      <div className={styles['notice']} role="alert">
        <h1>{t('bo.shell.notAllowed')}</h1>
        <p>{t('bo.shell.notAllowedHint')}</p>
      </div>
    );
  } else {
    const View = VIEWS[current.id];
    body = View ? (
      <Suspense fallback={<p role="status">{t('bo.shell.loading')}</p>}>
        <View lang={lang} staff={staff} />
      </Suspense>
    ) : (
      <div className={styles['notice']}>
        <h1>{t(`bo.desk.${current.id}`)}</h1>
        <p>{t('bo.shell.noDesk')}</p>
      </div>
    );
  }

  return (
    <div className={styles['app']}>
      <a className={styles['skip']} href="#bo-main">
        {t('bo.shell.skip')}
      </a>
      <header className={styles['topbar']}>
        <button type="button" className={styles['menuButton']} aria-expanded={menuOpen} aria-controls="bo-nav" onClick={() => setMenuOpen((o) => !o)}>
          {t('bo.shell.menu')}
        </button>
        <span className={styles['brand']}>{t('bo.shell.title')}</span>
        <span className={styles['who']}>
          <strong>{me.displayName}</strong>
          <span className={styles['role']}>
            <span className={styles['visuallyHidden']}>{t('bo.shell.role')}: </span>
            {t(`bo.role.${me.role}`)}
          </span>
        </span>
        <nav aria-label={t('bo.shell.language')} className={styles['langs']}>
          {LANGUAGES.map((l) => (
            <a key={l.code} href={`${deskPath(l.code, desk)}${search}`} lang={l.code} aria-current={l.code === lang ? 'true' : undefined}>
              {l.label}
            </a>
          ))}
        </nav>
        <button type="button" className={styles['signOut']} onClick={onSignOut}>
          {t('bo.shell.signOut')}
        </button>
      </header>
      <nav id="bo-nav" aria-label={t('bo.shell.nav')} className={`${styles['nav']} ${menuOpen ? styles['navOpen'] : ''}`}>
        <ul>
          {allowed.map((d) => (
            <li key={d.id}>
              <a href={deskPath(lang, d.id)} aria-current={current?.id === d.id ? 'page' : undefined}>
                {t(`bo.desk.${d.id}`)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <main id="bo-main" tabIndex={-1} className={styles['main']}>
        {body}
      </main>
    </div>
  );
}
