import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '#lib/api.ts';
import type { ReferralPage } from '#lib/contracts/referral.ts';
import type { ReferralState } from '#lib/contracts/loyalty-model.ts';
import { errorMessage } from '#lib/error-message.ts';
import { referralApi } from '#lib/referral-api.ts';
import cashier from '../cashier/cashier.module.css';
import { useMoney } from '../cashier/use-money.ts';
import type { MemberPageProps } from '../page-props.ts';
import styles from './referral.module.css';
import { useReferralMessages } from './use-referral-messages.ts';

type Load = { state: 'loading' } | { state: 'error'; error: unknown } | { state: 'ready'; page: ReferralPage };

const TONE: Partial<Record<ReferralState, string>> = { rewarded: 'good', qualified: 'wait', held: 'wait', rejected: 'bad', expired: 'bad' };

/** The code, link and QR code, with copy and share. */
function Invite({ page }: { page: ReferralPage }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState<'code' | 'link' | null>(null);
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  const copy = async (what: 'code' | 'link') => {
    await navigator.clipboard?.writeText(what === 'code' ? page.code : page.link).catch(() => undefined);
    setCopied(what);
  };
  const share = () => void navigator.share({ title: t('referral.share.title'), text: t('referral.share.text', { code: page.code }), url: page.link }).catch(() => undefined);
  return (
    <section className={cashier.section} aria-labelledby="referral-invite">
      <h3 id="referral-invite" className={cashier.sectionTitle}>
        {t('referral.invite.heading')}
      </h3>
      <div className={styles.invite}>
        <div className={styles.qr} role="img" aria-label={t('referral.invite.qr')} dangerouslySetInnerHTML={{ __html: page.qr }} />
        <div className={styles.fields}>
          <div className={styles.field}>
            <span className={styles.label} id="referral-code-label">
              {t('referral.invite.code')}
            </span>
            <span className={styles.code} aria-labelledby="referral-code-label">
              {page.code}
            </span>
          </div>
          <div className={styles.field}>
            <span className={styles.label} id="referral-link-label">
              {t('referral.invite.link')}
            </span>
            <span className={styles.link} aria-labelledby="referral-link-label">
              {page.link}
            </span>
          </div>
          <div className={cashier.buttons}>
            <button type="button" className="btn" onClick={() => void copy('code')}>
              {t('referral.invite.copyCode')}
            </button>
            <button type="button" className="btn" onClick={() => void copy('link')}>
              {t('referral.invite.copyLink')}
            </button>
            {canShare && (
              <button type="button" className="btn btn-primary" onClick={share}>
                {t('referral.invite.share')}
              </button>
            )}
          </div>
          <p className={cashier.muted} role="status">
            {copied ? t(`referral.invite.copied.${copied}`) : ''}
          </p>
        </div>
      </div>
    </section>
  );
}

/** Spec §2 referral ("invite friends"): shown while the referral switch is on. */
export default function ReferralPageView(_: MemberPageProps) {
  useReferralMessages();
  const { t } = useTranslation();
  const { money, number, time } = useMoney();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const read = useCallback(async () => {
    setLoad((l) => (l.state === 'ready' ? l : { state: 'loading' }));
    try {
      setLoad({ state: 'ready', page: await referralApi.page() });
    } catch (error) {
      setLoad({ state: 'error', error });
    }
  }, []);
  useEffect(() => void read(), [read]);

  if (load.state === 'loading')
    return (
      <div aria-busy="true">
        <span className="visually-hidden">{t('common.loading')}</span>
        <div className={cashier.skeleton} />
      </div>
    );
  if (load.state === 'error') {
    const off = load.error instanceof ApiError && load.error.code === 'REFERRAL_OFF';
    const message = errorMessage(load.error);
    return (
      <div className={cashier.notice} data-tone="bad" role="alert">
        <span className={cashier.noticeText}>{off ? t(message.key, message.values ?? {}) : t('referral.failed')}</span>
        {!off && (
          <button type="button" className={cashier.link} onClick={() => void read()}>
            {t('referral.retry')}
          </button>
        )}
      </div>
    );
  }
  const { page } = load;
  const { rules, totals } = page;
  return (
    <div className={cashier.page}>
      <Invite page={page} />
      <section className={cashier.section} aria-labelledby="referral-rules">
        <h3 id="referral-rules" className={cashier.sectionTitle}>
          {t('referral.rules.heading')}
        </h3>
        <ol className={cashier.steps}>
          <li>{t('referral.rules.share')}</li>
          <li>{t('referral.rules.qualify', { deposit: money(rules.minDeposit), bet: money(rules.minValidBet), days: number(rules.days) })}</li>
          <li>{rules.rewardTurnover > 0 ? t('referral.rules.rewardBonus', { reward: money(rules.reward), times: number(rules.rewardTurnover) }) : t('referral.rules.rewardCash', { reward: money(rules.reward) })}</li>
        </ol>
        <p className={cashier.muted}>{t('referral.rules.fair')}</p>
      </section>
      <section className={cashier.section} aria-labelledby="referral-rewards">
        <h3 id="referral-rewards" className={cashier.sectionTitle}>
          {t('referral.rewards.heading')}
        </h3>
        <ul className={cashier.summary}>
          <li className={cashier.summaryItem}>
            <span className={cashier.summaryLabel}>{t('referral.rewards.earned')}</span>
            <span className={`${cashier.summaryValue} ${cashier.accent}`}>{money(totals.earned)}</span>
          </li>
          <li className={cashier.summaryItem}>
            <span className={cashier.summaryLabel}>{t('referral.rewards.invited')}</span>
            <span className={cashier.summaryValue}>{number(totals.invited)}</span>
          </li>
          <li className={cashier.summaryItem}>
            <span className={cashier.summaryLabel}>{t('referral.rewards.rewarded')}</span>
            <span className={cashier.summaryValue}>{number(totals.rewarded)}</span>
          </li>
          <li className={cashier.summaryItem}>
            <span className={cashier.summaryLabel}>{t('referral.rewards.pending')}</span>
            <span className={cashier.summaryValue}>{number(totals.pending)}</span>
          </li>
        </ul>
      </section>
      <section className={cashier.section} aria-labelledby="referral-friends">
        <h3 id="referral-friends" className={cashier.sectionTitle}>
          {t('referral.friends.heading')}
        </h3>
        {page.friends.length === 0 ? (
          <p className={cashier.muted}>{t('referral.friends.empty')}</p>
        ) : (
          <ul className={cashier.list} aria-labelledby="referral-friends">
            {page.friends.map((f, i) => (
              <li key={`${f.account}-${f.registeredAt}-${i}`} className={styles.friend}>
                <span className={styles.account}>{f.account}</span>
                <span className={cashier.status} data-tone={TONE[f.state]}>
                  {t(`referral.state.${f.state}`)}
                </span>
                <span className={cashier.muted}>{t('referral.friends.registered', { time: time(f.registeredAt) })}</span>
                <span className={styles.reward}>{f.reward > 0 ? money(f.reward) : '—'}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
