/**
 * The fish tank, drawn on a canvas every animation frame: fish swim across, a cannon at the
 * bottom fires at the fish the player picked, and the server's answer for that shot plays out
 * (a catch: the net, the fish and a burst of coins; a miss: the shot passes through). Nothing here
 * decides an outcome; it only draws the answer it is given. This file moves things; fish-painter.ts
 * draws them.
 */
import { FISH_SPECIES, type FishSpecies } from '#lib/fair/fish.ts';
import { paintBackdrop, paintCannon, paintFish, paintLight, paintParticle, paintShot, type Tank } from './fish-painter.ts';
import { FALLBACK_SPECIES, lookOf, type Particle, type SceneOptions, type Shot, type ShotOutcome, type SwimmingFish, TWO_PI } from './fish-tank-model.ts';

export type { SceneOptions, Shot, ShotOutcome, SwimmingFish } from './fish-tank-model.ts';

export class FishScene {
  private ctx: CanvasRenderingContext2D;
  private w = 0;
  private h = 0;
  private dpr = 1;
  private unit = 60;
  private fish: SwimmingFish[] = [];
  private shots: Shot[] = [];
  private particles: Particle[] = [];
  private sprites = new Map<string, HTMLCanvasElement>();
  private backdrop: HTMLCanvasElement | null = null;
  private frame = 0;
  private last = 0;
  private nextSpawn = 0;
  private nextId = 1;
  private aim = -Math.PI / 2;
  private recoil = 0;
  private reduced = false;
  busy = false;
  private canvas: HTMLCanvasElement;
  private options: SceneOptions;

  constructor(canvas: HTMLCanvasElement, options: SceneOptions) {
    this.canvas = canvas;
    this.options = options;
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new Error('no 2d canvas');
    this.ctx = ctx;
    this.reduced = matchMedia('(prefers-reduced-motion: reduce)').matches;
  }

  start(): void {
    this.resize();
    this.last = performance.now();
    // A tank that is already lively when the game opens.
    for (let i = 0; i < this.population(); i++) this.spawn(true);
    const loop = (now: number) => {
      this.step(Math.min(50, now - this.last), now);
      this.last = now;
      this.draw(now);
      this.frame = requestAnimationFrame(loop);
    };
    this.frame = requestAnimationFrame(loop);
  }

  stop(): void {
    cancelAnimationFrame(this.frame);
  }

  resize(): void {
    const rect = this.canvas.getBoundingClientRect();
    this.dpr = Math.min(2, window.devicePixelRatio || 1);
    this.w = Math.max(1, rect.width);
    this.h = Math.max(1, rect.height);
    this.canvas.width = Math.round(this.w * this.dpr);
    this.canvas.height = Math.round(this.h * this.dpr);
    this.unit = Math.max(44, Math.min(110, Math.min(this.w, this.h * 1.6) / 6));
    for (const f of this.fish) this.fit(f);
    this.sprites.clear();
    this.backdrop = null;
  }

  /** The fish under a point (the smallest one first: it is the hardest to tap). */
  hitTest(x: number, y: number): SwimmingFish | null {
    let best: SwimmingFish | null = null;
    for (const f of this.fish) {
      if (f.state !== 'swim') continue;
      const rx = Math.max(f.w / 2, 22);
      const ry = Math.max(f.h / 2, 22);
      const dx = (x - f.x) / rx;
      const dy = (y - f.y) / ry;
      if (dx * dx + dy * dy <= 1 && (!best || f.w < best.w)) best = f;
    }
    return best;
  }

  /** A fish of a species to aim at: the one nearest the cannon, or a new one swimming in. */
  fishOf(speciesId: string): SwimmingFish {
    const cx = this.w / 2;
    const cy = this.h;
    const candidates = this.fish.filter((f) => f.state === 'swim' && f.species.id === speciesId && f.x > 0 && f.x < this.w);
    candidates.sort((a, b) => Math.hypot(a.x - cx, a.y - cy) - Math.hypot(b.x - cx, b.y - cy));
    const near = candidates[0];
    if (near) return near;
    const species = FISH_SPECIES.find((s) => s.id === speciesId) ?? FALLBACK_SPECIES;
    const f = this.spawn(false, species);
    // Bring it just inside the edge so the shot has something to hit.
    f.x = f.vx > 0 ? f.w / 2 + 8 : this.w - f.w / 2 - 8;
    return f;
  }

  /** Fires at a fish; `onLanded` runs when the answer has been shown (caught or missed). */
  fire(fish: SwimmingFish, onLanded: () => void): Shot {
    const shot: Shot = { fish, x: this.w / 2, y: this.h - this.unit * 0.45, angle: this.aim, outcome: null, state: 'fly', passAt: 0, onLanded };
    this.shots.push(shot);
    this.recoil = 1;
    return shot;
  }

