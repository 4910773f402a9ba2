import { forwardRef, useCallback, useEffect, useImperativeHandle, useRef } from 'react';
import { SLOT_REELS, SLOT_ROWS, SLOT_SYMBOLS } from '#lib/fair/slot.ts';
import { easeOutCubic, mod } from '#lib/house/motion.ts';
import styles from './slot.module.css';

/** Symbols per millisecond at full speed. */
const SPEED = 0.034;
/** Time to reach full speed. */
const ACCELERATE_MS = 220;
/** The shortest spin, and the gap between two reels stopping (left to right). */
const MIN_SPIN_MS = 650;
const REEL_GAP_MS = 230;
/** Symbols travelled while easing out (its duration is 3 × this / speed). */
const EASE_DISTANCE = 7;
const EASE_MS = (3 * EASE_DISTANCE) / SPEED;
const BOUNCE_MS = 200;
const BOUNCE = 0.12;
/** Cells drawn per reel: the three rows and one more that slides in. */
const CELLS = SLOT_ROWS + 1;

export interface ReelsHandle {
  /** Starts every reel spinning (before the answer is known). */
  start(): void;
  /** Lands the reels on the server's stops, left to right; resolves when the last one has stopped. */
  land(stops: readonly number[]): Promise<void>;
  /** Stops the landing reels at once on their stops. */
  slam(): void;
  /** Shows the stops without moving (reduced motion, or a skipped sequence). */
  show(stops: readonly number[]): void;
}

interface Reel {
  strip: readonly string[];
  /** The strip index shown in the top row (fractional while moving). */
  p: number;
  phase: 'idle' | 'spin' | 'ease' | 'bounce';
  /** Where the reel was when the spin started, and when. */
  p0: number;
  t0: number;
  /** The landing: when the ease starts, where it starts (set then: stop + EASE_DISTANCE) and the stop. */
  easeAt: number;
  easeFrom: number | null;
  stop: number;
  shown: string[];
}

/** Distance travelled since the spin started: accelerate uniformly, then full speed. */
function travelled(elapsed: number): number {
  if (elapsed <= ACCELERATE_MS) return (SPEED * elapsed * elapsed) / (2 * ACCELERATE_MS);
  return (SPEED * ACCELERATE_MS) / 2 + SPEED * (elapsed - ACCELERATE_MS);
}

interface Props {
  initialStops: readonly number[];
  /** "reel:row" of cells to light up (a win), and whether the others dim. */
  lit: ReadonlySet<string>;
  dim: boolean;
  reducedMotion: boolean;
}

/**
 * Five reels drawn from the real reel strips, scrolling downwards and landing on the stops the
 * server returned. The moving parts are written straight to the DOM in an animation frame loop.
 */
