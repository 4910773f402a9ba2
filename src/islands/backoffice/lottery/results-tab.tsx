/**
 * Official results: the official draws waiting for a result (staff with lottery.results enter
 * it), results and corrections waiting for a second staff member (who approves or rejects them
 * here or in Approvals; never the one who entered it), and the latest results in force, each of
 * which can be corrected with a reason (approved by a second person; every ticket resettled).
 */
import { type ReactNode, useCallback, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type BoDraw, lotteryDesk, type PendingResult, type ResultsDesk } from '#lib/backoffice/lottery-desk-api.ts';
import { can } from '#lib/backoffice/roles.ts';
import { LOTTERY_REASON_MAX } from '#lib/contracts/backoffice-lottery.ts';
import { formatDateTime } from '#lib/format.ts';
import { failureText } from '../content/failure.ts';
import type { DeskProps } from '../desk-props.ts';
import styles from '../review-desk.module.css';
import { Balls } from './draws-tab.tsx';
import local from './lottery-desk.module.css';
import { emptyResult, ResultFields } from './result-fields.tsx';
import { useMerchant } from '../use-merchant.ts';

type Editing = { draw: BoDraw; kind: 'enter' | 'correct' };

function ResultForm({ editing, onCancel, onDone }: { editing: Editing; onCancel: () => void; onDone: (text: string) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const { draw, kind } = editing;
  const [value, setValue] = useState<string[]>(kind === 'correct' && draw.result ? draw.result : emptyResult(draw.format));
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async () => {
    if (value.some((v) => v === '')) return setError(t('bo.lottery.results.fillAll'));
    if (kind === 'correct' && reason.trim().length < 3) return setError(t('bo.lottery.draws.reasonRequired'));
    setBusy(true);
    setError(null);
    try {
      const out = kind === 'enter' ? await lotteryDesk.enterResult(draw.id, value) : await lotteryDesk.askCorrection(draw.id, value, reason.trim());
      onDone(t(kind === 'enter' ? 'bo.lottery.results.asked' : 'bo.lottery.results.correctionAsked', { id: out.approvalId, number: draw.number }));
    } catch (err) {
      setError(failureText(t, err));
      setBusy(false);
    }
  };
  return (
    <form
      aria-labelledby={`${id}-title`}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <h3 id={`${id}-title`}>{t(kind === 'enter' ? 'bo.lottery.results.enterTitle' : 'bo.lottery.results.correctTitle', { lottery: draw.lotteryName, number: draw.number })}</h3>
      <ResultFields
        format={draw.format}
        value={value}
        onChange={(next) => {
          setValue(next);
          setError(null);
        }}
        legend={t('bo.lottery.results.legend')}
      />
      {kind === 'correct' && (
        <div className={styles['field']}>
          <label htmlFor={`${id}-reason`}>{t('bo.lottery.reason')}</label>
          <textarea id={`${id}-reason`} value={reason} maxLength={LOTTERY_REASON_MAX} onChange={(e) => setReason(e.target.value)} />
        </div>
      )}
      {error && (
        <p className={styles['error']} role="alert">
          {error}
        </p>
      )}
      <div className={styles['actions']}>
        <button type="button" onClick={onCancel}>
          {t('bo.lottery.cancel')}
        </button>
        <button type="submit" className={styles['primary']} disabled={busy}>
          {t('bo.lottery.results.send')}
        </button>
      </div>
    </form>
  );
}

function PendingRow({ p, lang, zone, mayDecide, onDone }: { p: PendingResult; lang: string; zone: string; mayDecide: boolean; onDone: (text: string | null, error?: string) => void }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const decide = async (approve: boolean) => {
    setBusy(true);
    try {
      if (approve) await lotteryDesk.approve(p.approvalId);
      else await lotteryDesk.reject(p.approvalId, t('bo.lottery.results.rejectReason'));
      onDone(t(approve ? 'bo.lottery.results.approved' : 'bo.lottery.results.rejected', { id: p.approvalId, number: p.number }));
    } catch (err) {
      onDone(null, failureText(t, err));
      setBusy(false);
    }
  };
  return (
    <tr>
      <th scope="row">
        {p.lottery}
        <br />
        <span className={styles['muted']}>{t('bo.lottery.drawNumber', { number: p.number })}</span>
      </th>
      <td>{t(p.kind === 'lottery.result' ? 'bo.lottery.results.kindResult' : 'bo.lottery.results.kindCorrection')}</td>
      <td>
        <Balls values={p.result} label={t('bo.lottery.resultOf', { number: p.number })} />
        {p.reason && <div className={styles['muted']}>{p.reason}</div>}
      </td>
      <td>
        {p.maker}
        <br />
        <span className={styles['muted']}>{formatDateTime(p.createdAt, lang, zone)}</span>
      </td>
      <td>
        {mayDecide ? (
          <div className={styles['rowActions']}>
            <button type="button" className={styles['primary']} disabled={busy} onClick={() => void decide(true)} aria-label={t('bo.lottery.results.approveFor', { number: p.number })}>
              {t('bo.lottery.results.approve')}
            </button>
            <button type="button" disabled={busy} onClick={() => void decide(false)} aria-label={t('bo.lottery.results.rejectFor', { number: p.number })}>
              {t('bo.lottery.results.reject')}
            </button>
          </div>
        ) : (
          <span className={styles['muted']}>{t('bo.lottery.results.waitsForOther')}</span>
        )}
      </td>
    </tr>
  );
}

/** One of the tab's tables: its caption, column headings, a row saying it is empty, and its rows. */
function ResultsTable({ caption, columns, empty, rows, last = false, children }: { caption: string; columns: string[]; empty: string; rows: number; last?: boolean; children: ReactNode }) {
  return (
    <div className={last ? local['scroll'] : `${local['scroll']} ${local['section']}`}>
      <table className={local['table']}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c} scope="col">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows === 0 && (
            <tr>
              <td colSpan={columns.length}>{empty}</td>
            </tr>
          )}
          {children}
        </tbody>
      </table>
    </div>
  );
}

