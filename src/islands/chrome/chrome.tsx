import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { setApiLanguage } from '#lib/api.ts';
import { $launch } from '#lib/stores/launch.ts';
import { $popupsDue, $session, loadSession, type MemberInfo, type Session } from '#lib/stores/session.ts';
import { provideShell, startup } from '#lib/stores/site.ts';
import { $dialog, $modal, type ModalName, openModal } from '#lib/stores/ui.ts';
import type { ShellData } from '#lib/types/shell.ts';
import { IslandI18nProvider, type IslandI18n } from '../common/i18n.tsx';
import { InitialShell } from '../common/use-site.ts';
import { BottomNav } from './bottom-nav.tsx';
import { isMemberPage } from '../member/member-pages.ts';
import { ModalHost } from './modal-host.tsx';
import { openMemberCentre, watchLostSession } from './reactions.ts';
import { RealityCheckReminder } from './reality-check-reminder.tsx';
import { showPopupAnnouncements } from './popups.ts';
import { RightBar } from './right-bar.tsx';
import { SideMenu } from './side-menu.tsx';
import { useShell } from './use-shell.ts';
import { InitialSession } from './use-session-view.ts';
import { type LanguageOption, TopBar } from './top-bar.tsx';

export interface ChromeProps extends IslandI18n {
  languages: LanguageOption[];
  /** The page's path without language prefix, for the active navigation entry. */
  path: string;
  /** Shell data when the page was rendered on demand; null on prerendered pages (loaded at start-up). */
  shell: ShellData | null;
  /** The logged-in member when the page was rendered on demand with a session; null otherwise. */
  member: MemberInfo | null;
  /** 'full': top bar, navigation, side menu and right bar; 'header': the header alone. */
  variant: 'full' | 'header';
  sideMenu: boolean;
  /** A modal the page opens on arrival (for example /register). */
  openOnLoad?: ModalName | undefined;
}

/** Takes a one-time parameter out of the address bar (so a reload does not act on it again) and returns it. */
function takeParam(name: string): string | null {
  const url = new URL(location.href);
  const value = url.searchParams.get(name);
  if (!value) return null;
  url.searchParams.delete(name);
  history.replaceState(history.state, '', url.pathname + url.search + url.hash);
  return value;
}

/** After a login the pop-up announcements show again, once no modal or dialog is in the way. */
function showPopupsWhenFree(lang: string): () => void {
  const check = () => {
    if (!$popupsDue.get() || $modal.get() || $dialog.get()) return;
    $popupsDue.set(false);
    void showPopupAnnouncements(lang).catch(() => undefined);
  };
  const stops = [$popupsDue.listen(check), $modal.listen(check), $dialog.listen(check)];
  return () => stops.forEach((stop) => stop());
}

/** "Starting a game…" and a failed launch's reasons, loaded with the first launch. */
const LaunchOverlay = lazy(() => import('./launch-overlay.tsx'));

/** The site chrome around every page: header, side menu, right bar and the modal host. */
export default function Chrome(props: ChromeProps) {
  const { lang, messages, languages, path, shell: initialShell, member, variant, sideMenu, openOnLoad } = props;
  const shell = useShell(initialShell);
  const launching = useStore($launch).status !== 'idle';
  // Pages rendered on demand know the session (a member or a visitor); prerendered pages do not.
  const initialSession: Session = member ? { state: 'member', member } : initialShell ? { state: 'guest' } : { state: 'unknown' };
  const headerRef = useRef<HTMLElement>(null);

  // Tells client:interact the chrome is live, so it can replay a press or choice made before (decision 033).
  useEffect(() => {
    headerRef.current?.dispatchEvent(new Event('meridian:live', { bubbles: true }));
  }, []);

  useEffect(() => {
    setApiLanguage(lang);
    provideShell(initialShell);
    const stopPopups = showPopupsWhenFree(lang);
    const stopLostSession = watchLostSession();
    const session = loadSession(member ?? (initialShell ? null : undefined)).then(({ passwordChangeOwed }) => {
      // A password change still owed from before a reload is asked for again, before anything else.
      if (passwordChangeOwed) openModal('changePassword', { forced: true });
      // The emailed recovery link is /index?reset=TOKEN; a link to a member-centre page is /index?member=PAGE.
      const token = takeParam('reset');
      const memberPage = takeParam('member');
      if ($modal.get()) return;
      if (token) openModal('resetPassword', { token });
      else if (memberPage && isMemberPage(memberPage)) openMemberCentre(memberPage);
      // /register for someone already logged in has nothing to open.
      else if (openOnLoad && !($session.get().state === 'member' && (openOnLoad === 'register' || openOnLoad === 'login'))) openModal(openOnLoad);
    });
    // The pop-ups come after whatever the page opens on arrival, never over it.
    void Promise.all([startup(), session]).then(() => showPopupAnnouncements(lang).catch(() => undefined));
    return () => {
      stopPopups();
      stopLostSession();
    };
    // The island's props come from the server once and never change: this runs once per page.
  }, [lang, initialShell, member, openOnLoad]);

  return (
    <IslandI18nProvider lang={lang} messages={messages}>
      <InitialShell.Provider value={initialShell}>
        <InitialSession.Provider value={initialSession}>
          <header ref={headerRef} className="site-header">
            <TopBar lang={lang} languages={languages} withMenu={sideMenu} />
            <BottomNav lang={lang} path={path} shell={shell} />
          </header>
          {sideMenu && <SideMenu lang={lang} languages={languages} shell={shell} />}
          {variant === 'full' && <RightBar shell={shell} />}
          <ModalHost lang={lang} />
          {launching && (
            <Suspense fallback={null}>
              <LaunchOverlay />
            </Suspense>
          )}
          <RealityCheckReminder />
        </InitialSession.Provider>
      </InitialShell.Provider>
    </IslandI18nProvider>
  );
}
