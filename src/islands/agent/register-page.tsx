import { useStore } from '@nanostores/react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { affiliateLink, createDownline } from '#lib/stores/agent-centre.ts';
import type { NewDownline } from '#lib/types/agents.ts';
import { TextField } from '../forms/text-field.tsx';
import { ErrorText } from './parts.tsx';
import styles from './agent.module.css';

/** Register / Account centre: open an account straight under the agent, and hand out the invitation link. */
export default function RegisterPage() {
  const { t } = useTranslation();
  const link = useStore(affiliateLink.$state);
  const [account, setAccount] = useState('');
  const [password, setPassword] = useState('');
  const [nickname, setNickname] = useState('');
  const [kind, setKind] = useState('0');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [created, setCreated] = useState<NewDownline | null>(null);
  const [copied, setCopied] = useState(false);
  const kindId = useId();
  useEffect(() => void affiliateLink.load(undefined), []);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy || !account.trim()) return;
    setBusy(true);
    setError(null);
    setCreated(null);
    try {
      const made = await createDownline({ account: account.trim(), ...(password ? { password } : {}), ...(nickname.trim() ? { nickname: nickname.trim() } : {}), isAgent: kind === '2' ? 2 : 0 });
      setCreated(made);
      setAccount('');
      setPassword('');
      setNickname('');
    } catch (err) {
      setError(err);
    } finally {
      setBusy(false);
    }
  };

  const copy = async (text: string) => {
    await navigator.clipboard?.writeText(text).catch(() => undefined);
    setCopied(true);
  };

  return (
    <div className={styles.two}>
      <section className={styles.card} aria-labelledby="agent-register-title">
        <h4 id="agent-register-title" className={styles.cardTitle}>
          {t('agent.register.title')}
        </h4>
        <p className={styles.muted}>{t('agent.register.intro')}</p>
        <form className={styles.form} noValidate onSubmit={(e) => void submit(e)}>
          <TextField label={t('agent.register.account')} value={account} onValue={setAccount} required autoComplete="off" />
          <TextField label={t('agent.register.password')} type="password" value={password} onValue={setPassword} autoComplete="new-password" hint={t('agent.register.passwordHint')} />
          <TextField label={t('agent.register.nickname')} value={nickname} onValue={setNickname} maxLength={40} />
          <div className={styles.field}>
            <label htmlFor={kindId}>{t('agent.register.kind')}</label>
            <select id={kindId} value={kind} onChange={(e) => setKind(e.target.value)}>
              <option value="0">{t('agent.register.kindMember')}</option>
              <option value="2">{t('agent.register.kindAgent')}</option>
            </select>
          </div>
          {error !== null && <ErrorText error={error} />}
          {created && (
            <div className={styles.success} role="status">
              <p>{t(created.initialPassword ? 'agent.register.createdDefault' : 'agent.register.created', { account: created.account })}</p>
              {created.initialPassword && (
                <>
                  <p className={styles.code} aria-label={t('agent.register.initialPassword')}>
                    {created.initialPassword}
                  </p>
                  <p className={styles.muted}>{t('agent.register.shownOnce')}</p>
                  <button type="button" className={`btn ${styles.small}`} onClick={() => void copy(created.initialPassword ?? '')}>
                    {t('agent.register.copyPassword')}
                  </button>
                </>
              )}
            </div>
          )}
          <button type="submit" className="btn btn-primary" disabled={busy || !account.trim()}>
            {t('agent.register.submit')}
          </button>
        </form>
      </section>
      <section className={styles.card} aria-labelledby="agent-link-title">
        <h4 id="agent-link-title" className={styles.cardTitle}>
          {t('agent.register.linkTitle')}
        </h4>
        {link.state === 'error' && <ErrorText error={link.error} />}
        {link.state === 'ready' ? (
          <>
            <div className={styles.qr} role="img" aria-label={t('agent.register.qr')} dangerouslySetInnerHTML={{ __html: link.data.qr }} />
            <dl className={styles.stack} style={{ gap: 8, margin: 0 }}>
              <div>
                <dt className={styles.muted}>{t('agent.register.code')}</dt>
                <dd className={styles.code} style={{ margin: 0 }}>
                  {link.data.code}
                </dd>
              </div>
              <div>
                <dt className={styles.muted}>{t('agent.register.link')}</dt>
                <dd className={styles.code} style={{ margin: 0 }}>
                  {link.data.url}
                </dd>
              </div>
            </dl>
            <div className={styles.actions}>
              <button type="button" className={`btn ${styles.small}`} onClick={() => void copy(link.data.url)}>
                {t('agent.register.copyLink')}
              </button>
              <button type="button" className={`btn ${styles.small}`} onClick={() => void copy(link.data.code)}>
                {t('agent.register.copyCode')}
              </button>
            </div>
            {copied && (
              <p className={styles.success} role="status">
                {t('agent.register.copied')}
              </p>
            )}
          </>
        ) : (
          link.state !== 'error' && <p className={styles.muted}>{t('common.loading')}</p>
        )}
      </section>
    </div>
  );
}
