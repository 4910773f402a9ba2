/**
 * Making an event by hand: sport, competition and teams (existing ones or new names in both
 * languages), start time on the merchant's clock, in-play or not, and its markets with lines and
 * odds (a `winner` market with named selections). Sent once; the server checks every market again.
 */
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fromZonedInput, toZonedInput } from '#lib/backoffice/zoned-input.ts';
import { LINED_KINDS, MARKET_KEYS, type MarketKind, SPORT_KEYS, type SportKey, sportOf } from '#lib/contracts/sports-model.ts';
import { failureText } from '../content/failure.ts';
import styles from '../review-desk.module.css';
import { type NewEventInput, type NewMarketInput, sportsDesk } from './desk-api.ts';
import { oddsFrom } from './shared.tsx';
import local from './sports-desk.module.css';

interface Named {
  id: number;
  name: string;
}
/** An existing row's id, or new names typed (id 0). */
interface Pick {
  id: number;
  en: string;
  bn: string;
}
interface DraftSelection {
  key: string;
  en: string;
  bn: string;
  odds: string;
}
interface DraftMarket {
  kind: MarketKind;
  line: string;
  en: string;
  bn: string;
  selections: DraftSelection[];
}

/** The market kinds a sport offers by hand. */
function kindsFor(sport: SportKey): MarketKind[] {
  const s = sportOf(sport);
  if (s?.kind === 'esports') return ['mw', 'mh', 'ou', 'winner'];
  return s?.draw ? ['1x2', 'dc', 'ah', 'ou', 'btts', 'cs', 'winner'] : ['mw', 'ah', 'ou', 'winner'];
}

function draftOf(kind: MarketKind): DraftMarket {
  const keys = kind === 'winner' ? ['s1', 's2'] : kind === 'cs' ? ['1-0', '0-0', '0-1'] : [...MARKET_KEYS[kind]];
  return { kind, line: LINED_KINDS.includes(kind) ? (kind === 'ou' ? '2.5' : '-0.5') : '', en: '', bn: '', selections: keys.map((key) => ({ key, en: '', bn: '', odds: '' })) };
}

const NEW: Pick = { id: 0, en: '', bn: '' };

function PickField({ label, options, value, onChange }: { label: string; options: Named[]; value: Pick; onChange: (v: Pick) => void }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <fieldset className={local['box']}>
      <legend>{label}</legend>
      <div className={local['grid']}>
        <div className={styles['field']}>
          <label htmlFor={`${id}-pick`}>{t('bo.sports.form.existing')}</label>
          <select id={`${id}-pick`} value={value.id} onChange={(e) => onChange({ ...value, id: Number(e.target.value) })}>
            <option value={0}>{t('bo.sports.form.newOne')}</option>
            {options.map((o) => (
              <option key={o.id} value={o.id}>
                {o.name}
              </option>
            ))}
          </select>
        </div>
        {value.id === 0 && (
          <>
            <div className={styles['field']}>
              <label htmlFor={`${id}-en`}>{t('bo.sports.form.nameEn')}</label>
              <input id={`${id}-en`} value={value.en} maxLength={80} required onChange={(e) => onChange({ ...value, en: e.target.value })} />
            </div>
            <div className={styles['field']}>
              <label htmlFor={`${id}-bn`}>{t('bo.sports.form.nameBn')}</label>
              <input id={`${id}-bn`} value={value.bn} maxLength={80} required lang="bn" onChange={(e) => onChange({ ...value, bn: e.target.value })} />
            </div>
          </>
        )}
      </div>
    </fieldset>
  );
}

