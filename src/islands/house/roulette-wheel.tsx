import { forwardRef, useCallback, useEffect, useImperativeHandle, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { pocketColor } from '#lib/fair/roulette.ts';
import { formatNumber } from '#lib/format.ts';
import { distanceTo, easeOutCubic } from '#lib/house/motion.ts';
import { POCKET_ANGLE, WHEEL_ORDER, pocketAngle } from '#lib/house/wheel.ts';
import styles from './roulette-wheel.module.css';

const BALL_MS = 5200;
const WHEEL_MS = 7000;
const WHEEL_TRAVEL = 420;
/** The ball goes round the wheel at least this many degrees before it drops. */
const BALL_LAPS = 1800;
const TRACK_R = 89;
const POCKET_R = 63;

export interface WheelHandle {
  /** Spins to the server's pocket; resolves when the ball has settled. */
  spin(pocket: number): Promise<void>;
  /** Ends a spin at once (the ball in its pocket). */
  finish(): void;
}

const COLOURS = { green: '#0f9d58', red: '#c8102e', black: '#161b26' } as const;

function sector(index: number): string {
  const a0 = ((index - 0.5) * POCKET_ANGLE * Math.PI) / 180;
  const a1 = ((index + 0.5) * POCKET_ANGLE * Math.PI) / 180;
  const p = (r: number, a: number) => `${(r * Math.sin(a)).toFixed(2)} ${(-r * Math.cos(a)).toFixed(2)}`;
  return `M${p(84, a0)}A84 84 0 0 1 ${p(84, a1)}L${p(56, a1)}A56 56 0 0 0 ${p(56, a0)}Z`;
}

/**
 * A European wheel drawn in SVG. The wheel turns one way, the ball the other, and the ball drops
 * into the pocket the server returned.
 */
export const RouletteWheel = forwardRef<WheelHandle, { reducedMotion: boolean; className?: string }>(function RouletteWheel({ reducedMotion, className }, ref) {
  const { i18n } = useTranslation();
  const rotor = useRef<SVGGElement>(null);
  const ball = useRef<SVGCircleElement>(null);
  const state = useRef({ wheel: 0, relative: 0, radius: TRACK_R, frame: 0, done: null as (() => void) | null, target: 0, end: 0 });

  const paint = useCallback(() => {
    const s = state.current;
    rotor.current?.setAttribute('transform', `rotate(${s.wheel.toFixed(3)})`);
    const a = ((s.wheel + s.relative) * Math.PI) / 180;
    ball.current?.setAttribute('cx', (s.radius * Math.sin(a)).toFixed(2));
    ball.current?.setAttribute('cy', (-s.radius * Math.cos(a)).toFixed(2));
  }, []);

  const finish = useCallback(() => {
    const s = state.current;
    cancelAnimationFrame(s.frame);
    s.frame = 0;
    s.wheel = s.end;
    s.relative = s.target;
    s.radius = POCKET_R;
    paint();
    const done = s.done;
    s.done = null;
    done?.();
  }, [paint]);

  useImperativeHandle(
    ref,
    () => ({
      spin(pocket) {
        const s = state.current;
        cancelAnimationFrame(s.frame);
        const target = pocketAngle(pocket);
        const wheel0 = s.wheel % 360;
        const relative0 = s.relative % 360;
        // The ball runs against the wheel: its angle on the wheel decreases to the pocket's.
        const ballTravel = distanceTo(-relative0, -target, 360, BALL_LAPS);
        s.target = relative0 - ballTravel;
        s.end = wheel0 + WHEEL_TRAVEL;
        s.wheel = wheel0;
        s.relative = relative0;
        s.radius = TRACK_R;
        return new Promise<void>((resolve) => {
          s.done = resolve;
          if (reducedMotion) {
            finish();
            return;
          }
          const t0 = performance.now();
          const step = (now: number) => {
            const t = now - t0;
            s.wheel = wheel0 + WHEEL_TRAVEL * easeOutCubic(t / WHEEL_MS);
            const u = Math.min(1, t / BALL_MS);
            s.relative = relative0 - ballTravel * easeOutCubic(u);
            // The ball rides the track, then drops and bounces into the pocket.
            const drop = Math.min(1, Math.max(0, (u - 0.55) / 0.4));
            s.radius = POCKET_R + (TRACK_R - POCKET_R) * (1 - drop) ** 2 * Math.abs(Math.cos(2.5 * Math.PI * drop));
            paint();
            if (u >= 1 && s.done) {
              const done = s.done;
              s.done = null;
              done();
            }
            if (t < WHEEL_MS) s.frame = requestAnimationFrame(step);
            else s.frame = 0;
          };
          s.frame = requestAnimationFrame(step);
        });
      },
      finish,
    }),
    [finish, paint, reducedMotion],
  );

  useEffect(() => {
    paint();
    const s = state.current;
    return () => cancelAnimationFrame(s.frame);
  }, [paint]);

  return (
    <svg viewBox="-100 -100 200 200" className={`${styles.wheel} ${className ?? ''}`} aria-hidden="true">
      <defs>
        <radialGradient id="rw-rim" cx="0" cy="0" r="100" gradientUnits="userSpaceOnUse">
          <stop offset="0.84" stopColor="#3b1d0c" />
          <stop offset="0.9" stopColor="#7a4420" />
          <stop offset="0.97" stopColor="#2a1206" />
          <stop offset="1" stopColor="#140801" />
        </radialGradient>
        <radialGradient id="rw-cone" cx="-12" cy="-14" r="60" gradientUnits="userSpaceOnUse">
          <stop offset="0" stopColor="#8a5a2b" />
          <stop offset="0.7" stopColor="#4a2a10" />
          <stop offset="1" stopColor="#2a1606" />
        </radialGradient>
        <linearGradient id="rw-gold" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#fff1b8" />
          <stop offset="0.5" stopColor="#f5b942" />
          <stop offset="1" stopColor="#8a5a0c" />
        </linearGradient>
        <radialGradient id="rw-ball" cx="-1.5" cy="-1.5" r="5" gradientUnits="userSpaceOnUse">
          <stop offset="0" stopColor="#ffffff" />
          <stop offset="1" stopColor="#b8c2d6" />
        </radialGradient>
      </defs>
      <circle r="100" fill="url(#rw-rim)" />
      <circle r="93" fill="none" stroke="#1a0b03" strokeWidth="1.5" />
      <circle r="84.5" fill="#0d0804" />
      <g ref={rotor}>
        {WHEEL_ORDER.map((n, i) => (
          <path key={n} d={sector(i)} fill={COLOURS[pocketColor(n)]} stroke="#d9b56a" strokeWidth="0.5" />
        ))}
        <circle r="70" fill="none" stroke="#d9b56a" strokeWidth="0.8" />
        {WHEEL_ORDER.map((n, i) => (
          <text
            key={n}
            className={styles.num}
            transform={`rotate(${i * POCKET_ANGLE}) translate(0 -77)`}
            textAnchor="middle"
            dominantBaseline="central"
          >
            {formatNumber(n, i18n.language)}
          </text>
        ))}
        <circle r="56" fill="url(#rw-cone)" stroke="#d9b56a" strokeWidth="1" />
        <circle r="38" fill="none" stroke="#000" strokeOpacity="0.25" strokeWidth="6" />
        <g fill="url(#rw-gold)" stroke="#5a3a06" strokeWidth="0.6">
          {[0, 90, 180, 270].map((a) => (
            <path key={a} transform={`rotate(${a})`} d="M-2.2 -10L-1.2 -36Q0 -40 1.2 -36L2.2 -10Z" />
          ))}
          <circle r="11" />
          <circle r="5" fill="#fff1b8" />
        </g>
      </g>
      <circle ref={ball} r="4.2" fill="url(#rw-ball)" stroke="#5b6478" strokeWidth="0.5" className={styles.ball} />
    </svg>
  );
});