export const SlotReels = forwardRef<ReelsHandle, Props>(function SlotReels({ initialStops, lit, dim, reducedMotion }, ref) {
  const reels = useRef<Reel[]>(
    SLOT_REELS.map((strip, i) => ({ strip, p: initialStops[i] ?? 0, phase: 'idle', p0: 0, t0: 0, easeAt: 0, easeFrom: null, stop: 0, shown: [] })),
  );
  const belts = useRef<(HTMLDivElement | null)[]>([]);
  const cells = useRef<(SVGUseElement | null)[][]>(SLOT_REELS.map(() => []));
  const frame = useRef(0);
  const landed = useRef<(() => void) | null>(null);

  const paint = useCallback(() => {
    reels.current.forEach((reel, i) => {
      const base = Math.floor(reel.p);
      const frac = reel.p - base;
      const belt = belts.current[i];
      if (belt) {
        belt.style.transform = `translate3d(0, ${(-frac * 100) / CELLS}%, 0)`;
        belt.dataset['fast'] = reel.phase === 'spin' || (reel.phase === 'ease' && reel.easeFrom === null) ? 'true' : 'false';
      }
      for (let j = 0; j < CELLS; j++) {
        const symbol = reel.strip[mod(base + j, reel.strip.length)] ?? 'J';
        if (reel.shown[j] !== symbol) {
          reel.shown[j] = symbol;
          const use = cells.current[i]?.[j];
          if (use) {
            use.setAttribute('href', `/images/slot/${symbol}.svg#s`);
            use.parentElement?.setAttribute('data-s', symbol);
          }
        }
      }
    });
  }, []);

  const tick = useCallback(
    (now: number) => {
      let moving = false;
      for (const reel of reels.current) {
        const L = reel.strip.length;
        if (reel.phase === 'spin' || (reel.phase === 'ease' && now < reel.easeAt)) {
          reel.p = reel.p0 - travelled(now - reel.t0);
          moving = true;
        } else if (reel.phase === 'ease') {
          // At full speed the blurred strip can jump unseen to where the last EASE_DISTANCE symbols
          // end on the stop (the nearest such place), so every reel lands on time.
          if (reel.easeFrom === null) {
            const current = reel.p0 - travelled(now - reel.t0);
            reel.easeFrom = reel.stop + EASE_DISTANCE + L * Math.round((current - reel.stop - EASE_DISTANCE) / L);
          }
          const t = (now - reel.easeAt) / EASE_MS;
          if (t >= 1) {
            reel.phase = 'bounce';
            reel.easeAt += EASE_MS;
            reel.p = reel.stop;
          } else reel.p = reel.easeFrom - EASE_DISTANCE * easeOutCubic(t);
          moving = true;
        } else if (reel.phase === 'bounce') {
          const t = (now - reel.easeAt) / BOUNCE_MS;
          if (t >= 1) {
            reel.phase = 'idle';
            reel.p = reel.stop;
          } else {
            reel.p = reel.stop - BOUNCE * Math.sin(Math.PI * t);
            moving = true;
          }
        }
        reel.p = reel.phase === 'idle' ? mod(reel.p, L) : reel.p;
      }
      paint();
      if (moving) frame.current = requestAnimationFrame(tick);
      else {
        frame.current = 0;
        const done = landed.current;
        landed.current = null;
        done?.();
      }
    },
    [paint],
  );

  const run = useCallback(() => {
    if (!frame.current) frame.current = requestAnimationFrame(tick);
  }, [tick]);

  const show = useCallback(
    (stops: readonly number[]) => {
      reels.current.forEach((reel, i) => {
        reel.phase = 'idle';
        reel.p = reel.stop = stops[i] ?? 0;
      });
      paint();
      const done = landed.current;
      landed.current = null;
      done?.();
    },
    [paint],
  );

  useImperativeHandle(
    ref,
    () => ({
      start() {
        if (reducedMotion) return;
        const now = performance.now();
        for (const reel of reels.current) {
          reel.phase = 'spin';
          reel.p0 = reel.p;
          reel.t0 = now;
        }
        run();
      },
      land(stops) {
        if (reducedMotion || reels.current.some((r) => r.phase === 'idle')) {
          show(stops);
          return Promise.resolve();
        }
        const now = performance.now();
        let previous = -Infinity;
        reels.current.forEach((reel, i) => {
          reel.easeAt = Math.max(now, reel.t0 + MIN_SPIN_MS + i * REEL_GAP_MS, previous + REEL_GAP_MS);
          reel.easeFrom = null;
          reel.stop = stops[i] ?? 0;
          reel.phase = 'ease';
          previous = reel.easeAt;
        });
        return new Promise<void>((resolve) => {
          landed.current = resolve;
          run();
        });
      },
      slam() {
        if (reels.current.every((r) => r.phase === 'idle' || r.phase === 'ease' || r.phase === 'bounce')) {
          show(reels.current.map((r) => (r.phase === 'idle' ? Math.round(r.p) : r.stop)));
        }
      },
      show,
    }),
    [reducedMotion, run, show],
  );

  useEffect(() => {
    paint();
    return () => cancelAnimationFrame(frame.current);
  }, [paint]);

  return (
    <div className={styles.reels} data-dim={dim || undefined}>
      <svg className={styles.preload} aria-hidden="true">
        {SLOT_SYMBOLS.map((s) => (
          <use key={s} href={`/images/slot/${s}.svg#s`} />
        ))}
      </svg>
      {SLOT_REELS.map((_, i) => (
        <div key={i} className={styles.reel}>
          <div className={styles.belt} ref={(el) => void (belts.current[i] = el)}>
            {Array.from({ length: CELLS }, (_, j) => (
              <div key={j} className={styles.cell} data-lit={(j < SLOT_ROWS && lit.has(`${i}:${j}`)) || undefined}>
                <svg viewBox="0 0 100 100" className={styles.symbol} aria-hidden="true">
                  <use ref={(el) => void ((cells.current[i] ??= [])[j] = el)} />
                </svg>
              </div>
            ))}
          </div>
        </div>
      ))}
    </div>
  );
});
