import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '#lib/format.ts';
import { type LoyaltySettings, type LoyaltySettingsView, vipDesk } from '#lib/backoffice/vip-api.ts';
import { POINT_SCALE } from '#lib/contracts/loyalty-model.ts';
import styles from './vip.module.css';
import { type Currency, failureText, moneyText, parseMoney, parsePercent, wholeNumber } from './vip-parts.ts';

type Kind = 'money' | 'count' | 'points';
/** Each field of the loyalty settings the form edits, by its path (referral.* inside referral). */
const FIELDS: readonly { path: string; kind: Kind }[] = [
  { path: 'windowDays', kind: 'count' },
  { path: 'betPerPoint', kind: 'money' },
  { path: 'depositPerPoint', kind: 'money' },
  { path: 'convertRate', kind: 'money' },
  { path: 'convertMinPoints', kind: 'points' },
  { path: 'winnersMinPrize', kind: 'money' },
  { path: 'referral.minDeposit', kind: 'money' },
  { path: 'referral.minValidBet', kind: 'money' },
  { path: 'referral.days', kind: 'count' },
  { path: 'referral.reward', kind: 'money' },
  { path: 'referral.rewardTurnover', kind: 'count' },
];

const get = (v: LoyaltySettings, path: string): number => (path.startsWith('referral.') ? v.referral[path.slice(9) as keyof LoyaltySettings['referral']] : (v[path as keyof LoyaltySettings] as number));
const textOf = (kind: Kind, n: number, c: Currency) => (kind === 'money' ? moneyText(n, c) : kind === 'points' ? String(n / POINT_SCALE) : String(n));
/** Points are typed like a percentage (two decimals) and stored in hundredths, the same scale. */
const parse = (kind: Kind, s: string, c: Currency) => (kind === 'money' ? parseMoney(s, c) : kind === 'points' ? parsePercent(s) : wholeNumber(s));
const pointValue = (s: string) => parsePercent(s);

/**
 * The loyalty settings: the rank window, how points are earned and converted, the referral rule
 * and the winners list's threshold. What pays no money applies at once; the convert rate and the
 * referral reward wait for a second staff member.
 */
export function LoyaltySettingsForm({ currency: c, canWrite, lang, zone }: { currency: Currency; canWrite: boolean; lang: string; zone: string }) {
  const { t } = useTranslation();
  const [view, setView] = useState<LoyaltySettingsView | null>(null);
  const [texts, setTexts] = useState<Record<string, string>>({});
  const [values, setValues] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const load = async () => {
    const v = await vipDesk.settings();
    setView(v);
    setTexts(Object.fromEntries(FIELDS.map((f) => [f.path, textOf(f.kind, get(v.value, f.path), c)])));
    setValues(Object.fromEntries(Object.entries(v.value.categoryValues).map(([k, n]) => [k, String(n / POINT_SCALE)])));
  };
  useEffect(() => {
    load().catch((err: unknown) => setError(failureText(t, err)));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- read once when the tab opens
  }, []);
  if (!view) return error ? <p role="alert" className={styles['error']}>{error}</p> : <p role="status">{t('bo.shell.loading')}</p>;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const next = structuredClone(view.value);
    for (const f of FIELDS) {
      const n = parse(f.kind, texts[f.path] ?? '', c);
      if (n === null) return setError(t('bo.vip.settings.bad', { field: t(`bo.vip.settings.${f.path}`) }));
      if (f.path.startsWith('referral.')) next.referral[f.path.slice(9) as keyof LoyaltySettings['referral']] = n;
      else (next as unknown as Record<string, number>)[f.path] = n;
    }
    for (const [k, s] of Object.entries(values)) {
      const n = pointValue(s);
      if (n === null) return setError(t('bo.vip.settings.bad', { field: k }));
      next.categoryValues[k] = n;
    }
    setBusy(true);
    setError(null);
    setDone(null);
    try {
      const r = await vipDesk.saveSettings(next);
      setDone(r.approvalId !== null ? t('bo.vip.settings.asked', { id: r.approvalId }) : r.applied ? t('bo.vip.settings.applied') : t('bo.vip.settings.unchanged'));
      await load();
    } catch (err) {
      setError(failureText(t, err));
    }
    setBusy(false);
  };

  return (
    <section className={styles['section']} aria-labelledby="vip-settings-title">
      <h2 id="vip-settings-title">{t('bo.vip.settings.title')}</h2>
      <p className={styles['muted']}>{t('bo.vip.settings.intro')}</p>
      {view.pending.map((p) => (
        <p key={p.approvalId} role="status" className={styles['muted']}>
          {t('bo.vip.settings.pending', { id: p.approvalId, at: formatDateTime(p.createdAt, lang, zone) })}
        </p>
      ))}
      <form onSubmit={(e) => void submit(e)} noValidate className={styles['section']}>
        <div className={styles['grid']}>
          {FIELDS.map((f) => (
            <div key={f.path} className={styles['field']}>
              <label htmlFor={`loyalty-${f.path}`}>
                {t(`bo.vip.settings.${f.path}`)}
                {f.kind === 'money' ? ` (${c.symbol})` : ''}
              </label>
              <input id={`loyalty-${f.path}`} inputMode="decimal" value={texts[f.path] ?? ''} disabled={!canWrite || busy} aria-invalid={parse(f.kind, texts[f.path] ?? '', c) === null || undefined} onChange={(e) => setTexts({ ...texts, [f.path]: e.target.value })} />
            </div>
          ))}
        </div>
        <fieldset className={styles['grid']}>
          <legend>{t('bo.vip.settings.categoryValues')}</legend>
          {Object.keys(values).map((k) => (
            <div key={k} className={styles['field']}>
              <label htmlFor={`loyalty-category-${k}`}>{t(`bo.vip.category.${k}`, { defaultValue: k })}</label>
              <input id={`loyalty-category-${k}`} inputMode="decimal" value={values[k]} disabled={!canWrite || busy} aria-invalid={pointValue(values[k] ?? '') === null || undefined} onChange={(e) => setValues({ ...values, [k]: e.target.value })} />
            </div>
          ))}
        </fieldset>
        {canWrite && (
          <div className={styles['bar']}>
            <button type="submit" className={styles['primary']} disabled={busy}>
              {t('bo.vip.settings.save')}
            </button>
          </div>
        )}
      </form>
      {error && (
        <p role="alert" className={styles['error']}>
          {error}
        </p>
      )}
      {done && (
        <p role="status" className={styles['done']}>
          {done}
        </p>
      )}
    </section>
  );
}
