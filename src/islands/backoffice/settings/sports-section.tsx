import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { settingsDesk } from '#lib/backoffice/settings-api.ts';
import { NumberField, PendingList, type SectionProps, SectionForm, useUnits } from './parts.tsx';
import styles from './settings.module.css';

/** The `sports` setting as stored (src/server/system/settings-schema.ts validates it again on save). */
interface SportsSettings {
  margin: number;
  inPlayMargin: number;
  cashout: boolean;
  cashoutMargin: number;
  betDelaySeconds: number;
  minStake: number;
  maxStake: number;
  maxPayoutBet: number;
  maxPayoutMarket: number;
  maxLegs: number;
  slipMaxBets: number;
  feed: { simulated: boolean; daysAhead: number };
}

const NUMBERS = ['margin', 'inPlayMargin', 'cashoutMargin', 'betDelaySeconds', 'minStake', 'maxStake', 'maxPayoutBet', 'maxPayoutMarket', 'maxLegs', 'slipMaxBets'] as const;

function isSports(v: unknown): v is SportsSettings {
  if (typeof v !== 'object' || v === null) return false;
  const s = v as Record<string, unknown>;
  const feed = s['feed'] as Record<string, unknown> | undefined;
  return typeof s['cashout'] === 'boolean' && typeof feed?.['simulated'] === 'boolean' && typeof feed['daysAhead'] === 'number' && NUMBERS.every((k) => typeof s[k] === 'number');
}

/** Basis points ↔ percent. */
const toPercent = (bp: number) => bp / 100;
const toBp = (pct: number) => Math.round(pct * 100);

/**
 * The sportsbook: the betting rules apply at once; stakes, payouts and margins (what a bet may win
 * and what the book keeps) wait for a second staff member, like the cashier's limits.
 */
export default function SportsSection(p: SectionProps) {
  const stored = p.settings['sports'];
  const { t } = useTranslation();
  if (!isSports(stored)) return <p role="alert" className={styles['error']}>{t('bo.settings.failed')}</p>;
  return (
    <>
      <RulesForm {...p} stored={stored} />
      <LimitsForm {...p} stored={stored} />
    </>
  );
}

function RulesForm(p: SectionProps & { stored: SportsSettings }) {
  const { t } = useTranslation();
  const [cashout, setCashout] = useState(p.stored.cashout);
  const [delay, setDelay] = useState(p.stored.betDelaySeconds);
  const [legs, setLegs] = useState(p.stored.maxLegs);
  const [slip, setSlip] = useState(p.stored.slipMaxBets);
  const [simulated, setSimulated] = useState(p.stored.feed.simulated);
  const [days, setDays] = useState(p.stored.feed.daysAhead);
  return (
    <SectionForm
      title={t('bo.settings.sports.rulesTitle')}
      intro={t('bo.settings.sports.rulesIntro')}
      canWrite={p.canWrite}
      reload={p.reload}
      save={async () => {
        // The stored money part goes back as it is, so this change applies at once.
        return settingsDesk.set('sports', { ...p.stored, cashout, betDelaySeconds: delay, maxLegs: legs, slipMaxBets: slip, feed: { simulated, daysAhead: days } });
      }}
    >
      <label className={styles['switch']}>
        <input type="checkbox" checked={cashout} onChange={(e) => setCashout(e.target.checked)} />
        <span>{t('bo.settings.sports.cashout')}</span>
      </label>
      <div className={styles['row']}>
        <NumberField label={t('bo.settings.sports.delay')} hint={t('bo.settings.sports.delayHint')} value={delay} onChange={setDelay} />
        <NumberField label={t('bo.settings.sports.maxLegs')} value={legs} onChange={setLegs} min={2} />
        <NumberField label={t('bo.settings.sports.slipMaxBets')} value={slip} onChange={setSlip} min={1} />
      </div>
      <label className={styles['switch']}>
        <input type="checkbox" checked={simulated} onChange={(e) => setSimulated(e.target.checked)} />
        <span>{t('bo.settings.sports.simulated')}</span>
      </label>
      <NumberField label={t('bo.settings.sports.daysAhead')} hint={t('bo.settings.sports.daysAheadHint')} value={days} onChange={setDays} min={1} />
    </SectionForm>
  );
}

function LimitsForm(p: SectionProps & { stored: SportsSettings }) {
  const { t } = useTranslation();
  const u = useUnits(p);
  const s = p.stored;
  const [minStake, setMinStake] = useState(u.toUnits(s.minStake));
  const [maxStake, setMaxStake] = useState(u.toUnits(s.maxStake));
  const [payoutBet, setPayoutBet] = useState(u.toUnits(s.maxPayoutBet));
  const [payoutMarket, setPayoutMarket] = useState(u.toUnits(s.maxPayoutMarket));
  const [margin, setMargin] = useState(toPercent(s.margin));
  const [inPlay, setInPlay] = useState(toPercent(s.inPlayMargin));
  const [cashoutMargin, setCashoutMargin] = useState(toPercent(s.cashoutMargin));
  return (
    <SectionForm
      title={t('bo.settings.sports.limitsTitle')}
      intro={t('bo.settings.sports.limitsIntro')}
      canWrite={p.canWrite}
      money
      reload={p.reload}
      save={async () => {
        if (!(minStake <= maxStake)) throw new Error(t('bo.settings.sports.badStakes'));
        if (!(payoutBet <= payoutMarket)) throw new Error(t('bo.settings.sports.badPayouts'));
        if (![margin, inPlay, cashoutMargin].every((m) => m >= 0 && m <= 30)) throw new Error(t('bo.settings.sports.badMargin'));
        return settingsDesk.set('sports', {
          ...s,
          minStake: u.toMinor(minStake),
          maxStake: u.toMinor(maxStake),
          maxPayoutBet: u.toMinor(payoutBet),
          maxPayoutMarket: u.toMinor(payoutMarket),
          margin: toBp(margin),
          inPlayMargin: toBp(inPlay),
          cashoutMargin: toBp(cashoutMargin),
        });
      }}
    >
      <PendingList pending={p.pending} keys={['sports']} />
      <div className={styles['row']}>
        <NumberField label={t('bo.settings.sports.minStake', { code: u.code })} value={minStake} onChange={setMinStake} step={u.step} />
        <NumberField label={t('bo.settings.sports.maxStake', { code: u.code })} value={maxStake} onChange={setMaxStake} step={u.step} />
      </div>
      <div className={styles['row']}>
        <NumberField label={t('bo.settings.sports.payoutBet', { code: u.code })} value={payoutBet} onChange={setPayoutBet} step={u.step} />
        <NumberField label={t('bo.settings.sports.payoutMarket', { code: u.code })} hint={t('bo.settings.sports.payoutMarketHint')} value={payoutMarket} onChange={setPayoutMarket} step={u.step} />
      </div>
      <div className={styles['row']}>
        <NumberField label={t('bo.settings.sports.margin')} value={margin} onChange={setMargin} step={0.01} />
        <NumberField label={t('bo.settings.sports.inPlayMargin')} value={inPlay} onChange={setInPlay} step={0.01} />
        <NumberField label={t('bo.settings.sports.cashoutMargin')} hint={t('bo.settings.sports.cashoutMarginHint')} value={cashoutMargin} onChange={setCashoutMargin} step={0.01} />
      </div>
    </SectionForm>
  );
}
