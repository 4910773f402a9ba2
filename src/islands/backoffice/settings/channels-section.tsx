import { type FormEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ChannelsOverview, channelsDesk, type PendingChannelChange, type StaffChannelRow } from '#lib/backoffice/channels-api.ts';
import { formatMoney, formatRate } from '#lib/format.ts';
import { amountText, normalizeDigits, parseAmount } from '#lib/money-input.ts';
import { failureText, outcomeText, type SectionProps } from './parts.tsx';
import styles from './settings.module.css';
import own from './channels.module.css';

type Currency = SectionProps['settings']['whitelabel']['currency'];

const nameOf = (c: StaffChannelRow, lang: string) => c.names[lang] ?? c.names['en'] ?? c.code;

/** "1.5" (percent, Bengali or ASCII digits) → 150 bp; null when not 0 to 100 with at most two decimals. */
function parseFeePercent(text: string): number | null {
  const s = normalizeDigits(text.trim());
  if (!/^\d{1,3}(?:\.\d{0,2})?$/.test(s)) return null;
  const bp = Math.round(Number(s) * 100);
  return bp >= 0 && bp <= 10_000 ? bp : null;
}

/**
 * Deposit channels: each payment method's minimum, maximum, fee and whether members may use it.
 * A change is a maker-checker request: it reaches the members' deposit page only once a second
 * staff member approves it on the approvals desk.
 */
