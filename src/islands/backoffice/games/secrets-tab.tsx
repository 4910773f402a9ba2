import { type FormEvent, useCallback, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { gamesDesk } from '#lib/backoffice/games-api.ts';
import { formatDateTime } from '#lib/format.ts';
import type { TabProps } from './tab-props.ts';
import { failureText, Modal } from './parts.tsx';
import styles from './games.module.css';

type Desk = Awaited<ReturnType<typeof gamesDesk.vendors>>;
type Secrets = Awaited<ReturnType<typeof gamesDesk.secrets>>['list'];
type Issued = Awaited<ReturnType<typeof gamesDesk.issueSecret>>;

/** A vendor's signing secrets: fingerprints only; issuing or rotating shows the new secret once. */
export default function SecretsTab({ lang }: TabProps) {
  const { t } = useTranslation();
  const id = useId();
  const [desk, setDesk] = useState<Desk | null>(null);
  const [vendor, setVendor] = useState('');
  const [secrets, setSecrets] = useState<Secrets | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [issuing, setIssuing] = useState(false);

  useEffect(() => {
    gamesDesk.vendors().then(
      (d) => {
        setDesk(d);
        setVendor((v) => v || (d.list[0]?.code ?? ''));
      },
      (err: unknown) => setError(failureText(t, err)),
    );
  }, [t]);
  const load = useCallback(() => {
    if (!vendor) return;
    setSecrets(null);
    gamesDesk.secrets(vendor).then(
      (s) => setSecrets(s.list),
      (err: unknown) => setError(failureText(t, err)),
    );
  }, [vendor, t]);
  useEffect(load, [load]);

  const zone = desk?.timeZone ?? 'UTC';
  const when = (ms: number | null) => (ms === null ? t('bo.games.secret.atInstall') : formatDateTime(ms, lang, zone));
  const name = desk?.list.find((v) => v.code === vendor)?.displayName ?? vendor;

  return (
    <section className={styles['section']} aria-labelledby="games-secrets-title">
      <h2 id="games-secrets-title">{t('bo.games.secrets.title')}</h2>
      <p className={styles['muted']}>{t('bo.games.secrets.intro')}</p>
      <div className={styles['bar']}>
        <div className={styles['field']}>
          <label htmlFor={`${id}-vendor`}>{t('bo.games.secrets.vendor')}</label>
          <select id={`${id}-vendor`} value={vendor} onChange={(e) => setVendor(e.target.value)}>
            {desk?.list.map((v) => (
              <option key={v.code} value={v.code}>
                {v.displayName} ({v.code})
              </option>
            ))}
          </select>
        </div>
        <button type="button" className={styles['primary']} disabled={!vendor} onClick={() => setIssuing(true)}>
          {t('bo.games.secrets.issue')}
        </button>
      </div>
      {error && (
        <p role="alert" className={styles['error']}>
          {error}
        </p>
      )}
      <div className={styles['scroller']}>
        <table className={styles['table']}>
          <caption>{t('bo.games.secrets.caption', { name })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('bo.games.secret.fingerprint')}</th>
              <th scope="col">{t('bo.games.secret.issued')}</th>
              <th scope="col">{t('bo.games.secret.state')}</th>
              <th scope="col">{t('bo.games.secret.until')}</th>
            </tr>
          </thead>
          <tbody>
            {secrets === null && (
              <tr>
                <td colSpan={4}>{t('bo.games.loading')}</td>
              </tr>
            )}
            {secrets?.length === 0 && (
              <tr>
                <td colSpan={4}>{t('bo.games.secrets.none')}</td>
              </tr>
            )}
            {secrets?.map((s, i) => (
              <tr key={`${s.fingerprint}-${i}`}>
                <td>
                  <code>{s.fingerprint}</code>
                </td>
                <td>{when(s.issuedAt)}</td>
                <td>
                  <span className={styles['badge']} data-tone={s.state === 'current' ? 'good' : s.state === 'previous' ? 'wait' : 'off'}>
                    {t(`bo.games.secret.${s.state}`)}
                  </span>
                </td>
                <td>{s.acceptedUntil === null ? '—' : formatDateTime(s.acceptedUntil, lang, zone)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {issuing && (
        <IssueDialog
          vendor={vendor}
          name={name}
          when={(ms) => formatDateTime(ms, lang, zone)}
          onClose={() => {
            setIssuing(false);
            load();
          }}
        />
      )}
    </section>
  );
}

function IssueDialog({ vendor, name, when, onClose }: { vendor: string; name: string; when: (ms: number) => string; onClose: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [grace, setGrace] = useState('1440');
  const [issued, setIssued] = useState<Issued | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [copied, setCopied] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const minutes = Number(grace);
    if (!/^\d{1,5}$/.test(grace) || minutes > 43_200) return setError(t('bo.games.secrets.graceInvalid'));
    setBusy(true);
    setError(null);
    try {
      setIssued(await gamesDesk.issueSecret(vendor, minutes));
    } catch (err) {
      setError(failureText(t, err));
    }
    setBusy(false);
  };
  const copy = async () => {
    if (!issued) return;
    try {
      await navigator.clipboard.writeText(issued.secret);
      setCopied(true);
    } catch {
      setError(t('bo.games.secrets.copyFailed'));
    }
  };

  return (
    <Modal labelledBy={`${id}-title`} onClose={onClose}>
      {issued ? (
        <div className={styles['dialogBody']}>
          <h2 id={`${id}-title`}>{t('bo.games.secrets.newTitle', { name })}</h2>
          <p role="alert" className={styles['warning']}>
            {t('bo.games.secrets.once')}
          </p>
          <div className={styles['field']}>
            <label htmlFor={`${id}-secret`}>{t('bo.games.secrets.secret')}</label>
            <input id={`${id}-secret`} className={styles['secret']} readOnly value={issued.secret} onFocus={(e) => e.currentTarget.select()} />
          </div>
          <p className={styles['muted']}>
            {t('bo.games.secrets.fingerprintIs', { fingerprint: issued.fingerprint })}{' '}
            {issued.previousValidUntil === null ? t('bo.games.secrets.noPrevious') : t('bo.games.secrets.previousUntil', { until: when(issued.previousValidUntil) })}
          </p>
          {copied && (
            <p role="status" className={styles['done']}>
              {t('bo.games.secrets.copied')}
            </p>
          )}
          {error && (
            <p role="alert" className={styles['error']}>
              {error}
            </p>
          )}
          <div className={styles['actions']}>
            <button type="button" onClick={() => void copy()}>
              {t('bo.games.secrets.copy')}
            </button>
            <button type="button" className={styles['primary']} onClick={onClose}>
              {t('bo.games.secrets.stored')}
            </button>
          </div>
        </div>
      ) : (
        <form className={styles['dialogBody']} onSubmit={(e) => void submit(e)} noValidate>
          <h2 id={`${id}-title`}>{t('bo.games.secrets.issueTitle', { name })}</h2>
          <p className={styles['muted']}>{t('bo.games.secrets.issueHint')}</p>
          <div className={styles['field']}>
            <label htmlFor={`${id}-grace`}>{t('bo.games.secrets.grace')}</label>
            <input id={`${id}-grace`} inputMode="numeric" value={grace} aria-describedby={`${id}-grace-hint`} onChange={(e) => setGrace(e.target.value.trim())} />
            <small id={`${id}-grace-hint`} className={styles['muted']}>
              {t('bo.games.secrets.graceHint')}
            </small>
          </div>
          {error && (
            <p role="alert" className={styles['error']}>
              {error}
            </p>
          )}
          <div className={styles['actions']}>
            <button type="button" onClick={onClose}>
              {t('bo.games.cancel')}
            </button>
            <button type="submit" className={styles['primary']} disabled={busy}>
              {t('bo.games.secrets.issueConfirm')}
            </button>
          </div>
        </form>
      )}
    </Modal>
  );
}
