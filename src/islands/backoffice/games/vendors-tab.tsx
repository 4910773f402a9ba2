import { type FormEvent, useCallback, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fromZoneInput, gamesDesk, toZoneInput } from '#lib/backoffice/games-api.ts';
import { formatDateTime } from '#lib/format.ts';
import type { TabProps } from './tab-props.ts';
import { failureText, Modal } from './parts.tsx';
import styles from './games.module.css';

type Desk = Awaited<ReturnType<typeof gamesDesk.vendors>>;
type Vendor = Desk['list'][number];

/** The vendors: state now, enable or disable, and a maintenance window with alternatives. */
export default function VendorsTab({ lang, canWrite }: TabProps) {
  const { t } = useTranslation();
  const [desk, setDesk] = useState<Desk | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [editing, setEditing] = useState<Vendor | null>(null);

  const load = useCallback(() => {
    gamesDesk.vendors().then(setDesk, (err: unknown) => setError(failureText(t, err)));
  }, [t]);
  useEffect(load, [load]);

  const zone = desk?.timeZone ?? 'UTC';
  const when = (ms: number) => formatDateTime(ms, lang, zone).slice(0, 16);
  const run = async (code: string, action: () => Promise<unknown>, message: string) => {
    setBusy(code);
    setError(null);
    setDone(null);
    try {
      await action();
      setDone(message);
    } catch (err) {
      setError(failureText(t, err));
    }
    setBusy(null);
    load();
  };

  const stateOf = (v: Vendor) => {
    if (!v.enabled) return { tone: 'bad', text: t('bo.games.vendor.disabled') };
    if (v.down) return { tone: 'wait', text: t('bo.games.vendor.inMaintenance') };
    if (v.maintenance) return { tone: 'wait', text: t('bo.games.vendor.scheduled') };
    return { tone: 'good', text: t('bo.games.vendor.enabled') };
  };

  return (
    <section className={styles['section']} aria-labelledby="games-vendors-title">
      <h2 id="games-vendors-title">{t('bo.games.vendors.title')}</h2>
      <p className={styles['muted']}>{t('bo.games.vendors.zone', { zone })}</p>
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
      <div className={styles['scroller']}>
        <table className={styles['table']}>
          <caption className="visually-hidden">{t('bo.games.vendors.title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('bo.games.vendor.name')}</th>
              <th scope="col">{t('bo.games.vendor.category')}</th>
              <th scope="col" data-align="end">
                {t('bo.games.vendor.games')}
              </th>
              <th scope="col">{t('bo.games.vendor.state')}</th>
              <th scope="col">{t('bo.games.vendor.window')}</th>
              {canWrite && <th scope="col">{t('bo.games.actions')}</th>}
            </tr>
          </thead>
          <tbody>
            {!desk && (
              <tr>
                <td colSpan={canWrite ? 6 : 5}>{t('bo.games.loading')}</td>
              </tr>
            )}
            {desk?.list.map((v) => {
              const state = stateOf(v);
              return (
                <tr key={v.code}>
                  <th scope="row">
                    {v.displayName}
                    <small className={styles['code']}>{v.code}</small>
                  </th>
                  <td>{v.category}</td>
                  <td data-align="end">{v.games}</td>
                  <td>
                    <span className={styles['badge']} data-tone={state.tone}>
                      {state.text}
                    </span>
                  </td>
                  <td>
                    {v.maintenance ? (
                      <>
                        {t('bo.games.vendor.windowText', { from: when(v.maintenance.from), until: when(v.maintenance.until) })}
                        {v.maintenance.alternatives.length > 0 && <small className={styles['code']}>{t('bo.games.vendor.alternativesText', { list: v.maintenance.alternatives.join(', ') })}</small>}
                      </>
                    ) : (
                      '—'
                    )}
                  </td>
                  {canWrite && (
                    <td>
                      <div className={styles['rowActions']}>
                        <button
                          type="button"
                          className={v.enabled ? styles['danger'] : styles['primary']}
                          disabled={busy === v.code}
                          aria-label={t(v.enabled ? 'bo.games.vendor.disableOne' : 'bo.games.vendor.enableOne', { name: v.displayName })}
                          onClick={() => void run(v.code, () => gamesDesk.setEnabled(v.code, !v.enabled), t(v.enabled ? 'bo.games.vendor.wasDisabled' : 'bo.games.vendor.wasEnabled', { name: v.displayName }))}
                        >
                          {t(v.enabled ? 'bo.games.vendor.disable' : 'bo.games.vendor.enable')}
                        </button>
                        <button type="button" aria-label={t('bo.games.vendor.scheduleOne', { name: v.displayName })} onClick={() => setEditing(v)}>
                          {t('bo.games.vendor.schedule')}
                        </button>
                        {v.maintenance && (
                          <button
                            type="button"
                            disabled={busy === v.code}
                            aria-label={t('bo.games.vendor.endOne', { name: v.displayName })}
                            onClick={() => void run(v.code, () => gamesDesk.clearMaintenance(v.code), t('bo.games.vendor.ended', { name: v.displayName }))}
                          >
                            {t('bo.games.vendor.end')}
                          </button>
                        )}
                      </div>
                    </td>
                  )}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {editing && desk && (
        <MaintenanceDialog
          vendor={editing}
          vendors={desk.list}
          zone={zone}
          onClose={() => setEditing(null)}
          onSaved={(name) => {
            setEditing(null);
            setDone(t('bo.games.vendor.saved', { name }));
            load();
          }}
        />
      )}
    </section>
  );
}

function MaintenanceDialog({ vendor, vendors, zone, onClose, onSaved }: { vendor: Vendor; vendors: Vendor[]; zone: string; onClose: () => void; onSaved: (name: string) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [from, setFrom] = useState(() => toZoneInput(vendor.maintenance?.from ?? Date.now(), zone));
  const [until, setUntil] = useState(() => toZoneInput(vendor.maintenance?.until ?? Date.now() + 2 * 3_600_000, zone));
  const [alternatives, setAlternatives] = useState<string[]>(vendor.maintenance?.alternatives ?? []);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const a = fromZoneInput(from, zone);
    const b = fromZoneInput(until, zone);
    if (a === null || b === null) return setError(t('bo.games.window.invalid'));
    if (b <= a) return setError(t('bo.games.window.order'));
    setBusy(true);
    setError(null);
    try {
      await gamesDesk.setMaintenance(vendor.code, { from: a, until: b, alternatives });
      onSaved(vendor.displayName);
    } catch (err) {
      setError(failureText(t, err));
      setBusy(false);
    }
  };

  return (
    <Modal labelledBy={`${id}-title`} onClose={onClose}>
      <form className={styles['dialogBody']} onSubmit={(e) => void submit(e)} noValidate>
        <h2 id={`${id}-title`}>{t('bo.games.window.title', { name: vendor.displayName })}</h2>
        <p className={styles['muted']}>{t('bo.games.window.hint', { zone })}</p>
        <div className={styles['grid']}>
          <div className={styles['field']}>
            <label htmlFor={`${id}-from`}>{t('bo.games.window.from', { zone })}</label>
            <input id={`${id}-from`} type="datetime-local" value={from} required onChange={(e) => setFrom(e.target.value)} />
          </div>
          <div className={styles['field']}>
            <label htmlFor={`${id}-until`}>{t('bo.games.window.until', { zone })}</label>
            <input id={`${id}-until`} type="datetime-local" value={until} required onChange={(e) => setUntil(e.target.value)} />
          </div>
        </div>
        <fieldset className={styles['choices']}>
          <legend>{t('bo.games.window.alternatives')}</legend>
          {vendors
            .filter((v) => v.code !== vendor.code)
            .map((v) => (
              <label key={v.code} className={styles['check']}>
                <input
                  type="checkbox"
                  checked={alternatives.includes(v.code)}
                  onChange={(e) => setAlternatives((list) => (e.target.checked ? [...list, v.code] : list.filter((c) => c !== v.code)))}
                />
                {v.displayName}
              </label>
            ))}
        </fieldset>
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
            {t('bo.games.window.save')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
