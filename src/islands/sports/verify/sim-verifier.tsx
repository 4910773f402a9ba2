import { type FormEvent, useEffect, useEffectEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, apiLanguage, request } from '#lib/api.ts';
import type { EventView } from '#lib/contracts/sports-shapes.ts';
import { SPORT_KEYS, type SportKey } from '#lib/contracts/sports-model.ts';
import { errorMessage } from '#lib/error-message.ts';
import { formatDateTime, localDigits } from '#lib/format.ts';
import { localizedPath } from '#lib/i18n/languages.ts';
import { checkSimProof, isSportKey, scoreFrom, type SimCheck } from '#lib/sports/model-verify.ts';
import { type IslandI18n, IslandI18nProvider } from '../../common/i18n.tsx';
import { useTimeZone } from '../../common/use-time-zone.ts';
import { Timeline } from './timeline.tsx';
import page from '../../common/verify-page.module.css';
import own from './verify.module.css';

const styles = { ...page, ...own };

type Message = { key: string; values?: Record<string, string | number> };

/** What the check form holds: filled from a fetched event, or typed by hand. */
interface Fields {
  sport: SportKey;
  seed: string;
  inputs: string;
  commitment: string;
  result: string;
}

const EMPTY: Fields = { sport: 'football', seed: '', inputs: '', commitment: '', result: '' };

type Outcome =
  | { kind: 'idle' }
  | { kind: 'loading' }
  | { kind: 'failed'; message: Message }
  /** The event has not ended: only its commitment is published. */
  | { kind: 'sealed'; event: EventView }
  | { kind: 'done'; check: SimCheck; sport: SportKey; names: { home: string; away: string }; event: EventView | null };

const eventIdFrom = (text: string): number | null => {
  const n = Number(text.trim());
  return Number.isSafeInteger(n) && n > 0 ? n : null;
};

/** /sports/verify's island: fetches a simulated event's published data, or takes it by hand, and replays the match here. */
export default function SimVerifier({ lang, messages }: IslandI18n) {
  return (
    <IslandI18nProvider lang={lang} messages={messages}>
      <Verifier lang={lang} />
    </IslandI18nProvider>
  );
}

