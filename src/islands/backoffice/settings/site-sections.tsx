import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type DomainRow, settingsDesk } from '#lib/backoffice/settings-api.ts';
import { fromZonedInput, toZonedInput } from '#lib/backoffice/zoned-input.ts';
import { failureText, PendingList, type SectionProps, SectionForm } from './parts.tsx';
import styles from './settings.module.css';

/** Maintenance on or off, with an end time on the merchant's clock. */
export function MaintenanceSection(p: SectionProps) {
  const { t } = useTranslation();
  const zone = p.settings.whitelabel.timeZone;
  const m = p.settings.maintenance;
  const [enabled, setEnabled] = useState(m.enabled);
  const [endsAt, setEndsAt] = useState(m.endsAt === null ? '' : toZonedInput(m.endsAt, zone));
  return (
    <SectionForm
      title={t('bo.settings.section.maintenance')}
      intro={t('bo.settings.maintenance.intro')}
      canWrite={p.canWrite}
      reload={p.reload}
      save={() => settingsDesk.setMaintenance(enabled, enabled && endsAt ? fromZonedInput(endsAt, zone) : null)}
    >
      <label className={styles['switch']}>
        <input type="checkbox" role="switch" checked={enabled} onChange={(e) => setEnabled(e.target.checked)} />
        <span className={styles['switchName']}>{t('bo.settings.maintenance.enabled')}</span>
      </label>
      <label className={styles['field']}>
        <span>{t('bo.settings.maintenance.endsAt', { zone })}</span>
        <input type="datetime-local" value={endsAt} disabled={!enabled} onChange={(e) => setEndsAt(e.target.value)} />
        <small className={styles['muted']}>{t('bo.settings.maintenance.endsAtHint')}</small>
      </label>
    </SectionForm>
  );
}

/** The countries whose visitors see the region-restriction page. */
export function RegionsSection(p: SectionProps) {
  const { t } = useTranslation();
  const [blocked, setBlocked] = useState<string[]>(p.settings.regionRestriction.blockedCountries);
  const [known, setKnown] = useState<string[]>([]);
  const [extra, setExtra] = useState('');
  useEffect(() => {
    settingsDesk.countries().then(
      (list) => setKnown(list.map((c) => c.countryCode.toUpperCase())),
      () => setKnown([]),
    );
  }, []);
  const names = useMemo(() => new Intl.DisplayNames([p.lang], { type: 'region' }), [p.lang]);
  const nameOf = (code: string) => {
    try {
      return names.of(code) ?? code;
    } catch {
      return code;
    }
  };
  const all = [...new Set([...known, ...blocked])].sort((a, b) => nameOf(a).localeCompare(nameOf(b), p.lang));
  const toggle = (code: string, on: boolean) => setBlocked(on ? [...new Set([...blocked, code])] : blocked.filter((c) => c !== code));
  return (
    <SectionForm
      title={t('bo.settings.section.regions')}
      intro={t('bo.settings.regions.intro')}
      canWrite={p.canWrite}
      reload={p.reload}
      save={() => settingsDesk.setRegions(blocked)}
    >
      <ul className={styles['checks']} aria-label={t('bo.settings.regions.list')}>
        {all.map((code) => (
          <li key={code}>
            <label>
              <input type="checkbox" checked={blocked.includes(code)} onChange={(e) => toggle(code, e.target.checked)} />
              <span>
                {nameOf(code)} ({code})
              </span>
            </label>
          </li>
        ))}
      </ul>
      <div className={styles['row']}>
        <label className={styles['field']}>
          <span>{t('bo.settings.regions.add')}</span>
          <input value={extra} maxLength={2} onChange={(e) => setExtra(e.target.value.toUpperCase().replace(/[^A-Z]/g, ''))} placeholder="US" />
        </label>
        <button
          type="button"
          onClick={() => {
            if (/^[A-Z]{2}$/.test(extra)) toggle(extra, true);
            setExtra('');
          }}
        >
          {t('bo.settings.regions.addButton')}
        </button>
      </div>
      <p className={styles['muted']}>{t('bo.settings.regions.count', { count: blocked.length })}</p>
    </SectionForm>
  );
}

