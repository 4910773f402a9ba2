import { useStore } from '@nanostores/react';
import { Suspense, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadAgentMessages } from '#lib/i18n/agent-messages.ts';
import { isAgentType } from '#lib/roles.ts';
import { agentInfo, dataOf, DEFAULT_AGENT_PAGE, loadAgentInfo, rememberAgentPage } from '#lib/stores/agent-centre.ts';
import { $session } from '#lib/stores/session.ts';
import type { ModalProps } from '#lib/stores/ui.ts';
import type { AgentPageKey } from '#lib/types/agents.ts';
import { Icon } from '../common/icon.tsx';
import { useSite } from '../common/use-site.ts';
import styles from '../member/member-centre.module.css';
import { Modal } from '../modal/modal.tsx';
import { AGENT_PAGES, agentPage } from './agent-pages.ts';
import { TABLE_PREFIXES } from './table-prefixes.ts';
import agentStyles from './agent.module.css';

/**
 * Spec §2 agent centre: title, close button, the menu once the switches and the agent's
 * details are known (wage pages only when their feature is on), the active page highlighted;
 * the open page is kept in the address bar so a reload comes back to it.
 */
export default function AgentCentreModal({ lang, props, onClose }: { lang: string; props: ModalProps['agentCentre'] | undefined; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const session = useStore($session);
  const info = useStore(agentInfo.$state);
  const { switches, known } = useSite();
  const [page, setPage] = useState<AgentPageKey>(props?.page ?? DEFAULT_AGENT_PAGE);
  const [words, setWords] = useState(() => i18n.exists('agent.centre.title'));
  const headingId = useId();
  const active = useRef<HTMLButtonElement>(null);

  useEffect(() => void loadAgentInfo(), []);
  useEffect(() => {
    if (words) return;
    void loadAgentMessages(lang).then((messages) => {
      i18n.addResourceBundle(lang, 'translation', messages, true, false);
      setWords(true);
    });
  }, [words, lang, i18n]);
  useEffect(() => {
    rememberAgentPage(page);
    void active.current?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [page, known, words]);

  if (session.state !== 'member' || !isAgentType(session.member.type)) return null;
  const close = () => {
    rememberAgentPage(null, TABLE_PREFIXES);
    onClose();
  };
  const agent = dataOf(info);
  const ready = known && words && agent !== undefined;
  const entries = AGENT_PAGES.filter((e) => !e.switch || switches[e.switch] === true);
  const current = entries.find((e) => e.key === page) ?? entries.find((e) => e.key === DEFAULT_AGENT_PAGE);
  if (!current) return null;
  const Page = agentPage(current);
  const pending = agent ? agent.pendingOffers + agent.pendingTerminations : 0;

  return (
    <Modal open title={words ? t('agent.centre.title') : t('header.member.agent')} onClose={close} width={1120} draggable fullScreenOnPhone>
      <div className={styles.layout}>
        {ready ? (
          <nav className={styles.menu} aria-label={t('agent.menu.label')}>
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
                    <span>{t(`agent.menu.${e.key}`)}</span>
                    {e.key === 'agentContracts' && pending > 0 && <span className={agentStyles.badge}>{pending}</span>}
                  </button>
                </li>
              ))}
            </ul>
          </nav>
        ) : (
          <div className={styles.menu} aria-hidden="true" />
        )}
        <section className={styles.page} aria-labelledby={headingId}>
          {words ? (
            <>
              <h3 id={headingId} className={styles.pageTitle}>
                {t(`agent.menu.${current.key}`)}
              </h3>
              {info.state === 'error' ? (
                <p role="alert">{t('agent.error.load')}</p>
              ) : (
                <Suspense fallback={<p className={styles.loading}>{t('common.loading')}</p>}>
                  {/* eslint-disable-next-line react-hooks/static-components -- agentPage() hands out one lazy component per page from a module-level cache, never a new one */}
                  <Page lang={lang} />
                </Suspense>
              )}
            </>
          ) : (
            <p id={headingId} className={styles.loading}>
              {t('common.loading')}
            </p>
          )}
        </section>
      </div>
    </Modal>
  );
}