/** A draw's row heading: its lottery and issue number. */
function DrawCell({ draw }: { draw: Pick<BoDraw, 'lotteryName' | 'number'> }) {
  const { t } = useTranslation();
  return (
    <th scope="row">
      {draw.lotteryName}
      <br />
      <span className={styles['muted']}>{t('bo.lottery.drawNumber', { number: draw.number })}</span>
    </th>
  );
}

export default function ResultsTab({ lang, staff }: DeskProps) {
  const { t } = useTranslation();
  const id = useId();
  const merchant = useMerchant();
  const decider = can(staff.role, 'approvals.decide');
  const [desk, setDesk] = useState<ResultsDesk | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [editing, setEditing] = useState<Editing | null>(null);
  const load = useCallback(async () => {
    try {
      setDesk(await lotteryDesk.results());
      setFailed(null);
    } catch (err) {
      setFailed(failureText(t, err));
    }
  }, [t]);
  useEffect(() => {
    void load();
  }, [load]);
  const time = (v: number) => formatDateTime(v, lang, merchant.timeZone);
  const finished = (text: string | null, error?: string) => {
    setEditing(null);
    setDone(text);
    setFailed(error ?? null);
    void load();
  };
  const waitingIds = new Set(desk?.pending.map((p) => p.drawId));

  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('bo.lottery.results.title')}</h2>
      <p className={local['intro']}>{t('bo.lottery.results.intro')}</p>
      {done && (
        <p className={styles['done']} role="status">
          {done}
        </p>
      )}
      {failed && (
        <p className={styles['error']} role="alert">
          {failed}
        </p>
      )}
      {editing && <ResultForm key={`${editing.kind}-${editing.draw.id}`} editing={editing} onCancel={() => setEditing(null)} onDone={(text) => finished(text)} />}
      {desk && (
        <>
          <ResultsTable caption={t('bo.lottery.results.waiting')} columns={[t('bo.lottery.col.draw'), t('bo.lottery.col.times'), t('bo.lottery.col.actions')]} empty={t('bo.lottery.results.noneWaiting')} rows={desk.waiting.length}>
            {desk.waiting.map((d) => (
              <tr key={d.id}>
                <DrawCell draw={d} />
                <td>{t('bo.lottery.drawsAt', { time: time(d.drawAt) })}</td>
                <td>
                  {waitingIds.has(d.id) ? (
                    <span className={styles['muted']}>{t('bo.lottery.results.pendingShort')}</span>
                  ) : (
                    <button type="button" className={styles['primary']} onClick={() => setEditing({ draw: d, kind: 'enter' })} aria-label={t('bo.lottery.results.enterFor', { number: d.number })}>
                      {t('bo.lottery.results.enter')}
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </ResultsTable>
          <ResultsTable
            caption={t('bo.lottery.results.pending')}
            columns={[t('bo.lottery.col.draw'), t('bo.lottery.col.kind'), t('bo.lottery.col.result'), t('bo.lottery.col.maker'), t('bo.lottery.col.actions')]}
            empty={t('bo.lottery.results.nonePending')}
            rows={desk.pending.length}
          >
            {desk.pending.map((p) => (
              <PendingRow key={p.approvalId} p={p} lang={lang} zone={merchant.timeZone} mayDecide={decider && p.makerId !== staff.id} onDone={finished} />
            ))}
          </ResultsTable>
          <ResultsTable caption={t('bo.lottery.results.recent')} columns={[t('bo.lottery.col.draw'), t('bo.lottery.col.result'), t('bo.lottery.col.state'), t('bo.lottery.col.actions')]} empty={t('bo.lottery.results.noneRecent')} rows={desk.recent.length} last>
            {desk.recent.map((d) => (
              <tr key={d.id}>
                <DrawCell draw={d} />
                <td>
                  <Balls values={d.result} label={t('bo.lottery.resultOf', { number: d.number })} />
                </td>
                <td>
                  {t(`bo.lottery.status.${d.status}`)}
                  {d.revision > 0 && <div className={styles['muted']}>{t('bo.lottery.revision', { n: d.revision })}</div>}
                </td>
                <td>
                  {!waitingIds.has(d.id) && (
                    <button type="button" onClick={() => setEditing({ draw: d, kind: 'correct' })} aria-label={t('bo.lottery.results.correctFor', { number: d.number })}>
                      {t('bo.lottery.results.correct')}
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </ResultsTable>
        </>
      )}
    </section>
  );
}
