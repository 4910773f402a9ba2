import { useStore } from '@nanostores/react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { directAgents, offerContract } from '#lib/stores/agent-centre.ts';
import { CONTRACT_KINDS, DIVIDEND_PERIODS, type Kind, type OwnTerms } from '#lib/types/agents.ts';
import { oneOf } from '../common/one-of.ts';
import { draftOf, type TermsDraft, termsOf } from './offer-terms.ts';
import { ErrorText } from './parts.tsx';
import { TermsView } from './terms-view.tsx';
import { useFormat } from './use-format.ts';
import styles from './agent.module.css';

/** Offer a contract to a direct downline agent, never above the agent's own terms (shown as the cap; the server enforces it). */
export function OfferForm({ own }: { own: Partial<Record<Kind, OwnTerms | null>> }) {
  const { t } = useTranslation();
  const f = useFormat();
  const agents = useStore(directAgents.$state);
  const kinds = CONTRACT_KINDS.filter((k) => own[k]);
  const [downline, setDownline] = useState('');
  const [kind, setKind] = useState<Kind | ''>(kinds[0] ?? '');
  const [draft, setDraft] = useState<TermsDraft>(() => draftOf(kinds[0] ?? 'daily_wage', kinds[0] ? own[kinds[0]]?.terms : undefined, f.currency.minorUnits));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [sent, setSent] = useState<string | null>(null);
  const ids = { downline: useId(), kind: useId(), period: useId() };
  useEffect(() => void directAgents.load(undefined), []);

  if (!kinds.length) return <p className={styles.muted}>{t('agent.offer.nothing')}</p>;
  const list = agents.state === 'ready' ? agents.data.list : [];
  const terms = kind ? termsOf(kind, draft, f.currency.minorUnits) : null;
  const cap = kind ? own[kind] : null;
  const chooseKind = (k: Kind) => {
    setKind(k);
    setDraft(draftOf(k, own[k]?.terms, f.currency.minorUnits));
  };
  const setTier = (i: number, key: 'bet' | 'members' | 'rate', value: string) =>
    setDraft((d) => ({ ...d, tiers: d.tiers.map((x, j) => (j === i ? { ...x, [key]: value.replace(/[^\d.]/g, '') } : x)) }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!kind || !terms || !downline || busy) return;
    setBusy(true);
    setError(null);
    setSent(null);
    try {
      const offered = await offerContract(Number(downline), kind, terms);
      setSent(offered.downline.account);
    } catch (err) {
      setError(err);
    } finally {
      setBusy(false);
    }
  };

  const tierLabel = kind ? t(`agent.terms.threshold.${kind}`) : '';
  return (
    <div className={styles.two}>
      <form className={styles.form} noValidate onSubmit={(e) => void submit(e)} aria-label={t('agent.offer.title')}>
        <div className={styles.field}>
          <label htmlFor={ids.downline}>{t('agent.offer.downline')}</label>
          <select id={ids.downline} value={downline} onChange={(e) => setDownline(e.target.value)} required>
            <option value="">{list.length ? t('agent.offer.choose') : t('agent.offer.noDownlines')}</option>
            {list.map((m) => (
              <option key={m.id} value={m.id}>
                {m.account}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor={ids.kind}>{t('agent.col.kind')}</label>
          <select id={ids.kind} value={kind} onChange={(e) => {
              const next = oneOf(kinds, e.target.value);
              if (next) chooseKind(next);
            }}
          >
            {kinds.map((k) => (
              <option key={k} value={k}>
                {t(`agent.kind.${k}`)}
              </option>
            ))}
          </select>
        </div>
        {kind === 'dividend' && (
          <div className={styles.field}>
            <label htmlFor={ids.period}>{t('agent.terms.periodLabel')}</label>
            <select id={ids.period} value={draft.period} onChange={(e) => setDraft((d) => ({ ...d, period: oneOf(DIVIDEND_PERIODS, e.target.value) ?? d.period }))}>
              {DIVIDEND_PERIODS.map((p) => (
                <option key={p} value={p}>
                  {t(`agent.period.${p}`)}
                </option>
              ))}
            </select>
          </div>
        )}
        {kind === 'realtime_salary' ? (
          <div className={styles.tierRow}>
            <label className={styles.field}>
              {t('agent.terms.profitRatePct')}
              <input inputMode="decimal" value={draft.profitRate} onChange={(e) => setDraft((d) => ({ ...d, profitRate: e.target.value.replace(/[^\d.]/g, '') }))} />
            </label>
            <label className={styles.field}>
              {t('agent.terms.lossRatePct')}
              <input inputMode="decimal" value={draft.lossRate} onChange={(e) => setDraft((d) => ({ ...d, lossRate: e.target.value.replace(/[^\d.]/g, '') }))} />
            </label>
            <label className={styles.field}>
              {t('agent.terms.minSingleBetIn', { symbol: f.currency.symbol })}
              <input inputMode="decimal" value={draft.minSingleBet} onChange={(e) => setDraft((d) => ({ ...d, minSingleBet: e.target.value.replace(/[^\d.]/g, '') }))} />
            </label>
          </div>
        ) : (
          <fieldset className={styles.stack} style={{ gap: 8, border: 0, padding: 0, margin: 0 }}>
            <legend className={styles.muted}>{t('agent.offer.tiers')}</legend>
            {draft.tiers.map((tier, i) => (
              <div key={i} className={styles.tierRow}>
                <label className={styles.field}>
                  {t('agent.offer.tierThreshold', { n: i + 1, label: tierLabel, symbol: f.currency.symbol })}
                  <input inputMode="decimal" value={tier.bet} onChange={(e) => setTier(i, 'bet', e.target.value)} />
                </label>
                {kind === 'dividend' && (
                  <label className={styles.field}>
                    {t('agent.offer.tierMembers', { n: i + 1 })}
                    <input inputMode="numeric" value={tier.members} onChange={(e) => setTier(i, 'members', e.target.value)} />
                  </label>
                )}
                <label className={styles.field}>
                  {t('agent.offer.tierRate', { n: i + 1 })}
                  <input inputMode="decimal" value={tier.rate} onChange={(e) => setTier(i, 'rate', e.target.value)} />
                </label>
                <button type="button" className={`btn ${styles.small}`} disabled={draft.tiers.length <= 1} onClick={() => setDraft((d) => ({ ...d, tiers: d.tiers.filter((_, j) => j !== i) }))}>
                  {t('agent.offer.removeTier')}
                </button>
              </div>
            ))}
            <div>
              <button type="button" className={`btn ${styles.small}`} disabled={draft.tiers.length >= 20} onClick={() => setDraft((d) => ({ ...d, tiers: [...d.tiers, { bet: '', members: '0', rate: '' }] }))}>
                {t('agent.offer.addTier')}
              </button>
            </div>
          </fieldset>
        )}
        {error !== null && <ErrorText error={error} />}
        {sent && (
          <p className={styles.success} role="status">
            {t('agent.offer.sent', { account: sent })}
          </p>
        )}
        <button type="submit" className="btn btn-primary" disabled={busy || !terms || !downline}>
          {t('agent.offer.submit')}
        </button>
      </form>
      {cap && kind && (
        <section className={styles.card} aria-label={t('agent.offer.cap')}>
          <h5 className={styles.cardTitle}>{t('agent.offer.cap')}</h5>
          <p className={styles.muted}>{t('agent.offer.capNote')}</p>
          <TermsView kind={kind} terms={cap.terms} />
        </section>
      )}
    </div>
  );
}
