import { useCallback, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { affiliateApi } from '#lib/affiliate-api.ts';
import type { Application, ApplicationPage } from '#lib/contracts/affiliate.ts';
import { APPLICATION_COMMENT_MAX, charCount, MESSENGER_APPS, type MessengerApp, TRAFFIC_SOURCES, type TrafficSource } from '#lib/contracts/affiliate-model.ts';
import { errorMessage, fieldErrors, type Message } from '#lib/error-message.ts';
import { affiliateForm } from '#lib/forms/affiliate-form.ts';
import { loadSession } from '#lib/stores/session.ts';
import { openAgentCentre } from '../../chrome/reactions.ts';
import { FormError } from '../../forms/form-error.tsx';
import { TextField } from '../../forms/text-field.tsx';
import { useMessage } from '../../forms/use-message.ts';
import { useSchemaForm } from '../../forms/use-schema-form.ts';
import cashier from '../cashier/cashier.module.css';
import { StatusChip } from '../cashier/status-chip.tsx';
import { useMoney } from '../cashier/use-money.ts';
import type { MemberPageProps } from '../page-props.ts';
import styles from './affiliate.module.css';
import { useAffiliateMessages } from './use-affiliate-messages.ts';

type Load = { state: 'loading' } | { state: 'error' } | { state: 'ready'; page: ApplicationPage };
const schema = affiliateForm();
const TONE = { pending: 'wait', approved: 'good', rejected: 'bad' } as const;

/** What the member sent and where it stands: waiting, approved, or rejected with the reason. */
function ApplicationState({ application: a }: { application: Application }) {
  const { t } = useTranslation();
  const { time } = useMoney();
  return (
    <section className={cashier.section} aria-labelledby="affiliate-state">
      <div className={styles.head}>
        <h3 id="affiliate-state" className={cashier.sectionTitle}>
          {t('affiliate.state.heading')}
        </h3>
        <StatusChip tone={TONE[a.status]}>{t(`affiliate.status.${a.status}`)}</StatusChip>
      </div>
      <p className={cashier.muted}>{t(`affiliate.state.${a.status}`, { time: time(a.decidedAt ?? a.createdAt) })}</p>
      {a.status === 'rejected' && a.reason && (
        <p className={cashier.notice} data-tone="bad">
          <span className={cashier.noticeText}>{t('affiliate.state.reason', { reason: a.reason })}</span>
        </p>
      )}
      <dl className={cashier.pairs}>
        <dt>{t('affiliate.field.mobile')}</dt>
        <dd>{a.contacts.mobile}</dd>
        {a.contacts.email && (
          <>
            <dt>{t('affiliate.field.email')}</dt>
            <dd>{a.contacts.email}</dd>
          </>
        )}
        {a.contacts.messenger && (
          <>
            <dt>{t(`affiliate.messenger.${a.contacts.messenger.app}`)}</dt>
            <dd>{a.contacts.messenger.handle}</dd>
          </>
        )}
        <dt>{t('affiliate.traffic.legend')}</dt>
        <dd>{a.traffic.map((s) => t(`affiliate.traffic.${s}`)).join(', ')}</dd>
        {a.comment && (
          <>
            <dt>{t('affiliate.field.comment')}</dt>
            <dd>{a.comment}</dd>
          </>
        )}
        <dt>{t('affiliate.state.sent')}</dt>
        <dd>{time(a.createdAt)}</dd>
      </dl>
    </section>
  );
}

/** The application form: contacts, traffic sources (at least one) and a comment of at most 140 characters with its counter. */
function ApplicationForm({ prefill, onSent }: { prefill: ApplicationPage['prefill']; onSent: (a: Application) => void }) {
  const { t } = useTranslation();
  const message = useMessage();
  const ids = { app: useId(), comment: useId(), counter: useId(), traffic: useId(), commentError: useId() };
  const { form, field, setServerErrors } = useSchemaForm(schema, { mobile: prefill.mobile ?? '', email: prefill.email ?? '', handle: '', comment: '' });
  const [app, setApp] = useState<MessengerApp>('whatsapp');
  const [traffic, setTraffic] = useState<TrafficSource[]>([]);
  const [tried, setTried] = useState(false);
  const [error, setError] = useState<Message | null>(null);
  const comment = field('comment');
  const count = charCount(comment.value.trim());
  const noTraffic = tried && traffic.length === 0;

  const submit = form.handleSubmit(async (data) => {
    setError(null);
    if (traffic.length === 0) return;
    try {
      const handle = data.handle.trim();
      onSent(
        await affiliateApi.apply({
          contacts: { mobile: data.mobile.trim(), email: data.email.trim() || null, messenger: handle ? { app, handle } : null },
          traffic,
          comment: data.comment.trim(),
        }),
      );
    } catch (err) {
      setServerErrors(fieldErrors(err));
      setError(errorMessage(err));
    }
  });
  const toggle = (s: TrafficSource) => setTraffic((now) => (now.includes(s) ? now.filter((x) => x !== s) : TRAFFIC_SOURCES.filter((x) => x === s || now.includes(x))));

  return (
    <form
      className={styles.form}
      noValidate
      aria-labelledby="affiliate-form"
      onSubmit={(e) => {
        setTried(true);
        void submit(e);
      }}
    >
      <h3 id="affiliate-form" className={cashier.sectionTitle}>
        {t('affiliate.form.heading')}
      </h3>
      <p className={cashier.muted}>{t('affiliate.form.intro')}</p>
      <TextField label={t('affiliate.field.mobile')} type="tel" inputMode="tel" autoComplete="tel" maxLength={16} {...field('mobile', (v) => v.replace(/[^\d+]/g, ''))} required />
      <TextField label={t('affiliate.field.email')} type="email" autoComplete="email" maxLength={120} {...field('email')} hint={t('affiliate.field.optional')} />
      <div className={styles.messenger}>
        <div className="field">
          <label htmlFor={ids.app}>{t('affiliate.field.messengerApp')}</label>
          <select id={ids.app} className={cashier.select} value={app} onChange={(e) => setApp(e.target.value as MessengerApp)}>
            {MESSENGER_APPS.map((m) => (
              <option key={m} value={m}>
                {t(`affiliate.messenger.${m}`)}
              </option>
            ))}
          </select>
        </div>
        <TextField label={t('affiliate.field.handle')} autoComplete="off" maxLength={65} {...field('handle')} hint={t('affiliate.field.optional')} />
      </div>
      <fieldset className={styles.sources} aria-describedby={noTraffic ? ids.traffic : undefined} aria-invalid={noTraffic || undefined}>
        <legend className={styles.legend}>
          {t('affiliate.traffic.legend')} <span aria-hidden="true">*</span>
        </legend>
        {TRAFFIC_SOURCES.map((s) => (
          <label key={s} className={cashier.choice}>
            <input type="checkbox" checked={traffic.includes(s)} onChange={() => toggle(s)} />
            <span className={cashier.choiceName}>{t(`affiliate.traffic.${s}`)}</span>
            <span className={cashier.choiceMeta}>{t(`affiliate.trafficHint.${s}`)}</span>
          </label>
        ))}
      </fieldset>
      {noTraffic && (
        <p id={ids.traffic} className="field-error">
          {t('affiliate.traffic.required')}
        </p>
      )}
      <div className="field">
        <label htmlFor={ids.comment}>{t('affiliate.field.comment')}</label>
        <textarea
          id={ids.comment}
          ref={(el) => comment.inputRef(el as unknown as HTMLInputElement)}
          className={`input ${styles.comment}`}
          rows={3}
          value={comment.value}
          aria-invalid={comment.error ? true : undefined}
          aria-describedby={`${ids.counter}${comment.error ? ` ${ids.commentError}` : ''}`}
          onChange={(e) => comment.onValue(e.target.value)}
          onBlur={comment.onBlur}
        />
        <p id={ids.counter} className={styles.counter} data-over={count > APPLICATION_COMMENT_MAX || undefined} aria-live="polite">
          {t('affiliate.field.counter', { count, max: APPLICATION_COMMENT_MAX })}
        </p>
        {comment.error && (
          <p id={ids.commentError} className="field-error">
            {message(comment.error)}
          </p>
        )}
      </div>
      <FormError error={error} />
      <div className={cashier.buttons}>
        <button type="submit" className="btn btn-primary" disabled={form.formState.isSubmitting}>
          {t('affiliate.form.submit')}
        </button>
      </div>
    </form>
  );
}

/** Spec §2 affiliate application: a player applies to become an agent, then follows the decision here. */
export default function AffiliatePage(_: MemberPageProps) {
  useAffiliateMessages();
  const { t } = useTranslation();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const read = useCallback(async () => {
    try {
      const page = await affiliateApi.page();
      setLoad({ state: 'ready', page });
      // Approved since the session was read: the header's agent-centre entry appears now.
      if (page.agent) await loadSession();
    } catch {
      setLoad({ state: 'error' });
    }
  }, []);
  useEffect(() => void read(), [read]);

  if (load.state === 'error')
    return (
      <div className={cashier.notice} data-tone="bad" role="alert">
        <span className={cashier.noticeText}>{t('affiliate.failed')}</span>
        <button type="button" className={cashier.link} onClick={() => void read()}>
          {t('affiliate.retry')}
        </button>
      </div>
    );
  if (load.state === 'loading')
    return (
      <div aria-busy="true">
        <span className="visually-hidden">{t('common.loading')}</span>
        <div className={cashier.skeleton} />
      </div>
    );
  const { agent, latest, prefill } = load.page;
  const sent = (a: Application) => setLoad({ state: 'ready', page: { ...load.page, latest: a } });
  return (
    <div className={cashier.page}>
      {agent && (
        <p className={cashier.notice} data-tone="good">
          <span className={cashier.noticeText}>{t('affiliate.agent.text')}</span>
          <button type="button" className={cashier.link} onClick={() => openAgentCentre()}>
            {t('affiliate.agent.open')}
          </button>
        </p>
      )}
      {latest && <ApplicationState application={latest} />}
      {!agent && latest?.status !== 'pending' && <ApplicationForm prefill={prefill} onSent={sent} />}
    </div>
  );
}