  /** The server's answer for a shot. */
  resolve(shot: Shot, outcome: ShotOutcome): void {
    shot.outcome = outcome;
    if (shot.state === 'wait') this.land(shot, performance.now());
  }

  /** The shot never happened (refused or unreachable): it fades away. */
  fizzle(shot: Shot): void {
    shot.state = 'done';
    shot.onLanded = null;
  }

  private population(): number {
    return Math.round(Math.max(8, Math.min(20, (this.w * this.h) / 16000)));
  }

  private fit(f: SwimmingFish): void {
    const look = lookOf(f.species.id);
    f.w = look.size * this.unit;
    f.h = f.w * look.aspect;
  }

  private pickSpecies(): FishSpecies {
    const total = FISH_SPECIES.reduce((s, f) => s + lookOf(f.id).weight, 0);
    let r = Math.random() * total;
    for (const f of FISH_SPECIES) {
      r -= lookOf(f.id).weight;
      if (r <= 0) return f;
    }
    return FALLBACK_SPECIES;
  }

  private spawn(anywhere: boolean, species = this.pickSpecies()): SwimmingFish {
    const look = lookOf(species.id);
    const right = Math.random() < 0.5;
    const f: SwimmingFish = { id: this.nextId++, species, x: 0, y: 0, baseY: 0, vx: 0, w: 0, h: 0, phase: Math.random() * TWO_PI, state: 'swim', caughtAt: 0, flinchAt: -1e9 };
    this.fit(f);
    const top = f.h / 2 + 12;
    const bottom = this.h - this.unit * 1.3 - f.h / 2;
    f.baseY = f.y = top + Math.random() * Math.max(1, bottom - top);
    f.vx = ((right ? 1 : -1) * look.speed * this.unit * (0.85 + Math.random() * 0.3)) / 1000;
    f.x = anywhere ? Math.random() * this.w : right ? -f.w / 2 : this.w + f.w / 2;
    this.fish.push(f);
    return f;
  }

  private step(dt: number, now: number): void {
    const speed = this.reduced ? 0.35 : 1;
    for (const f of this.fish) {
      if (f.state === 'caught') {
        if (now - f.caughtAt > 900) f.state = 'gone';
        continue;
      }
      const flinch = now - f.flinchAt < 400 ? 2.2 : 1;
      f.x += f.vx * dt * speed * flinch;
      f.y = f.baseY + Math.sin(now / 700 + f.phase) * f.h * 0.25;
      const targeted = this.shots.some((s) => s.fish === f && s.state !== 'done');
      if (!targeted && (f.x < -f.w || f.x > this.w + f.w)) f.state = 'gone';
    }
    this.fish = this.fish.filter((f) => f.state !== 'gone');
    if (now > this.nextSpawn && this.fish.length < this.population()) {
      const f = this.spawn(false);
      // Minnows come in small shoals.
      if (f.species.id === 'minnow') {
        for (let i = 0; i < 2; i++) {
          const m = this.spawn(false, f.species);
          m.baseY = f.baseY + (i ? 1 : -1) * f.h * 1.3;
          m.x = f.x - Math.sign(f.vx) * f.w * (0.8 + i * 0.6);
          m.vx = f.vx;
        }
      }
      this.nextSpawn = now + 450 + Math.random() * 700;
    }
    // The cannon turns towards the shot in flight, or rests pointing up.
    const target = this.shots.find((s) => s.state === 'fly' || s.state === 'wait');
    const want = target ? Math.atan2(target.fish.y - (this.h - this.unit * 0.3), target.fish.x - this.w / 2) : -Math.PI / 2;
    this.aim += (want - this.aim) * Math.min(1, dt / 60);
    this.recoil = Math.max(0, this.recoil - dt / 250);
    const shotSpeed = (this.unit * 11) / 1000;
    for (const s of this.shots) {
      if (s.state === 'fly') {
        const dx = s.fish.x - s.x;
        const dy = s.fish.y - s.y;
        const d = Math.hypot(dx, dy);
        s.angle = Math.atan2(dy, dx);
        const move = shotSpeed * dt;
        if (d <= move) {
          s.x = s.fish.x;
          s.y = s.fish.y;
          s.state = 'wait';
          if (s.outcome) this.land(s, now);
        } else {
          s.x += (dx / d) * move;
          s.y += (dy / d) * move;
        }
      } else if (s.state === 'wait') {
        s.x = s.fish.x;
        s.y = s.fish.y;
      } else if (s.state === 'pass') {
        s.x += Math.cos(s.angle) * shotSpeed * dt;
        s.y += Math.sin(s.angle) * shotSpeed * dt;
        if (now - s.passAt > 600) s.state = 'done';
      }
    }
    this.shots = this.shots.filter((s) => s.state !== 'done');
    for (const p of this.particles) {
      if (p.kind === 'coin' && p.tx !== undefined && p.ty !== undefined) {
        const t = (now - p.born) / p.life;
        if (t > 0.35) {
          p.x += (p.tx - p.x) * Math.min(1, dt / 120);
          p.y += (p.ty - p.y) * Math.min(1, dt / 120);
        } else {
          p.x += p.vx * dt;
          p.y += p.vy * dt;
          p.vy += 0.0009 * dt;
        }
      } else {
        p.x += p.vx * dt;
        p.y += p.vy * dt;
      }
    }
    const before = this.particles.some((p) => p.kind === 'coin');
    this.particles = this.particles.filter((p) => now - p.born < p.life);
    if (before && !this.particles.some((p) => p.kind === 'coin')) this.options.onCoins();
    if (Math.random() < dt / 180) {
      this.particles.push({ kind: 'bubble', x: Math.random() * this.w, y: this.h + 6, vx: 0, vy: -(0.02 + Math.random() * 0.04), born: now, life: 9000, size: 1.5 + Math.random() * 3.5 });
    }
  }

