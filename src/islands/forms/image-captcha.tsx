import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { authApi } from '#lib/auth-api.ts';
import type { Message } from '#lib/error-message.ts';
import { Icon } from '../common/icon.tsx';
import { TextField } from './text-field.tsx';
import styles from './image-captcha.module.css';
import { POW_STATUS, type PowState, powAnswerText, solvePow } from './solve-pow.ts';

/** Spec §4/§9: the picture is refreshed at most once a second (the server refuses faster). */
const MIN_GAP_MS = 1000;
let lastFetch = 0;

export interface ImageCaptchaProps {
  value: string;
  onValue: (value: string) => void;
  /** Change it to get a new picture (each one is single use). */
  refresh: number;
  error?: Message | null | undefined;
}

/** Spec §4 image captcha: the characters in the picture, with a refresh button. */
export function ImageCaptcha({ value, onValue, refresh, error }: ImageCaptchaProps) {
  const { t } = useTranslation();
  const [image, setImage] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const [reload, setReload] = useState(0);
  const [pow, setPow] = useState<PowState>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // A new picture voids the typed answer and any solved check.
  const [shownRefresh, setShownRefresh] = useState(refresh);
  if (shownRefresh !== refresh) {
    setShownRefresh(refresh);
    setPow('idle');
  }
  const newPicture = () => {
    setReload((n) => n + 1);
    setPow('idle');
  };
  const clearAnswer = useEffectEvent(() => onValue(''));

  useEffect(() => {
    let live = true;
    const wait = Math.max(0, lastFetch + MIN_GAP_MS - Date.now());
    timer.current = setTimeout(() => {
      lastFetch = Date.now();
      authApi.imageCaptcha().then(
        (png) => {
          if (!live) return;
          setImage(png);
          setFailed(false);
        },
        () => live && setFailed(true),
      );
    }, wait);
    clearAnswer();
    return () => {
      live = false;
      clearTimeout(timer.current);
    };
  }, [refresh, reload]);

  /** The non-visual check: a solved proof of work is the answer instead of the characters (decision 016). */
  const solveWithoutPicture = async () => {
    setPow('working');
    try {
      const { challenge, solution } = await solvePow(true);
      onValue(powAnswerText(challenge, solution));
      setPow('done');
    } catch {
      onValue('');
      setPow('failed');
    }
  };

  const field = (
    <TextField
      label={t('auth.captcha.label')}
      value={value}
      onValue={onValue}
      error={error}
      required
      autoComplete="off"
      autoCapitalize="characters"
      spellCheck={false}
      maxLength={6}
      action={
        <div className={styles.picture}>
          {image ? (
            <img src={`data:image/png;base64,${image}`} alt={t('auth.captcha.picture')} width="120" height="44" />
          ) : (
            <span className={styles.placeholder}>{failed ? t('auth.captcha.failed') : t('common.loading')}</span>
          )}
          <button type="button" className={styles.refresh} aria-label={t('auth.captcha.refresh')} onClick={newPicture}>
            <Icon name="refresh" />
          </button>
        </div>
      }
    />
  );

  return (
    <div className={styles.check}>
      {pow !== 'done' && field}
      <div className={styles.alternative}>
        <button type="button" className="btn" onClick={() => void solveWithoutPicture()} disabled={pow === 'working' || pow === 'done'}>
          {t('auth.check.noPicture')}
        </button>
        <span role="status">{POW_STATUS[pow] ? t(POW_STATUS[pow]) : ''}</span>
        {pow === 'done' && (
          <button type="button" className={styles.refresh} aria-label={t('auth.captcha.refresh')} onClick={newPicture}>
            <Icon name="refresh" />
          </button>
        )}
      </div>
    </div>
  );
}
