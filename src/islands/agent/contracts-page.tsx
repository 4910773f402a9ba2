import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { agentInfo, dataOf, givenContracts, mineContracts, ownTermsReport } from '#lib/stores/agent-centre.ts';
import { CONTRACT_KINDS, type ContractView } from '#lib/types/agents.ts';
import { ContractCard } from './contract-card.tsx';
import { OfferForm } from './offer-form.tsx';
import { ErrorText } from './parts.tsx';
import { TermsView } from './terms-view.tsx';
import styles from './agent.module.css';

const LIVE = new Set<ContractView['status']>(['offered', 'active']);

function Section({ title, contracts, me, empty }: { title: string; contracts: ContractView[]; me: number; empty: string }) {
  return (
    <section className={styles.stack} aria-label={title}>
      <h4 className={styles.cardTitle}>{title}</h4>
      {contracts.length ? (
        <div className={styles.contracts}>
          {contracts.map((c) => (
            <ContractCard key={c.id} contract={c} me={me} />
          ))}
        </div>
      ) : (
        <p className={styles.muted}>{empty}</p>
      )}
    </section>
  );
}

/**
 * Contracts: the agent's own terms per kind, offers waiting for its answer, the contracts it holds
 * and the ones it gave its downlines, and a form to offer a new one.
 */
export default function ContractsPage() {
  const { t } = useTranslation();
  const info = useStore(agentInfo.$state);
  const mine = useStore(mineContracts.$state);
  const given = useStore(givenContracts.$state);
  const own = useStore(ownTermsReport.$state);
  useEffect(() => {
    void mineContracts.load(undefined);
    void givenContracts.load(undefined);
    void ownTermsReport.load(undefined);
  }, []);
  const agent = dataOf(info);
  if (!agent) return null;
  const me = agent.id;
  const mineList = dataOf(mine)?.list ?? [];
  const givenAll = dataOf(given)?.list ?? [];
  const givenList = givenAll.filter((c) => LIVE.has(c.status));
  const ended = givenAll.filter((c) => !LIVE.has(c.status)).slice(0, 12);
  const ownTerms = dataOf(own);

  return (
    <div className={styles.stack}>
      {[mine, given, own].map((s, i) => (s.state === 'error' ? <ErrorText key={i} error={s.error} /> : null))}
      <Section title={t('agent.contracts.offers')} contracts={mineList.filter((c) => c.status === 'offered')} me={me} empty={t('agent.contracts.noOffers')} />
      <Section title={t('agent.contracts.mine')} contracts={mineList.filter((c) => c.status === 'active')} me={me} empty={t('agent.contracts.noneMine')} />
      {ownTerms && (
        <section className={styles.stack} aria-label={t('agent.contracts.own')}>
          <h4 className={styles.cardTitle}>{t('agent.contracts.own')}</h4>
          <div className={styles.contracts}>
            {CONTRACT_KINDS.filter((k) => k in ownTerms).map((k) => {
              const terms = ownTerms[k];
              return (
                <article key={k} className={styles.card}>
                  <h5 className={styles.cardTitle}>{t(`agent.kind.${k}`)}</h5>
                  {terms ? (
                    <>
                      <p className={styles.muted}>{t(terms.source === 'house' ? 'agent.contracts.sourceHouse' : 'agent.contracts.sourceContract')}</p>
                      <TermsView kind={k} terms={terms.terms} />
                    </>
                  ) : (
                    <p className={styles.muted}>{t('agent.contracts.noTerms')}</p>
                  )}
                </article>
              );
            })}
          </div>
        </section>
      )}
      <Section title={t('agent.contracts.given')} contracts={givenList} me={me} empty={t('agent.contracts.noneGiven')} />
      {ownTerms && (
        <section className={styles.card} aria-labelledby="agent-offer-title">
          <h4 id="agent-offer-title" className={styles.cardTitle}>
            {t('agent.offer.title')}
          </h4>
          <OfferForm own={ownTerms} />
        </section>
      )}
      {ended.length > 0 && <Section title={t('agent.contracts.ended')} contracts={ended} me={me} empty="" />}
    </div>
  );
}
