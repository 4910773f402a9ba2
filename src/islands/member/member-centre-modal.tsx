import { useStore } from '@nanostores/react';
import { Suspense, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_MEMBER_PAGE } from '#lib/stores/member-centre.ts';
import { $session } from '#lib/stores/session.ts';
import type { MemberPageKey, ModalProps } from '#lib/stores/ui.ts';
import { UnreadBadge } from '../chrome/unread-badge.tsx';
import { Icon } from '../common/icon.tsx';
import { useSite } from '../common/use-site.ts';
import { Modal } from '../modal/modal.tsx';
import { MEMBER_PAGES, memberPage } from './member-pages.ts';
import { MissionBadge } from './missions/mission-badge.tsx';
import styles from './member-centre.module.css';

/**
 * Spec §2 member centre: title, close button, the menu once the switches are known (entries per
 * the spec's table), the active page highlighted; draggable by its title bar on desktop, a
 * full-screen sheet on phones.
 */
export default function MemberCentreModal({ lang, props, onClose }: { lang: string; props: ModalProps['memberCentre'] | undefined; onClose: () => void }) {
  const { t } = useTranslation();
  const session = useStore($session);
  const { switches, known } = useSite();
  const [page, setPage] = useState<MemberPageKey>(props?.page ?? DEFAULT_MEMBER_PAGE);
  const headingId = useId();
  const active = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    // Braces matter: scrollIntoView returns a promise in current browsers, and an effect may only return a cleanup.
    void active.current?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [page, known]);
  if (session.state !== 'member') return null;

  const entries = MEMBER_PAGES.filter((e) => !e.when || e.when({ switches, member: session.member }));
  const current = entries.find((e) => e.key === page) ?? entries[0];
  if (!current) return null;
  const Page = memberPage(current);

  return (
    <Modal open title={t('member.centre.title')} onClose={onClose} width={1040} draggable fullScreenOnPhone>
      <div className={styles.layout}>
        {known ? (
          <nav className={styles.menu} aria-label={t('member.menu.label')}>
            <ul>
              {entries.map((e) => (
                <li key={e.key}>
                  <button
                    type="button"
                    className={styles.entry}
                    ref={e.key === current.key ? active : undefined}
                    aria-current={e.key === current.key ? 'page' : undefined}
                    onClick={() => setPage(e.key)}
                  >
                    <Icon name={e.icon} />
                    <span>{t(`member.menu.${e.key}`)}</span>
                    {e.key === 'messageV2' && <UnreadBadge />}
                    {e.key === 'missionLeaderboard' && <MissionBadge />}
                  </button>
                </li>
              ))}
            </ul>
          </nav>
        ) : (
          <div className={styles.menu} aria-hidden="true" />
        )}
        <section className={styles.page} aria-labelledby={headingId}>
          <h3 id={headingId} className={styles.pageTitle}>
            {t(`member.menu.${current.key}`)}
          </h3>
          <Suspense fallback={<p className={styles.loading}>{t('common.loading')}</p>}>
            {/* eslint-disable-next-line react-hooks/static-components -- memberPage() hands out one lazy component per page from a module-level cache, never a new one */}
            <Page lang={lang} />
          </Suspense>
        </section>
      </div>
    </Modal>
  );
}
