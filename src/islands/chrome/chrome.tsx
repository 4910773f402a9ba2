import { useEffect } from 'react';
import { provideShell, startup } from '#lib/stores/site.ts';
import { openModal, type ModalName } from '#lib/stores/ui.ts';
import type { MemberInfo } from '#lib/stores/session.ts';
import type { ShellData } from '#lib/types/shell.ts';
import { IslandI18nProvider, type IslandI18n } from '../common/i18n.tsx';
import { BottomNav } from './bottom-nav.tsx';
import { ModalHost } from './modal-host.tsx';
import { showPopupAnnouncements } from './popups.ts';
import { RightBar } from './right-bar.tsx';
import { SideMenu } from './side-menu.tsx';
import { useShell } from './use-shell.ts';
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

/** The site chrome around every page: header, side menu, right bar and the modal host. */
export default function Chrome(props: ChromeProps) {
  const { lang, messages, languages, path, shell: initialShell, variant, sideMenu, openOnLoad } = props;
  const shell = useShell(initialShell);

  useEffect(() => {
    provideShell(initialShell);
    void startup().then(() => showPopupAnnouncements(lang).catch(() => undefined));
    if (openOnLoad) openModal(openOnLoad);
  }, []);

  return (
    <IslandI18nProvider lang={lang} messages={messages}>
      <header className="site-header">
        <TopBar lang={lang} languages={languages} withMenu={sideMenu} />
        <BottomNav lang={lang} path={path} shell={shell} />
      </header>
      {sideMenu && <SideMenu lang={lang} languages={languages} shell={shell} />}
      {variant === 'full' && <RightBar shell={shell} />}
      <ModalHost lang={lang} />
    </IslandI18nProvider>
  );
}