/** The merchant's time zone (applies at once) and currency (money: needs approval). */
export function MerchantSection(p: SectionProps) {
  const { t } = useTranslation();
  const wl = p.settings.whitelabel;
  const [zone, setZone] = useState(wl.timeZone);
  const [currency, setCurrency] = useState(wl.currency);
  const zones = useMemo(() => {
    const list = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
    return list.includes(wl.timeZone) ? list : [wl.timeZone, ...list];
  }, [wl.timeZone]);
  return (
    <>
      <SectionForm
        title={t('bo.settings.merchant.zoneTitle')}
        intro={t('bo.settings.merchant.zoneIntro')}
        canWrite={p.canWrite}
        reload={p.reload}
        save={() => settingsDesk.set('whitelabel', { ...p.settings.whitelabel, timeZone: zone })}
      >
        <label className={styles['field']}>
          <span>{t('bo.settings.merchant.zone')}</span>
          <select value={zone} onChange={(e) => setZone(e.target.value)}>
            {zones.map((z) => (
              <option key={z} value={z}>
                {z}
              </option>
            ))}
          </select>
        </label>
      </SectionForm>
      <SectionForm
        title={t('bo.settings.merchant.currencyTitle')}
        intro={t('bo.settings.merchant.currencyIntro')}
        canWrite={p.canWrite}
        money
        reload={p.reload}
        save={() => settingsDesk.set('whitelabel', { ...p.settings.whitelabel, currency })}
      >
        <PendingList pending={p.pending} keys={['whitelabel']} />
        <div className={styles['row']}>
          <label className={styles['field']}>
            <span>{t('bo.settings.merchant.code')}</span>
            <input value={currency.code} maxLength={3} onChange={(e) => setCurrency({ ...currency, code: e.target.value.toUpperCase() })} />
          </label>
          <label className={styles['field']}>
            <span>{t('bo.settings.merchant.symbol')}</span>
            <input value={currency.symbol} maxLength={4} onChange={(e) => setCurrency({ ...currency, symbol: e.target.value })} />
          </label>
          <label className={styles['field']}>
            <span>{t('bo.settings.merchant.minorUnits')}</span>
            <input type="number" min={0} max={4} value={currency.minorUnits} onChange={(e) => setCurrency({ ...currency, minorUnits: e.target.valueAsNumber })} />
          </label>
        </div>
      </SectionForm>
    </>
  );
}

const KINDS = ['web', 'api', 'download', 'backoffice'] as const;

/** The site's domains; with an active web domain listed, any other host gets the invalid-URL page. */
export function DomainsSection(p: SectionProps) {
  const { t } = useTranslation();
  const [rows, setRows] = useState<DomainRow[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    settingsDesk.domains().then(
      (list) => setRows(list.map((d) => ({ host: d.host, kind: (KINDS as readonly string[]).includes(d.kind) ? (d.kind as DomainRow['kind']) : 'web', active: d.active }))),
      (err: unknown) => setError(failureText(t, err)),
    );
  }, [t]);
  if (error) return <p role="alert" className={styles['error']}>{error}</p>;
  if (!rows) return <p role="status">{t('bo.settings.loading')}</p>;
  const edit = (i: number, patch: Partial<DomainRow>) => setRows(rows.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  return (
    <SectionForm
      title={t('bo.settings.section.domains')}
      intro={t('bo.settings.domains.intro')}
      canWrite={p.canWrite}
      save={async () => settingsDesk.setDomains(rows.filter((r) => r.host.trim() !== ''))}
    >
      <div className={styles['tableWrap']}>
        <table className={styles['table']}>
          <caption className="visually-hidden">{t('bo.settings.domains.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('bo.settings.domains.host')}</th>
              <th scope="col">{t('bo.settings.domains.kind')}</th>
              <th scope="col">{t('bo.settings.domains.active')}</th>
              <th scope="col">
                <span className="visually-hidden">{t('bo.settings.domains.remove')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 && (
              <tr>
                <td colSpan={4} className={styles['muted']}>
                  {t('bo.settings.domains.empty')}
                </td>
              </tr>
            )}
            {rows.map((r, i) => (
              <tr key={i}>
                <td>
                  <input aria-label={t('bo.settings.domains.hostOf', { n: i + 1 })} value={r.host} onChange={(e) => edit(i, { host: e.target.value })} spellCheck={false} placeholder="play.example.com" />
                </td>
                <td>
                  <select aria-label={t('bo.settings.domains.kindOf', { n: i + 1 })} value={r.kind} onChange={(e) => edit(i, { kind: e.target.value as DomainRow['kind'] })}>
                    {KINDS.map((k) => (
                      <option key={k} value={k}>
                        {t(`bo.settings.domains.kinds.${k}`)}
                      </option>
                    ))}
                  </select>
                </td>
                <td>
                  <input type="checkbox" aria-label={t('bo.settings.domains.activeOf', { n: i + 1 })} checked={r.active} onChange={(e) => edit(i, { active: e.target.checked })} />
                </td>
                <td>
                  <button type="button" onClick={() => setRows(rows.filter((_, j) => j !== i))}>
                    {t('bo.settings.domains.remove')}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className={styles['actions']}>
        <button type="button" onClick={() => setRows([...rows, { host: '', kind: 'web', active: true }])}>
          {t('bo.settings.domains.add')}
        </button>
      </div>
      <p className={styles['muted']}>{t('bo.settings.domains.note')}</p>
    </SectionForm>
  );
}