function Verifier({ lang }: { lang: string }) {
  const { t } = useTranslation();
  const id = useId();
  const zone = useTimeZone();
  const [eventInput, setEventInput] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [event, setEvent] = useState<EventView | null>(null);
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });

  const names = (e: EventView | null) => (e ? { home: e.home.name, away: e.away.name } : { home: t('sportsFair.home'), away: t('sportsFair.away') });

  /** Runs every check on the form's values (the published result's parts are compared when it is the event's own). */
  const check = (f: Fields, loaded: EventView | null) => {
    let sim: unknown = null;
    try {
      sim = JSON.parse(f.inputs);
    } catch {
      sim = null;
    }
    const typed = scoreFrom(f.result);
    const published = loaded?.result && typed && typed.home === loaded.result.home && typed.away === loaded.result.away ? loaded.result : typed;
    const result = checkSimProof({ sport: f.sport, commitment: f.commitment.trim() || null, seed: f.seed.trim(), sim, result: published });
    setOutcome({ kind: 'done', check: result, sport: f.sport, names: names(loaded), event: loaded });
  };

  const load = async (eventId: number) => {
    setOutcome({ kind: 'loading' });
    try {
      const { event: e } = await request('GET /wps/sports/events/:id', { params: { id: eventId }, query: { language: apiLanguage() } });
      setEvent(e);
      const filled: Fields = {
        sport: e.sport,
        seed: e.fairness.seed ?? '',
        inputs: e.fairness.sim ? JSON.stringify(e.fairness.sim) : '',
        commitment: e.fairness.commitment ?? '',
        result: e.result ? `${e.result.home}-${e.result.away}` : '',
      };
      setFields(filled);
      if (!e.simulated || !e.fairness.commitment) {
        setOutcome({ kind: 'failed', message: { key: 'sportsFair.error.notSimulated' } });
        return;
      }
      if (!e.fairness.seed) {
        setOutcome({ kind: 'sealed', event: e });
        return;
      }
      // The replay runs after the "checking" state has painted.
      await new Promise((r) => setTimeout(r, 0));
      check(filled, e);
    } catch (err) {
      setEvent(null);
      setOutcome({ kind: 'failed', message: err instanceof ApiError && err.code === 'UNKNOWN_EVENT' ? { key: 'sportsFair.error.unknownEvent' } : errorMessage(err) });
    }
  };

  const fromAddress = useEffectEvent(() => {
    const eventId = eventIdFrom(new URLSearchParams(location.search).get('event') ?? '');
    if (eventId === null) return;
    setEventInput(String(eventId));
    void load(eventId);
  });
  // Once, from the address that opened the page.
  useEffect(() => fromAddress(), []);

  const onEvent = (e: FormEvent) => {
    e.preventDefault();
    const eventId = eventIdFrom(eventInput);
    setInvalid(eventId === null);
    if (eventId === null) return;
    const url = new URL(location.href);
    url.searchParams.set('event', String(eventId));
    history.replaceState(null, '', url);
    void load(eventId);
  };

  const onManual = (e: FormEvent) => {
    e.preventDefault();
    check(fields, event && event.sport === fields.sport ? event : null);
  };

  const set = (key: keyof Fields) => (e: { target: { value: string } }) => setFields({ ...fields, [key]: e.target.value } as Fields);

  return (
    <div className={styles.layout}>
      <div className={styles.forms}>
        <form className={styles.form} onSubmit={onEvent} noValidate aria-labelledby={`${id}-by-event`}>
          <h2 id={`${id}-by-event`} className={styles.formTitle}>
            {t('sportsFair.form.byEvent')}
          </h2>
          <div className="field">
            <label htmlFor={`${id}-event`}>{t('sportsFair.form.event')}</label>
            <input
              id={`${id}-event`}
              className="input"
              inputMode="numeric"
              autoComplete="off"
              value={eventInput}
              onChange={(e) => setEventInput(e.target.value)}
              aria-invalid={invalid || undefined}
              aria-describedby={`${id}-event-hint`}
            />
            <p id={`${id}-event-hint`} className={invalid ? styles.error : styles.hint} role={invalid ? 'alert' : undefined}>
              {invalid ? t('sportsFair.form.invalid') : t('sportsFair.form.eventHint')}
            </p>
          </div>
          <button type="submit" className="btn btn-primary" disabled={outcome.kind === 'loading'}>
            {t('sportsFair.form.load')}
          </button>
        </form>

        <form className={styles.form} onSubmit={onManual} noValidate aria-labelledby={`${id}-by-hand`}>
          <h2 id={`${id}-by-hand`} className={styles.formTitle}>
            {t('sportsFair.form.byHand')}
          </h2>
          <p className={styles.hint}>{t('sportsFair.form.byHandHint')}</p>
          <div className="field">
            <label htmlFor={`${id}-sport`}>{t('sportsFair.form.sport')}</label>
            <select id={`${id}-sport`} className="input" value={fields.sport} onChange={(e) => isSportKey(e.target.value) && setFields({ ...fields, sport: e.target.value })}>
              {SPORT_KEYS.map((s) => (
                <option key={s} value={s}>
                  {t(`sports.sport.${s}`)}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor={`${id}-seed`}>{t('sportsFair.form.seed')}</label>
            <input id={`${id}-seed`} className={`input ${styles.mono}`} autoComplete="off" spellCheck={false} value={fields.seed} onChange={set('seed')} />
          </div>
          <div className="field">
            <label htmlFor={`${id}-inputs`}>{t('sportsFair.form.inputs')}</label>
            <textarea id={`${id}-inputs`} className={`input ${styles.mono}`} rows={3} spellCheck={false} value={fields.inputs} onChange={set('inputs')} aria-describedby={`${id}-inputs-hint`} />
            <p id={`${id}-inputs-hint`} className={styles.hint}>
              {t('sportsFair.form.inputsHint')}
            </p>
          </div>
          <div className="field">
            <label htmlFor={`${id}-commitment`}>{t('sportsFair.form.commitment')}</label>
            <input id={`${id}-commitment`} className={`input ${styles.mono}`} autoComplete="off" spellCheck={false} value={fields.commitment} onChange={set('commitment')} />
          </div>
          <div className="field">
            <label htmlFor={`${id}-result`}>{t('sportsFair.form.result')}</label>
            <input id={`${id}-result`} className="input" autoComplete="off" placeholder="2-1" value={fields.result} onChange={set('result')} />
          </div>
          <button type="submit" className="btn" disabled={!fields.seed.trim()}>
            {t('sportsFair.form.replay')}
          </button>
        </form>
      </div>

      <section className={styles.result} aria-labelledby={`${id}-result-title`} aria-live="polite" aria-busy={outcome.kind === 'loading'}>
        <h2 id={`${id}-result-title`} className={styles.title}>
          {t('sportsFair.result.title')}
        </h2>
        {outcome.kind === 'idle' && <p className={styles.hint}>{t('sportsFair.result.empty')}</p>}
        {outcome.kind === 'loading' && <p role="status">{t('sportsFair.result.loading')}</p>}
        {outcome.kind === 'failed' && (
          <p className={styles.error} role="alert">
            {t(outcome.message.key, outcome.message.values ?? {})}
          </p>
        )}
        {outcome.kind === 'sealed' && (
          <>
            <EventFacts event={outcome.event} lang={lang} zone={zone} />
            <p className={styles.gap} role="status">
              {t('sportsFair.result.sealed')}
            </p>
            <p className={styles.label}>{t('sportsFair.step.commitment')}</p>
            <code className={styles.code}>{outcome.event.fairness.commitment}</code>
          </>
        )}
        {outcome.kind === 'done' && (
          <>
            {outcome.event && <EventFacts event={outcome.event} lang={lang} zone={zone} />}
            <Verdict check={outcome.check} />
            <Steps check={outcome.check} commitment={fields.commitment.trim()} names={outcome.names} lang={lang} />
            {outcome.check.match && <Timeline match={outcome.check.match} names={outcome.names} lang={lang} />}
            {outcome.event && (
              <p className={styles.links}>
                <a href={`${localizedPath(lang, outcome.event.kind === 'esports' ? '/esports' : '/sports')}/event?id=${outcome.event.id}`}>{t('sportsFair.result.open')}</a>
              </p>
            )}
          </>
        )}
      </section>
    </div>
  );
}

function EventFacts({ event, lang, zone }: { event: EventView; lang: string; zone: string }) {
  const { t } = useTranslation();
  return (
    <dl className={styles.facts}>
      <div>
        <dt>{t('sportsFair.result.event')}</dt>
        <dd>
          {event.home.name} – {event.away.name}
        </dd>
      </div>
      <div>
        <dt>{t('sportsFair.result.competition')}</dt>
        <dd>
          {t(`sports.sport.${event.sport}`)} · {event.competition.name} · {formatDateTime(event.startsAt, lang, zone)}
        </dd>
      </div>
    </dl>
  );
}

function Verdict({ check }: { check: SimCheck }) {
  const { t } = useTranslation();
  const ok = check.verdict === 'verified';
  return (
    <div className={styles.verdict} data-ok={ok || undefined} data-neutral={check.verdict === 'replayed' || undefined} role="status">
      <strong>{t(`sportsFair.verdict.${check.verdict}`)}</strong>
      <span>{t(`sportsFair.verdict.${check.verdict}Text`)}</span>
    </div>
  );
}

function Badge({ ok }: { ok: boolean | null }) {
  const { t } = useTranslation();
  if (ok === null) return <span className={styles.badge} data-neutral>{t('sportsFair.step.notGiven')}</span>;
  return (
    <span className={styles.badge} data-ok={ok || undefined}>
      {ok ? t('sportsFair.step.match') : t('sportsFair.step.mismatch')}
    </span>
  );
}

function Steps({ check, commitment, names, lang }: { check: SimCheck; commitment: string; names: { home: string; away: string }; lang: string }) {
  const { t } = useTranslation();
  const final = check.match?.final;
  return (
    <ol className={styles.steps} aria-label={t('sportsFair.step.list')}>
      <li>
        <h3>
          {t('sportsFair.step.hash')} <Badge ok={check.commitmentOk} />
        </h3>
        <p className={styles.label}>{t('sportsFair.step.computed')}</p>
        <code className={styles.code}>{check.hash}</code>
        <p className={styles.label}>{t('sportsFair.step.commitment')}</p>
        <code className={styles.code}>{commitment || '—'}</code>
      </li>
      <li>
        <h3>
          {t('sportsFair.step.inputs')} <Badge ok={check.inputs !== null} />
        </h3>
        {check.inputs ? (
          <p className={styles.hint}>
            {t('sportsFair.step.inputsText', {
              model: localDigits(String(check.inputs.model), lang),
              key: check.inputs.key,
              home: names.home,
              away: names.away,
              homeRating: localDigits(String(check.inputs.ratings.home), lang),
              awayRating: localDigits(String(check.inputs.ratings.away), lang),
            })}
          </p>
        ) : (
          <p className={styles.error}>{t('sportsFair.step.inputsBad')}</p>
        )}
      </li>
      <li>
        <h3>
          {t('sportsFair.step.replay')} <Badge ok={check.resultOk} />
        </h3>
        {final && (
          <p className={styles.score}>
            {names.home} <strong>{localDigits(`${final.home} – ${final.away}`, lang)}</strong> {names.away}
          </p>
        )}
      </li>
    </ol>
  );
}
