/**
 * Settlement by hand: an event's final score, one market's results (each selection's result and
 * dead-heat divisor) or a void, each sent to a second staff member; corrections of what is in
 * force need a reason. Requests waiting are approved or rejected here by someone other than who
 * made them (approvals.decide); once approved the markets are resulted and the settlement job pays.
 */
import { type FormEvent, useCallback, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { can } from '#lib/backoffice/roles.ts';
import { SPORTS_REASON_MAX } from '#lib/contracts/backoffice-sports.ts';
import { SELECTION_RESULTS, type SelectionResult } from '#lib/contracts/sports-model.ts';
import { formatDateTime, formatNumber, localDigits } from '#lib/format.ts';
import { failureText } from '../content/failure.ts';
import type { DeskProps } from '../desk-props.ts';
import styles from '../review-desk.module.css';
import { type BoEvent, type BoEventRow, type BoMarket, type PendingSettlement, type SettlementDesk, sportsDesk } from './desk-api.ts';
import { State, useMerchant } from './shared.tsx';
import local from './sports-desk.module.css';

function ScoreForm({ event, correction, onDone, onClose }: { event: BoEventRow; correction: boolean; onDone: (text: string) => void; onClose: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [home, setHome] = useState(event.score ? String(event.score.home) : '');
  const [away, setAway] = useState(event.score ? String(event.score.away) : '');
  const [reason, setReason] = useState('');
  const [failed, setFailed] = useState<string | null>(null);
  const title = t('bo.sports.versus', { home: event.home, away: event.away });
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const h = Number(home);
    const a = Number(away);
    if (!/^\d{1,3}$/.test(home) || !/^\d{1,3}$/.test(away)) {
      setFailed(t('bo.sports.settle.badScore'));
      return;
    }
    try {
      const asked = await sportsDesk.askResult(event.id, { home: h, away: a, ...(correction ? { reason: reason.trim() } : {}) });
      onDone(t('bo.sports.settle.asked', { id: asked.approvalId }));
    } catch (err) {
      setFailed(failureText(t, err));
    }
  };
  return (
    <form className={local['box']} onSubmit={(e) => void submit(e)} aria-label={t(correction ? 'bo.sports.settle.correctFor' : 'bo.sports.settle.scoreFor', { event: title })}>
      <h3>{t(correction ? 'bo.sports.settle.correctFor' : 'bo.sports.settle.scoreFor', { event: title })}</h3>
      <div className={local['inline']}>
        <div className={styles['field']}>
          <label htmlFor={`${id}-home`}>{event.home}</label>
          <input id={`${id}-home`} className={local['scoreInput']} inputMode="numeric" value={home} required onChange={(e) => setHome(e.target.value)} />
        </div>
        <div className={styles['field']}>
          <label htmlFor={`${id}-away`}>{event.away}</label>
          <input id={`${id}-away`} className={local['scoreInput']} inputMode="numeric" value={away} required onChange={(e) => setAway(e.target.value)} />
        </div>
        {correction && (
          <div className={styles['field']}>
            <label htmlFor={`${id}-reason`}>{t('bo.sports.reason')}</label>
            <input id={`${id}-reason`} value={reason} required maxLength={SPORTS_REASON_MAX} onChange={(e) => setReason(e.target.value)} />
          </div>
        )}
      </div>
      <p className={styles['muted']}>{t('bo.sports.settle.secondPerson')}</p>
      {failed && (
        <p className={styles['error']} role="alert">
          {failed}
        </p>
      )}
      <div className={styles['actions']}>
        <button type="button" onClick={onClose}>
          {t('bo.sports.cancel')}
        </button>
        <button type="submit" className={styles['primary']}>
          {t('bo.sports.settle.send')}
        </button>
      </div>
    </form>
  );
}

function MarketSettle({ m, onDone }: { m: BoMarket; onDone: (text: string) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [results, setResults] = useState(() => m.selections.map((s) => ({ selectionId: s.id, result: (s.result ?? 'lose') as SelectionResult, deadHeat: s.deadHeat })));
  const [reason, setReason] = useState('');
  const [failed, setFailed] = useState<string | null>(null);
  const correction = m.status === 'settled';
  const set = (i: number, v: Partial<(typeof results)[number]>) => setResults(results.map((r, j) => (j === i ? { ...r, ...v } : r)));
  const send = async (e: FormEvent) => {
    e.preventDefault();
    try {
      const asked = await sportsDesk.askSettle(m.id, results, correction ? reason.trim() : undefined);
      onDone(t('bo.sports.settle.asked', { id: asked.approvalId }));
    } catch (err) {
      setFailed(failureText(t, err));
    }
  };
  const voidIt = async () => {
    if (!reason.trim()) {
      setFailed(t('bo.sports.settle.reasonToVoid'));
      return;
    }
    try {
      const asked = await sportsDesk.askVoid(m.id, reason.trim());
      onDone(t('bo.sports.settle.asked', { id: asked.approvalId }));
    } catch (err) {
      setFailed(failureText(t, err));
    }
  };
  return (
    <form className={local['box']} onSubmit={(e) => void send(e)} aria-label={t('bo.sports.settle.marketFor', { market: m.name })}>
      <div className={local['marketHead']}>
        <h3>{m.name}</h3>
        <State group="market" value={m.status} />
      </div>
      <table className={local['table']}>
        <thead>
          <tr>
            <th scope="col">{t('bo.sports.col.selection')}</th>
            <th scope="col">{t('bo.sports.col.result')}</th>
            <th scope="col">{t('bo.sports.settle.deadHeat')}</th>
          </tr>
        </thead>
        <tbody>
          {m.selections.map((s, i) => (
            <tr key={s.id}>
              <th scope="row">{s.name}</th>
              <td>
                <select aria-label={t('bo.sports.settle.resultOf', { selection: s.name, market: m.name })} value={results[i]!.result} onChange={(e) => set(i, { result: e.target.value as SelectionResult })}>
                  {SELECTION_RESULTS.map((r) => (
                    <option key={r} value={r}>
                      {t(`bo.sports.result.${r}`)}
                    </option>
                  ))}
                </select>
              </td>
              <td>
                <input aria-label={t('bo.sports.settle.deadHeatOf', { selection: s.name, market: m.name })} className={local['scoreInput']} type="number" min={1} max={50} value={results[i]!.deadHeat} onChange={(e) => set(i, { deadHeat: Math.max(1, Math.min(50, Number(e.target.value) || 1)) })} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className={local['inline']}>
        <div className={styles['field']}>
          <label htmlFor={`${id}-reason`}>{t(correction ? 'bo.sports.reason' : 'bo.sports.settle.reasonOptional')}</label>
          <input id={`${id}-reason`} value={reason} maxLength={SPORTS_REASON_MAX} onChange={(e) => setReason(e.target.value)} />
        </div>
        <button type="submit" className={styles['primary']}>
          {t(correction ? 'bo.sports.settle.sendCorrection' : 'bo.sports.settle.sendMarket')}
        </button>
        <button type="button" className={styles['danger']} onClick={() => void voidIt()} aria-label={t('bo.sports.settle.voidFor', { market: m.name })}>
          {t('bo.sports.settle.void')}
        </button>
      </div>
      {failed && (
        <p className={styles['error']} role="alert">
          {failed}
        </p>
      )}
    </form>
  );
}

function PendingRow({ p, lang, zone, mayDecide, onDone, onFailed }: { p: PendingSettlement; lang: string; zone: string; mayDecide: boolean; onDone: (text: string) => void; onFailed: (text: string) => void }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const decide = async (approve: boolean) => {
    let reason = '';
    if (!approve) {
      reason = window.prompt(t('bo.sports.settle.rejectReason')) ?? '';
      if (!reason.trim()) return;
    }
    setBusy(true);
    try {
      if (approve) await sportsDesk.approve(p.approvalId);
      else await sportsDesk.reject(p.approvalId, reason.trim());
      onDone(t(approve ? 'bo.sports.settle.approved' : 'bo.sports.settle.rejected', { id: p.approvalId }));
    } catch (err) {
      onFailed(failureText(t, err));
    } finally {
      setBusy(false);
    }
  };
  const what =
    p.action === 'result' && p.score
      ? t('bo.sports.settle.whatScore', { score: localDigits(`${p.score.home} – ${p.score.away}`, lang) })
      : p.action === 'void'
        ? t('bo.sports.settle.whatVoid', { market: p.market ?? '' })
        : `${p.market ?? ''}: ${p.results.map((r) => `${r.selection} ${t(`bo.sports.result.${r.result}`)}${r.deadHeat > 1 ? ` (${t('bo.sports.deadHeat', { n: formatNumber(r.deadHeat, lang) })})` : ''}`).join(', ')}`;
  return (
    <tr>
      <th scope="row">
        {p.event}
        <br />
        <span className={styles['muted']}>{t(`bo.sports.settle.action.${p.action}`)}</span>
      </th>
      <td>
        {what}
        {p.correction && <div className={local['warn']}>{t('bo.sports.settle.isCorrection')}</div>}
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
            <button type="button" className={styles['primary']} disabled={busy} onClick={() => void decide(true)} aria-label={t('bo.sports.settle.approveFor', { event: p.event })}>
              {t('bo.sports.settle.approve')}
            </button>
            <button type="button" className={styles['danger']} disabled={busy} onClick={() => void decide(false)} aria-label={t('bo.sports.settle.rejectFor', { event: p.event })}>
              {t('bo.sports.settle.reject')}
            </button>
          </div>
        ) : (
          <span className={styles['muted']}>{t('bo.sports.settle.waitsForOther')}</span>
        )}
      </td>
    </tr>
  );
}

type Editing = { event: BoEventRow; what: 'score' | 'correct' | 'markets' };

export default function SettlementTab({ lang, staff }: DeskProps) {
  const { t } = useTranslation();
  const id = useId();
  const merchant = useMerchant();
  const decider = can(staff.role, 'approvals.decide');
  const [desk, setDesk] = useState<SettlementDesk | null>(null);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [detail, setDetail] = useState<BoEvent | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const load = useCallback(async () => {
    try {
      setDesk(await sportsDesk.settlement());
    } catch (err) {
      setFailed(failureText(t, err));
    }
  }, [t]);
  useEffect(() => {
    void load();
  }, [load]);
  useEffect(() => {
    if (editing?.what !== 'markets') {
      setDetail(null);
      return;
    }
    sportsDesk.event(editing.event.id).then(setDetail, (err: unknown) => setFailed(failureText(t, err)));
  }, [editing, t]);

  const finished = (text: string) => {
    setEditing(null);
    setDone(text);
    setFailed(null);
    void load();
  };
  const time = (v: number) => formatDateTime(v, lang, merchant.timeZone);
  const eventRows = (rows: BoEventRow[]) =>
    rows.map((e) => {
      // A live hand-made event takes its first score; an ended or settled one has a result, so a new score corrects it.
      const correct = e.status !== 'live';
      const title = t('bo.sports.versus', { home: e.home, away: e.away });
      const waits = desk?.pending.some((p) => p.action === 'result' && p.eventId === e.id);
      return (
        <tr key={e.id}>
          <th scope="row">
            {title}
            <br />
            <span className={styles['muted']}>
              {e.competition} · {time(e.startsAt)}
            </span>
          </th>
          <td>
            <State group="event" value={e.status} />
          </td>
          <td className={local['num']}>{e.score ? localDigits(`${e.score.home} – ${e.score.away}`, lang) : '—'}</td>
          <td className={local['num']}>{t('bo.sports.openOf', { open: formatNumber(e.openMarkets, lang), total: formatNumber(e.markets, lang) })}</td>
          <td>
            <div className={styles['rowActions']}>
              {waits ? (
                <span className={styles['muted']}>{t('bo.sports.settle.pendingShort')}</span>
              ) : e.status === 'live' && e.source !== 'manual' ? (
                <span className={styles['muted']}>{t('bo.sports.settle.feedResults')}</span>
              ) : (
                <button type="button" className={styles['primary']} onClick={() => setEditing({ event: e, what: correct ? 'correct' : 'score' })} aria-label={t(correct ? 'bo.sports.settle.correctFor' : 'bo.sports.settle.scoreFor', { event: title })}>
                  {t(correct ? 'bo.sports.settle.correct' : 'bo.sports.settle.score')}
                </button>
              )}
              <button type="button" onClick={() => setEditing({ event: e, what: 'markets' })} aria-label={t('bo.sports.settle.marketsFor', { event: title })}>
                {t('bo.sports.settle.markets')}
              </button>
            </div>
          </td>
        </tr>
      );
    });
  const head = (
    <thead>
      <tr>
        <th scope="col">{t('bo.sports.col.event')}</th>
        <th scope="col">{t('bo.sports.col.state')}</th>
        <th scope="col">{t('bo.sports.col.score')}</th>
        <th scope="col" className={local['num']}>
          {t('bo.sports.col.markets')}
        </th>
        <th scope="col">{t('bo.sports.col.actions')}</th>
      </tr>
    </thead>
  );
  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('bo.sports.settle.title')}</h2>
      <p className={local['intro']}>{t('bo.sports.settle.intro')}</p>
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
      {editing && editing.what !== 'markets' && <ScoreForm key={`${editing.event.id}-${editing.what}`} event={editing.event} correction={editing.what === 'correct'} onDone={finished} onClose={() => setEditing(null)} />}
      {editing?.what === 'markets' && detail && (
        <div className={local['section']}>
          <div className={local['marketHead']}>
            <h3>{t('bo.sports.settle.marketsOf', { event: t('bo.sports.versus', { home: detail.home, away: detail.away }) })}</h3>
            <button type="button" onClick={() => setEditing(null)}>
              {t('bo.sports.close')}
            </button>
          </div>
          {detail.marketList
            .filter((m) => m.status !== 'void')
            .map((m) => (
              <MarketSettle key={m.id} m={m} onDone={finished} />
            ))}
        </div>
      )}
      {desk && (
        <>
          <div className={local['section']}>
            <h3>{t('bo.sports.settle.pending')}</h3>
            {desk.pending.length ? (
              <div className={local['scroll']}>
                <table className={local['table']}>
                  <thead>
                    <tr>
                      <th scope="col">{t('bo.sports.col.event')}</th>
                      <th scope="col">{t('bo.sports.settle.what')}</th>
                      <th scope="col">{t('bo.sports.settle.maker')}</th>
                      <th scope="col">{t('bo.sports.col.actions')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {desk.pending.map((p) => (
                      <PendingRow key={p.approvalId} p={p} lang={lang} zone={merchant.timeZone} mayDecide={decider && p.makerId !== staff.id} onDone={finished} onFailed={setFailed} />
                    ))}
                  </tbody>
                </table>
              </div>
            ) : (
              <p className={styles['muted']}>{t('bo.sports.settle.nonePending')}</p>
            )}
          </div>
          <div className={local['section']}>
            <h3>{t('bo.sports.settle.waiting')}</h3>
            {desk.waiting.length ? (
              <div className={local['scroll']}>
                <table className={local['table']}>
                  {head}
                  <tbody>{eventRows(desk.waiting)}</tbody>
                </table>
              </div>
            ) : (
              <p className={styles['muted']}>{t('bo.sports.settle.noneWaiting')}</p>
            )}
          </div>
          <div className={local['section']}>
            <h3>{t('bo.sports.settle.recent')}</h3>
            {desk.recent.length ? (
              <div className={local['scroll']}>
                <table className={local['table']}>
                  {head}
                  <tbody>{eventRows(desk.recent)}</tbody>
                </table>
              </div>
            ) : (
              <p className={styles['muted']}>{t('bo.sports.settle.noneRecent')}</p>
            )}
          </div>
        </>
      )}
    </section>
  );
}