  private land(shot: Shot, now: number): void {
    const outcome = shot.outcome;
    if (!outcome) return;
    const f = shot.fish;
    if (outcome.caught) {
      shot.state = 'done';
      f.state = 'caught';
      f.caughtAt = now;
      this.particles.push({ kind: 'net', x: f.x, y: f.y, vx: 0, vy: 0, born: now, life: 700, size: Math.max(f.w, f.h) * 0.7 });
      const coins = Math.min(24, 4 + Math.round(f.species.multiplier / 4));
      for (let i = 0; i < coins; i++) {
        const a = Math.random() * TWO_PI;
        const v = 0.08 + Math.random() * 0.18;
        this.particles.push({ kind: 'coin', x: f.x, y: f.y, vx: Math.cos(a) * v, vy: Math.sin(a) * v - 0.12, born: now + i * 18, life: 1100 + i * 18, size: 6 + Math.random() * 3, tx: this.w - 26, ty: 10 });
      }
      this.particles.push({ kind: 'text', x: f.x, y: f.y - f.h / 2, vx: 0, vy: -0.045, born: now, life: 1500, size: 1, text: outcome.text });
    } else {
      shot.state = 'pass';
      shot.passAt = now;
      f.flinchAt = now;
      for (let i = 0; i < 6; i++) {
        const a = Math.random() * TWO_PI;
        this.particles.push({ kind: 'spark', x: f.x, y: f.y, vx: Math.cos(a) * 0.06, vy: Math.sin(a) * 0.06, born: now, life: 450, size: 2 + Math.random() * 2 });
      }
    }
    const done = shot.onLanded;
    shot.onLanded = null;
    done?.();
  }

  private sprite(f: SwimmingFish): HTMLCanvasElement | null {
    const key = f.species.id;
    let s = this.sprites.get(key);
    if (s) return s;
    const img = this.options.pictures.get(key);
    if (!img || !img.complete || img.naturalWidth === 0) return null;
    s = document.createElement('canvas');
    s.width = Math.ceil(f.w * this.dpr);
    s.height = Math.ceil(f.h * this.dpr);
    s.getContext('2d')?.drawImage(img, 0, 0, s.width, s.height);
    this.sprites.set(key, s);
    return s;
  }

  private tank(): Tank {
    return { c: this.ctx, w: this.w, h: this.h, dpr: this.dpr, unit: this.unit };
  }

  private draw(now: number): void {
    const c = this.ctx;
    const t = this.tank();
    this.backdrop ??= paintBackdrop(t, this.canvas.width, this.canvas.height, this.options.theme);
    c.setTransform(1, 0, 0, 1, 0, 0);
    c.drawImage(this.backdrop, 0, 0);
    c.setTransform(this.dpr, 0, 0, this.dpr, 0, 0);
    paintLight(t, now);
    for (const p of this.particles) if (p.kind === 'bubble') paintParticle(t, p, now);
    for (const f of this.fish) paintFish(t, f, this.sprite(f), this.options.multiplierText, now);
    for (const s of this.shots) paintShot(t, s, now);
    for (const p of this.particles) if (p.kind !== 'bubble') paintParticle(t, p, now);
    paintCannon(t, { aim: this.aim, recoil: this.recoil, busy: this.busy }, now);
  }
}