function MarketFields({ n, m, onChange, onRemove }: { n: number; m: DraftMarket; onChange: (m: DraftMarket) => void; onRemove: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const named = m.kind === 'winner';
  const typedKeys = m.kind === 'cs';
  const set = (i: number, s: Partial<DraftSelection>) => onChange({ ...m, selections: m.selections.map((x, j) => (j === i ? { ...x, ...s } : x)) });
  const title = t('bo.sports.form.marketN', { n, kind: t(`bo.sports.marketKind.${m.kind}`) });
  return (
    <fieldset className={local['box']}>
      <legend>{title}</legend>
      <div className={local['inline']}>
        {LINED_KINDS.includes(m.kind) && (
          <div className={styles['field']}>
            <label htmlFor={`${id}-line`}>{t('bo.sports.form.line')}</label>
            <input id={`${id}-line`} className={local['oddsInput']} inputMode="decimal" value={m.line} onChange={(e) => onChange({ ...m, line: e.target.value })} />
          </div>
        )}
        {named && (
          <>
            <div className={styles['field']}>
              <label htmlFor={`${id}-en`}>{t('bo.sports.form.marketEn')}</label>
              <input id={`${id}-en`} value={m.en} maxLength={80} onChange={(e) => onChange({ ...m, en: e.target.value })} />
            </div>
            <div className={styles['field']}>
              <label htmlFor={`${id}-bn`}>{t('bo.sports.form.marketBn')}</label>
              <input id={`${id}-bn`} value={m.bn} maxLength={80} lang="bn" onChange={(e) => onChange({ ...m, bn: e.target.value })} />
            </div>
          </>
        )}
      </div>
      <div className={local['inline']}>
        {m.selections.map((s, i) => (
          <div key={i} className={local['inline']}>
            {named ? (
              <>
                <input aria-label={t('bo.sports.form.selectionEn', { n: i + 1, market: title })} placeholder={t('bo.sports.form.nameEn')} value={s.en} maxLength={80} onChange={(e) => set(i, { en: e.target.value })} />
                <input aria-label={t('bo.sports.form.selectionBn', { n: i + 1, market: title })} placeholder={t('bo.sports.form.nameBn')} value={s.bn} maxLength={80} lang="bn" onChange={(e) => set(i, { bn: e.target.value })} />
              </>
            ) : typedKeys ? (
              <input aria-label={t('bo.sports.form.scoreKey', { n: i + 1, market: title })} className={local['oddsInput']} value={s.key} maxLength={5} onChange={(e) => set(i, { key: e.target.value })} />
            ) : null}
            <div className={styles['field']}>
              <label htmlFor={`${id}-odds-${i}`}>{named || typedKeys ? t('bo.sports.form.odds') : t('bo.sports.form.oddsOf', { key: t(`bo.sports.key.${s.key}`) })}</label>
              <input id={`${id}-odds-${i}`} className={local['oddsInput']} inputMode="decimal" placeholder="1.850" value={s.odds} onChange={(e) => set(i, { odds: e.target.value })} />
            </div>
          </div>
        ))}
      </div>
      <div className={styles['rowActions']}>
        {(named || typedKeys) && (
          <button type="button" onClick={() => onChange({ ...m, selections: [...m.selections, { key: named ? `s${m.selections.length + 1}` : '', en: '', bn: '', odds: '' }] })}>
            {t('bo.sports.form.addSelection')}
          </button>
        )}
        <button type="button" className={styles['danger']} onClick={onRemove} aria-label={t('bo.sports.form.removeMarket', { market: title })}>
          {t('bo.sports.form.remove')}
        </button>
      </div>
    </fieldset>
  );
}

export function EventForm({ lang, zone, onClose, onDone }: { lang: string; zone: string; onClose: () => void; onDone: (eventId: number) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [sport, setSport] = useState<SportKey>('football');
  const [catalogue, setCatalogue] = useState<{ competitions: Named[]; teams: Named[] }>({ competitions: [], teams: [] });
  const [competition, setCompetition] = useState<Pick>(NEW);
  const [home, setHome] = useState<Pick>(NEW);
  const [away, setAway] = useState<Pick>(NEW);
  const [start, setStart] = useState(() => toZonedInput(Date.now() + 2 * 3_600_000, zone));
  const [inPlay, setInPlay] = useState(true);
  const [markets, setMarkets] = useState<DraftMarket[]>([draftOf('1x2')]);
  const [adding, setAdding] = useState<MarketKind>('ou');
  const [failed, setFailed] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    sportsDesk.catalogue(sport).then(setCatalogue, () => setCatalogue({ competitions: [], teams: [] }));
  }, [sport, lang]);

  const changeSport = (s: SportKey) => {
    setSport(s);
    setCompetition(NEW);
    setHome(NEW);
    setAway(NEW);
    const kinds = kindsFor(s);
    setMarkets([draftOf(kinds[0]!)]);
    setAdding(kinds[1] ?? kinds[0]!);
  };

  const build = (): NewEventInput | string => {
    const startsAt = fromZonedInput(start, zone);
    if (startsAt === null) return t('bo.sports.form.badStart');
    const pick = (p: Pick) => (p.id ? p.id : p.en.trim() && p.bn.trim() ? { names: { en: p.en.trim(), bn: p.bn.trim() } } : null);
    const c = pick(competition);
    const h = pick(home);
    const a = pick(away);
    if (!c || !h || !a) return t('bo.sports.form.namesMissing');
    if (!markets.length) return t('bo.sports.form.noMarkets');
    const out: NewMarketInput[] = [];
    for (const [i, m] of markets.entries()) {
      const selections: NewMarketInput['selections'] = [];
      for (const s of m.selections) {
        const odds = oddsFrom(s.odds);
        if (odds === null) return t('bo.sports.form.badOdds', { n: i + 1 });
        if (m.kind === 'winner' && (!s.en.trim() || !s.bn.trim())) return t('bo.sports.form.namesMissing');
        selections.push({ key: m.kind === 'winner' ? s.key : s.key.trim(), odds, ...(m.kind === 'winner' ? { names: { en: s.en.trim(), bn: s.bn.trim() } } : {}) });
      }
      const line = LINED_KINDS.includes(m.kind) ? Number(m.line.replace('−', '-')) : null;
      if (line !== null && (!Number.isFinite(line) || Math.round(line * 4) !== line * 4)) return t('bo.sports.form.badLine', { n: i + 1 });
      if (m.kind === 'winner' && (!m.en.trim() || !m.bn.trim())) return t('bo.sports.form.namesMissing');
      out.push({ kind: m.kind, ...(line !== null ? { line } : {}), ...(m.kind === 'winner' ? { names: { en: m.en.trim(), bn: m.bn.trim() } } : {}), selections });
    }
    return { sport, competition: c, home: h, away: a, startsAt, inPlay, markets: out };
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const body = build();
    if (typeof body === 'string') {
      setFailed(body);
      return;
    }
    setBusy(true);
    try {
      const made = await sportsDesk.createEvent(body);
      onDone(made.eventId);
    } catch (err) {
      setFailed(failureText(t, err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={local['section']} onSubmit={(e) => void submit(e)} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('bo.sports.form.title')}</h3>
      <div className={local['grid']}>
        <div className={styles['field']}>
          <label htmlFor={`${id}-sport`}>{t('bo.sports.filter.sport')}</label>
          <select id={`${id}-sport`} value={sport} onChange={(e) => changeSport(e.target.value as SportKey)}>
            {SPORT_KEYS.map((k) => (
              <option key={k} value={k}>
                {t(`bo.sports.sport.${k}`)}
              </option>
            ))}
          </select>
        </div>
        <div className={styles['field']}>
          <label htmlFor={`${id}-start`}>{t('bo.sports.form.start')}</label>
          <input id={`${id}-start`} type="datetime-local" value={start} required onChange={(e) => setStart(e.target.value)} />
        </div>
        <label className={local['inline']}>
          <input type="checkbox" checked={inPlay} onChange={(e) => setInPlay(e.target.checked)} />
          {t('bo.sports.form.inPlay')}
        </label>
      </div>
      <PickField label={t('bo.sports.form.competition')} options={catalogue.competitions} value={competition} onChange={setCompetition} />
      <PickField label={t('bo.sports.form.home')} options={catalogue.teams} value={home} onChange={setHome} />
      <PickField label={t('bo.sports.form.away')} options={catalogue.teams} value={away} onChange={setAway} />
      {markets.map((m, i) => (
        <MarketFields key={i} n={i + 1} m={m} onChange={(next) => setMarkets(markets.map((x, j) => (j === i ? next : x)))} onRemove={() => setMarkets(markets.filter((_, j) => j !== i))} />
      ))}
      <div className={local['inline']}>
        <div className={styles['field']}>
          <label htmlFor={`${id}-kind`}>{t('bo.sports.form.marketKind')}</label>
          <select id={`${id}-kind`} value={adding} onChange={(e) => setAdding(e.target.value as MarketKind)}>
            {kindsFor(sport).map((k) => (
              <option key={k} value={k}>
                {t(`bo.sports.marketKind.${k}`)}
              </option>
            ))}
          </select>
        </div>
        <button type="button" onClick={() => setMarkets([...markets, draftOf(adding)])}>
          {t('bo.sports.form.addMarket')}
        </button>
      </div>
      {failed && (
        <p className={styles['error']} role="alert">
          {failed}
        </p>
      )}
      <div className={styles['actions']}>
        <button type="button" onClick={onClose}>
          {t('bo.sports.cancel')}
        </button>
        <button type="submit" className={styles['primary']} disabled={busy}>
          {t('bo.sports.form.create')}
        </button>
      </div>
    </form>
  );
}
