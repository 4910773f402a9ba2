import { type CSSProperties, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { authApi } from '#lib/auth-api.ts';
import { retryAfter } from '#lib/error-message.ts';
import type { SliderAnswer, SliderPuzzle } from '#lib/types/auth.ts';
import { Icon } from '../common/icon.tsx';
import styles from './slider-captcha.module.css';
import { POW_STATUS, type PowState, solvePow } from './solve-pow.ts';

type State = { status: 'loading' } | { status: 'error' } | { status: 'ready'; puzzle: SliderPuzzle };

/** Automatic tries when the server asks to slow down (it allows two puzzles a second). */
const MAX_TRIES = 3;

export interface SliderCaptchaProps {
  /** Change it to get a fresh puzzle (each answer is single use). */
  refresh: number;
  onAnswer: (answer: SliderAnswer | null) => void;
  /** Shown under the slider, for example "slide the piece first". */
  error?: string | undefined;
}

/**
 * Spec §4 slider captcha: the piece is dragged into the gap. The drag handle is a real
 * `<input type="range">` whose value is the piece's x, so pointer, keyboard and assistive tech all
 * work; the answer ({ id, x }) travels with the form. States: loading, ready, error.
 */
export function SliderCaptcha({ refresh, onAnswer, error }: SliderCaptchaProps) {
  const { t } = useTranslation();
  const [state, setState] = useState<State>({ status: 'loading' });
  const [x, setX] = useState(0);
  const [reload, setReload] = useState(0);
  const [pow, setPow] = useState<PowState>('idle');
  const titleId = useId();
  const errorId = useId();
  const answer = useRef(onAnswer);
  answer.current = onAnswer;

  useEffect(() => {
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    setState({ status: 'loading' });
    setX(0);
    setPow('idle');
    answer.current(null);
    const fetchPuzzle = (tries: number) => {
      authApi.slider().then(
        (puzzle) => live && setState({ status: 'ready', puzzle }),
        (err: unknown) => {
          const wait = retryAfter(err);
          if (live && wait > 0 && tries < MAX_TRIES) timer = setTimeout(() => fetchPuzzle(tries + 1), wait * 1000);
          else if (live) setState({ status: 'error' });
        },
      );
    };
    fetchPuzzle(1);
    return () => {
      live = false;
      if (timer) clearTimeout(timer);
    };
  }, [refresh, reload]);

  const puzzle = state.status === 'ready' ? state.puzzle : null;
  const width = puzzle?.width ?? 280;
  const height = puzzle?.height ?? 150;
  const piece = puzzle?.pieceSize ?? 44;
  const max = width - piece;
  const size = { '--w': `${width}px`, '--h': `${height}px`, '--piece': `${piece}px` } as CSSProperties;

  const move = (value: number) => {
    setX(value);
    setPow('idle');
    if (puzzle) answer.current(value > 0 ? { id: puzzle.id, x: value } : null);
  };

  /** The alternative for people who cannot see or drag the picture: a proof of work answers the check instead. */
  const solveWithoutPicture = async () => {
    setPow('working');
    try {
      const { id, challenge, solution } = await solvePow(false);
      setX(0);
      answer.current({ id, pow: { challenge, solution } });
      setPow('done');
    } catch {
      answer.current(null);
      setPow('failed');
    }
  };

  return (
    <div className={styles.captcha} style={size} role="group" aria-labelledby={titleId}>
      <div className={styles.head}>
        <span id={titleId} className={styles.title}>
          {t('auth.slider.title')}
        </span>
        <button type="button" className={styles.refresh} onClick={() => setReload((n) => n + 1)} disabled={state.status === 'loading'}>
          <Icon name="refresh" />
          <span>{t('auth.slider.refresh')}</span>
        </button>
      </div>
      <div className={styles.stage} aria-busy={state.status === 'loading'}>
        {puzzle && (
          <>
            <img className={styles.background} src={`data:image/png;base64,${puzzle.background}`} alt={t('auth.slider.picture')} width={width} height={height} draggable={false} />
            <img
              className={styles.piece}
              src={`data:image/png;base64,${puzzle.piece}`}
              alt=""
              width={piece}
              height={piece}
              draggable={false}
              style={{ left: `${x}px`, top: `${puzzle.y}px` }}
            />
          </>
        )}
        {state.status === 'loading' && <span className={styles.status}>{t('common.loading')}</span>}
        {state.status === 'error' && (
          <div className={styles.status} role="alert">
            <span>{t('auth.slider.failed')}</span>
            <button type="button" className="btn" onClick={() => setReload((n) => n + 1)}>
              {t('auth.slider.retry')}
            </button>
          </div>
        )}
      </div>
      <div className={styles.track}>
        <span className={styles.fill} style={{ width: `${x + piece / 2}px` }} aria-hidden="true" />
        {x === 0 && (
          <span className={styles.prompt} aria-hidden="true">
            {t('auth.slider.prompt')}
          </span>
        )}
        <input
          className={styles.range}
          type="range"
          min={0}
          max={max}
          step={1}
          value={x}
          disabled={!puzzle}
          aria-label={t('auth.slider.label')}
          aria-describedby={error ? errorId : undefined}
          aria-invalid={error ? true : undefined}
          onChange={(e) => move(Number(e.target.value))}
        />
      </div>
      <div className={styles.alternative}>
        <button type="button" className="btn" onClick={() => void solveWithoutPicture()} disabled={pow === 'working' || pow === 'done'} aria-describedby={error ? errorId : undefined}>
          {t('auth.check.noPuzzle')}
        </button>
        <span role="status">{POW_STATUS[pow] ? t(POW_STATUS[pow]) : ''}</span>
      </div>
      {error && pow !== 'done' && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
