import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { acceptOffer, affectedContracts, type ContractAction, contractAction } from '#lib/stores/agent-centre.ts';
import type { ContractView } from '#lib/types/agents.ts';
import { ErrorText } from './parts.tsx';
import { TermsView } from './terms-view.tsx';
import { useFormat } from './use-format.ts';
import styles from './agent.module.css';

const TONE: Record<ContractView['status'], string> = { offered: 'warn', active: 'good', rejected: 'bad', withdrawn: '', terminated: 'bad', superseded: '' };

/**
 * One contract with what the agent may do with it: answer an offer (accepting one that ends
 * contracts it gave its downlines asks first, naming them), take back its own offer, ask to end an
 * active contract, or answer the other side's request to end it.
 */
export function ContractCard({ contract, me }: { contract: ContractView; me: number }) {
  const { t } = useTranslation();
  const f = useFormat();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [affected, setAffected] = useState<(ContractView & { cascade?: boolean })[] | null>(null);
  const holder = contract.downline.id === me;
  const asked = contract.terminationRequestedBy;
  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (err) {
      const list = affectedContracts(err);
      if (list.length) setAffected(list);
      else setError(err);
    } finally {
      setBusy(false);
    }
  };
  const act = (action: ContractAction) => () => void run(() => contractAction(contract.id, action));
  const button = (label: string, onClick: () => void, primary = false) => (
    <button type="button" className={`btn ${primary ? 'btn-primary' : ''} ${styles.small}`} disabled={busy} onClick={onClick}>
      {label}
    </button>
  );

  return (
    <article className={styles.card} aria-label={t('agent.contract.label', { kind: t(`agent.kind.${contract.kind}`), account: holder ? (contract.upline?.account ?? t('agent.contract.house')) : contract.downline.account })}>
      <div className={styles.contractHead}>
        <h5 className={styles.cardTitle}>
          {t(`agent.kind.${contract.kind}`)} · {f.rate(contract.headlineRate)}
        </h5>
        <span className={styles.chip} data-tone={TONE[contract.status]}>
          {t(`agent.contractStatus.${contract.status}`)}
        </span>
      </div>
      <p className={styles.muted}>
        {holder
          ? t('agent.contract.from', { account: contract.upline?.account ?? t('agent.contract.house') })
          : t('agent.contract.to', { account: contract.downline.account })}{' '}
        · {f.date(contract.createdAt)}
      </p>
      <TermsView kind={contract.kind} terms={contract.terms} />
      {asked !== null && contract.status === 'active' && (
        <p className={styles.error} role="status">
          {asked === me ? t('agent.contract.terminationAskedByMe') : t('agent.contract.terminationAskedByOther')}
        </p>
      )}
      {affected && (
        <div className={styles.card} role="alertdialog" aria-label={t('agent.contract.confirmTitle')}>
          <p style={{ margin: 0 }}>{t('agent.contract.confirmBody')}</p>
          <ul style={{ margin: 0 }}>
            {affected.map((c) => (
              <li key={c.id}>
                {t('agent.contract.affected', { account: c.downline.account, kind: t(`agent.kind.${c.kind}`), rate: f.rate(c.headlineRate) })}
                {c.cascade ? ` ${t('agent.contract.cascade')}` : ''}
              </li>
            ))}
          </ul>
          <div className={styles.actions}>
            {button(t('agent.contract.confirmAccept'), () => void run(async () => (await acceptOffer(contract.id, true), setAffected(null))), true)}
            {button(t('agent.action.cancel'), () => setAffected(null))}
          </div>
        </div>
      )}
      {error !== null && <ErrorText error={error} />}
      <div className={styles.actions}>
        {contract.status === 'offered' && holder && !affected && (
          <>
            {button(t('agent.contract.accept'), () => void run(() => acceptOffer(contract.id)), true)}
            {button(t('agent.contract.reject'), act('reject'))}
          </>
        )}
        {contract.status === 'offered' && !holder && button(t('agent.contract.withdraw'), act('withdraw'))}
        {contract.status === 'active' && contract.upline !== null && asked === null && button(t('agent.contract.terminate'), act('terminate'))}
        {contract.status === 'active' && asked !== null && asked !== me && (
          <>
            {button(t('agent.contract.terminationAccept'), act('terminationAccept'), true)}
            {button(t('agent.contract.terminationReject'), act('terminationReject'))}
          </>
        )}
        {contract.status === 'active' && asked === me && button(t('agent.contract.terminationCancel'), act('terminationCancel'))}
      </div>
    </article>
  );
}
