import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FISH_SPECIES } from '#lib/fair/fish.ts';
import { roundHmacHex } from '#lib/fair/rng.ts';
import { checkSeedHash, GAMES, type GameId, verifyRound, type VerifiedRound } from '#lib/fair/verify.ts';
import { checkForm, EMPTY_FORM, type FairForm, formFromQuery, type FormProblem } from '#lib/house/fair-form.ts';
import { type IslandI18n, IslandI18nProvider } from '../common/i18n.tsx';
import { oneOf } from '../common/one-of.ts';
import { FairOutcome } from './fair-outcome.tsx';
import styles from './fair.module.css';

interface Verified {
  round: VerifiedRound<GameId>;
  input: unknown;
  hmac: string;
  message: string;
  /** Whether the seed's hash equals the hash given (null when none was given). */
  hashMatches: boolean | null;
}

/** The verification page's island: everything is recomputed in the browser, nothing is sent. */
export default function FairVerifier({ lang, messages }: IslandI18n) {
  return (
    <IslandI18nProvider lang={lang} messages={messages}>
      <Verifier />
    </IslandI18nProvider>
  );
}

function Verifier() {
  const { t } = useTranslation();
  const id = useId();
  const [form, setForm] = useState<FairForm>(EMPTY_FORM);
  const [problem, setProblem] = useState<FormProblem | 'maths' | null>(null);
  const [result, setResult] = useState<Verified | null>(null);

  const run = (f: FairForm) => {
    const checked = checkForm(f);
    if (!checked.ok) {
      setProblem(checked.problem);
      setResult(null);
      return;
    }
    try {
      const round = verifyRound(checked.game, checked.serverSeed, checked.clientSeed, checked.nonce, checked.input as never) as VerifiedRound<GameId>;
      const message = `${checked.clientSeed}:${checked.nonce}:0`;
      const hmac = roundHmacHex(checked.serverSeed, checked.clientSeed, checked.nonce, 0);
      setResult({ round, input: checked.input, hmac, message, hashMatches: f.hash.trim() ? checkSeedHash(checked.serverSeed, f.hash) : null });
      setProblem(null);
    } catch {
      setProblem('maths');
      setResult(null);
    }
  };

  useEffect(() => {
    const filled = formFromQuery(location.search);
    setForm(filled);
    if (filled.serverSeed) run(filled);
    // Once, from the link that opened the page.
  }, []);

  const set = (key: keyof FairForm) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [key]: e.target.value }));
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    run(form);
  };
  const field = (key: keyof FairForm) => `${id}-${key}`;
  const invalid = (key: FormProblem) => (problem === key ? true : undefined);

  return (
    <div className={styles.layout}>
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <h2 className={styles.formTitle}>{t('fair.form.title')}</h2>
        <div className="field">
          <label htmlFor={field('game')}>{t('fair.form.game')}</label>
          <select id={field('game')} className="input" value={form.game} onChange={(e) => setForm((f) => ({ ...f, game: oneOf(GAMES, e.target.value) ?? f.game }))}>
            {GAMES.map((g) => (
              <option key={g} value={g}>
                {t(`house.engine.${g}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={field('serverSeed')}>{t('fair.form.serverSeed')}</label>
          <input id={field('serverSeed')} className={`input ${styles.mono}`} value={form.serverSeed} onChange={set('serverSeed')} spellCheck={false} autoComplete="off" aria-invalid={invalid('serverSeed')} />
        </div>
        <div className="field">
          <label htmlFor={field('hash')}>{t('fair.form.hash')}</label>
          <input id={field('hash')} className={`input ${styles.mono}`} value={form.hash} onChange={set('hash')} spellCheck={false} autoComplete="off" />
        </div>
        <div className={styles.pair}>
          <div className="field">
            <label htmlFor={field('clientSeed')}>{t('fair.form.clientSeed')}</label>
            <input id={field('clientSeed')} className={`input ${styles.mono}`} value={form.clientSeed} onChange={set('clientSeed')} spellCheck={false} autoComplete="off" />
          </div>
          <div className="field">
            <label htmlFor={field('nonce')}>{t('fair.form.nonce')}</label>
            <input id={field('nonce')} className="input" inputMode="numeric" value={form.nonce} onChange={set('nonce')} aria-invalid={invalid('nonce')} />
          </div>
        </div>
        {(form.game === 'slot' || form.game === 'fish') && (
          <div className={styles.pair}>
            <div className="field">
              <label htmlFor={field('stake')}>{t('fair.form.stake')}</label>
              <input id={field('stake')} className="input" inputMode="numeric" value={form.stake} onChange={set('stake')} aria-invalid={invalid('stake')} />
            </div>
            {form.game === 'fish' && (
              <div className="field">
                <label htmlFor={field('speciesId')}>{t('fair.form.species')}</label>
                <select id={field('speciesId')} className="input" value={form.speciesId} onChange={set('speciesId')} aria-invalid={invalid('species')}>
                  {FISH_SPECIES.map((s) => (
                    <option key={s.id} value={s.id}>
                      {t(s.nameId)}
                    </option>
                  ))}
                </select>
              </div>
            )}
          </div>
        )}
        {form.game === 'roulette' && (
          <div className="field">
            <label htmlFor={field('bets')}>{t('fair.form.bets')}</label>
            <textarea id={field('bets')} className={`input ${styles.mono} ${styles.textarea}`} value={form.bets} onChange={set('bets')} rows={4} spellCheck={false} aria-invalid={invalid('bets')} />
          </div>
        )}
        {form.game === 'showdown' && (
          <div className={styles.pair}>
            <div className="field">
              <label htmlFor={field('seats')}>{t('fair.form.seats')}</label>
              <input id={field('seats')} className="input" inputMode="numeric" value={form.seats} onChange={set('seats')} aria-invalid={invalid('seats')} />
            </div>
            <div className="field">
              <label htmlFor={field('ante')}>{t('fair.form.ante')}</label>
              <input id={field('ante')} className="input" inputMode="numeric" value={form.ante} onChange={set('ante')} aria-invalid={invalid('ante')} />
            </div>
          </div>
        )}
        <p className={styles.hint}>{t('fair.form.minorUnits')}</p>
        {problem && (
          <p className={styles.error} role="alert">
            {t(`fair.error.${problem}`)}
          </p>
        )}
        <button type="submit" className="btn btn-primary">
          {t('fair.form.verify')}
        </button>
      </form>
      <section className={styles.result} aria-labelledby={`${id}-result`} aria-live="polite">
        <h2 id={`${id}-result`} className={styles.formTitle}>
          {t('fair.result.title')}
        </h2>
        {!result && <p className={styles.hint}>{t('fair.result.empty')}</p>}
        {result && (
          <>
            <dl className={styles.facts}>
              <div>
                <dt>{t('fair.result.hash')}</dt>
                <dd>
                  <code className={styles.code} data-testid="fair-hash">
                    {result.round.serverSeedHash}
                  </code>
                  {result.hashMatches !== null && (
                    <span className={styles.badge} data-ok={result.hashMatches || undefined}>
                      {result.hashMatches ? t('fair.result.hashMatch') : t('fair.result.hashMismatch')}
                    </span>
                  )}
                </dd>
              </div>
              <div>
                <dt>{t('fair.result.hmac', { message: result.message })}</dt>
                <dd>
                  <code className={styles.code} data-testid="fair-hmac">
                    {result.hmac}
                  </code>
                </dd>
              </div>
            </dl>
            <FairOutcome round={result.round} input={result.input} />
          </>
        )}
      </section>
    </div>
  );
}