export default function ChannelsSection(p: SectionProps) {
  const { t } = useTranslation();
  const currency = p.settings.whitelabel.currency;
  const [data, setData] = useState<ChannelsOverview | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [editing, setEditing] = useState<StaffChannelRow | null>(null);

  const load = useCallback(async () => {
    try {
      setData(await channelsDesk.list());
      setError(null);
    } catch (err) {
      setError(failureText(t, err));
    }
  }, [t]);

  useEffect(() => {
    void load();
  }, [load]);

  const money = (minor: number) => formatMoney(minor, p.lang, currency);
  const byId = new Map((data?.channels ?? []).map((c) => [c.id, c]));

  return (
    <section className={styles['section']} aria-labelledby="channels-title">
      <h2 id="channels-title">
        {t('bo.settings.section.channels')}
        <span className={styles['badge']}>{t('bo.settings.needsApproval')}</span>
      </h2>
      <p className={styles['muted']}>{t('bo.settings.channels.intro')}</p>
      {data && data.pending.length > 0 && <PendingChannels pending={data.pending} byId={byId} lang={p.lang} money={money} />}
      <div aria-live="polite">
        {done && <p className={styles['done']}>{done}</p>}
        {error && (
          <p role="alert" className={styles['error']}>
            {error}
          </p>
        )}
      </div>
      {data ? (
        <div className={styles['tableWrap']}>
          <table className={styles['table']}>
            <caption className="visually-hidden">{t('bo.settings.channels.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('bo.settings.channels.name')}</th>
                <th scope="col">{t('bo.settings.channels.kind')}</th>
                <th scope="col" className={own['num']}>
                  {t('bo.settings.channels.min')}
                </th>
                <th scope="col" className={own['num']}>
                  {t('bo.settings.channels.max')}
                </th>
                <th scope="col" className={own['num']}>
                  {t('bo.settings.channels.fee')}
                </th>
                <th scope="col">{t('bo.settings.channels.enabled')}</th>
                {p.canWrite && (
                  <th scope="col">
                    <span className="visually-hidden">{t('bo.settings.channels.actions')}</span>
                  </th>
                )}
              </tr>
            </thead>
            <tbody>
              {data.channels.map((c) => (
                <tr key={c.id} className={c.enabled ? undefined : own['off']}>
                  <th scope="row">{nameOf(c, p.lang)}</th>
                  <td>{t(`bo.settings.channels.kinds.${c.kind}`, { defaultValue: c.kind })}</td>
                  <td className={own['num']}>{money(c.minAmount)}</td>
                  <td className={own['num']}>{money(c.maxAmount)}</td>
                  <td className={own['num']}>{formatRate(c.feeBp, p.lang)}</td>
                  <td>{c.enabled ? t('bo.settings.channels.on') : t('bo.settings.channels.off')}</td>
                  {p.canWrite && (
                    <td>
                      <button
                        type="button"
                        className={own['edit']}
                        aria-label={t('bo.settings.channels.editOf', { name: nameOf(c, p.lang) })}
                        onClick={() => {
                          setDone(null);
                          setEditing(c);
                        }}
                      >
                        {t('bo.settings.channels.edit')}
                      </button>
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        !error && <p role="status">{t('bo.settings.loading')}</p>
      )}
      {!p.canWrite && <p className={styles['muted']}>{t('bo.settings.readOnly')}</p>}
      {editing && (
        <EditChannel
          channel={editing}
          lang={p.lang}
          currency={currency}
          onClose={() => setEditing(null)}
          onDone={(text) => {
            setEditing(null);
            setDone(text);
            void load();
          }}
        />
      )}
    </section>
  );
}

function PendingChannels({ pending, byId, lang, money }: { pending: PendingChannelChange[]; byId: Map<number, StaffChannelRow>; lang: string; money: (minor: number) => string }) {
  const { t } = useTranslation();
  return (
    <div className={styles['pending']} role="note">
      <h3>{t('bo.settings.pendingTitle')}</h3>
      <ul>
        {pending.map((r) => {
          const c = byId.get(r.channelId);
          return (
            <li key={r.approvalId}>
              {t('bo.settings.channels.pendingItem', {
                id: r.approvalId,
                name: c ? nameOf(c, lang) : `#${r.channelId}`,
                min: money(r.minAmount),
                max: money(r.maxAmount),
                fee: formatRate(r.feeBp, lang),
                state: r.enabled ? t('bo.settings.channels.on') : t('bo.settings.channels.off'),
              })}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** The edit dialog: amounts in currency units, the fee in percent; sending asks for approval. */
function EditChannel({ channel, lang, currency, onClose, onDone }: { channel: StaffChannelRow; lang: string; currency: Currency; onClose: () => void; onDone: (text: string) => void }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [min, setMin] = useState(amountText(channel.minAmount, currency.minorUnits));
  const [max, setMax] = useState(amountText(channel.maxAmount, currency.minorUnits));
  const [fee, setFee] = useState(String(channel.feeBp / 100));
  const [enabled, setEnabled] = useState(channel.enabled);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const d = ref.current;
    if (d && !d.open) d.showModal();
    return () => d?.close();
  }, []);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const minAmount = parseAmount(min, currency.minorUnits);
    const maxAmount = parseAmount(max, currency.minorUnits);
    const feeBp = parseFeePercent(fee);
    if (minAmount === null) return setError(t('bo.settings.channels.badMin'));
    if (maxAmount === null || maxAmount < minAmount) return setError(t('bo.settings.channels.badMax'));
    if (feeBp === null) return setError(t('bo.settings.channels.badFee'));
    setBusy(true);
    setError(null);
    try {
      onDone(outcomeText(t, await channelsDesk.change(channel.id, { minAmount, maxAmount, feeBp, enabled })));
    } catch (err) {
      setError(failureText(t, err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <dialog ref={ref} className={own['dialog']} aria-labelledby={titleId} onClose={onClose}>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <h2 id={titleId}>{t('bo.settings.channels.editTitle', { name: nameOf(channel, lang) })}</h2>
        <p className={styles['warning']} role="note">
          {t('bo.settings.channels.approvalNote')}
        </p>
        <div className={styles['row']}>
          <label className={styles['field']}>
            <span>{t('bo.settings.channels.minIn', { code: currency.code })}</span>
            <input type="text" inputMode="decimal" value={min} onChange={(e) => setMin(e.target.value)} required />
          </label>
          <label className={styles['field']}>
            <span>{t('bo.settings.channels.maxIn', { code: currency.code })}</span>
            <input type="text" inputMode="decimal" value={max} onChange={(e) => setMax(e.target.value)} required />
          </label>
          <label className={styles['field']}>
            <span>{t('bo.settings.channels.feeIn')}</span>
            <input type="text" inputMode="decimal" value={fee} onChange={(e) => setFee(e.target.value)} required />
            <small className={styles['muted']}>{t('bo.settings.channels.feeHint')}</small>
          </label>
        </div>
        <label className={styles['switch']}>
          <input type="checkbox" checked={enabled} onChange={(e) => setEnabled(e.target.checked)} />
          <span>{t('bo.settings.channels.enabledLabel')}</span>
        </label>
        {error && (
          <p role="alert" className={styles['error']}>
            {error}
          </p>
        )}
        <div className={styles['actions']}>
          <button type="submit" className={own['primary']} disabled={busy}>
            {busy ? t('bo.settings.saving') : t('bo.settings.askApproval')}
          </button>
          <button type="button" onClick={() => ref.current?.close()} disabled={busy}>
            {t('bo.settings.channels.cancel')}
          </button>
        </div>
      </form>
    </dialog>
  );
}
