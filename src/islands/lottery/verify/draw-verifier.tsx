import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '#lib/api.ts';
import type { DrawProof } from '#lib/contracts/lottery-fair.ts';
import { errorMessage } from '#lib/error-message.ts';
import { formatDateTime, formatNumber } from '#lib/format.ts';
import { localizedPath } from '#lib/i18n/languages.ts';
import { lotteryFairApi } from '#lib/lottery-fair-api.ts';
import { checkDrawProof, type DrawCheck, drawIdFrom } from '#lib/lottery/verify-draw.ts';
import { type IslandI18n, IslandI18nProvider } from '../../common/i18n.tsx';
import { useTimeZone } from '../../common/use-time-zone.ts';
import { ProofSteps } from './proof-steps.tsx';
import { PublishedChains } from './published-chains.tsx';
import page from '../../common/verify-page.module.css';
import own from './verify.module.css';

const styles = { ...page, ...own };

type State =
  | { kind: 'idle' }
  | { kind: 'loading' }
  | { kind: 'failed'; message: { key: string; values?: Record<string, string | number> } }
  | { kind: 'done'; proof: DrawProof; check: DrawCheck | null };

/** The verification page's island: fetches a draw's proof, then checks every step in the browser. */
export default function DrawVerifier({ lang, messages }: IslandI18n) {
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
  const [input, setInput] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [state, setState] = useState<State>({ kind: 'idle' });

  const load = async (drawId: number) => {
    setState({ kind: 'loading' });
    try {
      const proof = await lotteryFairApi.proof(drawId);
      // The hashing runs after the "checking" state has painted.
      await new Promise((r) => setTimeout(r, 0));
      setState({ kind: 'done', proof, check: checkDrawProof(proof) });
    } catch (err) {
      setState({ kind: 'failed', message: err instanceof ApiError && err.code === 'UNKNOWN_DRAW' ? { key: 'lotteryFair.error.unknownDraw' } : errorMessage(err) });
    }
  };

  useEffect(() => {
    const drawId = drawIdFrom(location.search);
    if (drawId === null) return;
    setInput(String(drawId));
    void load(drawId);
    // Once, from the address that opened the page.
  }, []);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const drawId = drawIdFrom(`?draw=${encodeURIComponent(input)}`);
    setInvalid(drawId === null);
    if (drawId === null) {
      // The result shown was of another draw; the field's message says what to fix.
      setState({ kind: 'idle' });
      return;
    }
    const url = new URL(location.href);
    url.searchParams.set('draw', String(drawId));
    history.replaceState(null, '', url);
    void load(drawId);
  };

  return (
    <div className={styles.layout}>
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <div className="field">
          <label htmlFor={`${id}-draw`}>{t('lotteryFair.form.draw')}</label>
          <input
            id={`${id}-draw`}
            className="input"
            inputMode="numeric"
            autoComplete="off"
            value={input}
            onChange={(e) => setInput(e.target.value)}
            aria-invalid={invalid || undefined}
            aria-describedby={`${id}-draw-hint`}
          />
          <p id={`${id}-draw-hint`} className={invalid ? styles.error : styles.hint} role={invalid ? 'alert' : undefined}>
            {invalid ? t('lotteryFair.form.invalid') : t('lotteryFair.form.hint')}
          </p>
        </div>
        <button type="submit" className="btn btn-primary" disabled={state.kind === 'loading'}>
          {t('lotteryFair.form.check')}
        </button>
      </form>

      <section className={styles.result} aria-labelledby={`${id}-result`} aria-live="polite" aria-busy={state.kind === 'loading'}>
        <h2 id={`${id}-result`} className={styles.title}>
          {t('lotteryFair.result.title')}
        </h2>
        {state.kind === 'idle' && <p className={styles.hint}>{t('lotteryFair.result.empty')}</p>}
        {state.kind === 'loading' && <p role="status">{t('lotteryFair.result.loading')}</p>}
        {state.kind === 'failed' && (
          <p className={styles.error} role="alert">
            {t(state.message.key, state.message.values ?? {})}
          </p>
        )}
        {state.kind === 'done' && (
          <>
            <dl className={styles.facts}>
              <div>
                <dt>{t('lotteryFair.result.lottery')}</dt>
                <dd>{state.proof.lotteryName}</dd>
              </div>
              <div>
                <dt>{t('lotteryFair.result.draw')}</dt>
                <dd>
                  <span className={styles.mono}>{state.proof.draw.number}</span> · {formatDateTime(state.proof.draw.drawAt, lang, zone)}
                </dd>
              </div>
              {state.proof.chain && state.proof.seedIndex !== null && (
                <div>
                  <dt>{t('lotteryFair.result.chain')}</dt>
                  <dd>
                    {t('lotteryFair.result.chainPlace', {
                      id: formatNumber(state.proof.chain.id, lang),
                      index: formatNumber(state.proof.seedIndex, lang),
                      length: formatNumber(state.proof.chain.length, lang),
                    })}
                  </dd>
                </div>
              )}
            </dl>
            {state.check ? (
              <ProofSteps proof={state.proof} check={state.check} lang={lang} />
            ) : (
              <p className={styles.gap} role="status">
                {t(`lotteryFair.gap.${state.proof.gap ?? 'no-seed'}`)}
              </p>
            )}
            {state.proof.gap !== 'official' ? <PublishedChains lottery={state.proof.lottery} lang={lang} zone={zone} current={state.proof.chain?.id ?? null} /> : null}
            <p className={styles.links}>
              <a href={`${localizedPath(lang, '/lottery/results')}?gameCode=${encodeURIComponent(state.proof.lottery)}`}>{t('lotteryFair.result.results')}</a>
            </p>
          </>
        )}
      </section>
    </div>
  );
}
