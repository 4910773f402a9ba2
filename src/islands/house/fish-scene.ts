/**
 * The fish tank, drawn on a canvas every animation frame: fish swim across, a cannon at the
 * bottom fires at the fish the player picked, and the server's answer for that shot plays out
 * (a catch: the net, the fish and a burst of coins; a miss: the shot passes through). Nothing here
 * decides an outcome; it only draws the answer it is given.
 */
import { FISH_SPECIES, type FishSpecies } from '#lib/fair/fish.ts';

/** Per species: width in scene units, speed, how often it turns up, and its picture's shape. */
const LOOKS: Record<string, { size: number; speed: number; weight: number; aspect: number }> = {
  minnow: { size: 0.8, speed: 1.5, weight: 6, aspect: 0.5 },
  clownfish: { size: 0.85, speed: 1.2, weight: 5, aspect: 0.6 },
  pufferfish: { size: 0.72, speed: 0.7, weight: 4, aspect: 0.875 },
  lionfish: { size: 1, speed: 0.9, weight: 3.5, aspect: 0.7 },
  turtle: { size: 1.1, speed: 0.7, weight: 2.5, aspect: 0.7 },
  octopus: { size: 1.05, speed: 0.8, weight: 2.2, aspect: 0.75 },
  manta: { size: 1.45, speed: 1, weight: 1.6, aspect: 0.68 },
  shark: { size: 2, speed: 1.1, weight: 1.1, aspect: 0.46 },
  whale: { size: 2.7, speed: 0.45, weight: 0.55, aspect: 0.5 },
  dragon: { size: 2.4, speed: 0.8, weight: 0.4, aspect: 0.5 },
};

export interface SwimmingFish {
  id: number;
  species: FishSpecies;
  x: number;
  y: number;
  baseY: number;
  vx: number;
  w: number;
  h: number;
  phase: number;
  /** 'caught' fish spin away; 'gone' ones are removed. */
  state: 'swim' | 'caught' | 'gone';
  caughtAt: number;
  flinchAt: number;
}

export interface ShotOutcome {
  caught: boolean;
  /** Text floating up on a catch ("+৳30.00"). */
  text: string;
}

interface Shot {
  fish: SwimmingFish;
  x: number;
  y: number;
  angle: number;
  outcome: ShotOutcome | null;
  /** 'fly' to the fish, 'wait' on it for the answer, 'pass' through (a miss), 'done'. */
  state: 'fly' | 'wait' | 'pass' | 'done';
  passAt: number;
  onLanded: (() => void) | null;
}

interface Particle {
  kind: 'coin' | 'bubble' | 'text' | 'net' | 'spark';
  x: number;
  y: number;
  vx: number;
  vy: number;
  born: number;
  life: number;
  size: number;
  text?: string;
  tx?: number;
  ty?: number;
}

export interface SceneOptions {
  theme: string;
  /** How a multiplier is written under a fish ("×30", in the page's digits). */
  multiplierText: (m: number) => string;
  /** The picture of a species (loaded by the page). */
  pictures: Map<string, HTMLImageElement>;
  /** Called when the coins of a catch reach the top of the tank. */
  onCoins: () => void;
}

const TWO_PI = Math.PI * 2;

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
    const species = FISH_SPECIES.find((s) => s.id === speciesId) ?? FISH_SPECIES[0]!;
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
    const look = LOOKS[f.species.id] ?? LOOKS['minnow']!;
    f.w = look.size * this.unit;
    f.h = f.w * look.aspect;
  }

  private pickSpecies(): FishSpecies {
    const total = FISH_SPECIES.reduce((s, f) => s + (LOOKS[f.id]?.weight ?? 1), 0);
    let r = Math.random() * total;
    for (const f of FISH_SPECIES) {
      r -= LOOKS[f.id]?.weight ?? 1;
      if (r <= 0) return f;
    }
    return FISH_SPECIES[0]!;
  }

  private spawn(anywhere: boolean, species = this.pickSpecies()): SwimmingFish {
    const look = LOOKS[species.id] ?? LOOKS['minnow']!;
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

  private drawBackdrop(): HTMLCanvasElement {
    if (this.backdrop) return this.backdrop;
    const b = document.createElement('canvas');
    b.width = this.canvas.width;
    b.height = this.canvas.height;
    const c = b.getContext('2d');
    if (!c) return b;
    c.scale(this.dpr, this.dpr);
    const deep = this.options.theme === 'deep';
    const sea = c.createLinearGradient(0, 0, 0, this.h);
    sea.addColorStop(0, deep ? '#10294f' : '#1479b8');
    sea.addColorStop(0.55, deep ? '#0a1838' : '#0b4f86');
    sea.addColorStop(1, deep ? '#050a1c' : '#062a4e');
    c.fillStyle = sea;
    c.fillRect(0, 0, this.w, this.h);
    // Sand and weed along the bottom.
    const sandY = this.h - this.unit * 0.55;
    c.fillStyle = deep ? '#1b1a33' : '#c9a86a';
    c.beginPath();
    c.moveTo(0, this.h);
    for (let x = 0; x <= this.w; x += 20) c.lineTo(x, sandY + Math.sin(x / 57) * 8 + Math.sin(x / 23) * 4);
    c.lineTo(this.w, this.h);
    c.fill();
    c.strokeStyle = deep ? '#2a6f6a' : '#2f8f5b';
    c.lineCap = 'round';
    for (let x = 12; x < this.w; x += 37 + ((x * 7) % 29)) {
      c.lineWidth = 4 + (x % 3);
      c.beginPath();
      c.moveTo(x, sandY + 10);
      const tall = this.unit * (0.6 + ((x * 13) % 10) / 10);
      c.quadraticCurveTo(x + 14, sandY - tall / 2, x - 4, sandY - tall);
      c.stroke();
    }
    this.backdrop = b;
    return b;
  }

  private draw(now: number): void {
    const c = this.ctx;
    c.setTransform(1, 0, 0, 1, 0, 0);
    c.drawImage(this.drawBackdrop(), 0, 0);
    c.setTransform(this.dpr, 0, 0, this.dpr, 0, 0);
    // Light from the surface.
    c.save();
    c.globalCompositeOperation = 'lighter';
    for (let i = 0; i < 4; i++) {
      const x = ((i + 0.5) / 4) * this.w + Math.sin(now / 3000 + i) * 40;
      c.fillStyle = `rgba(180, 230, 255, ${0.035 + 0.02 * Math.sin(now / 1700 + i * 2)})`;
      c.beginPath();
      c.moveTo(x - 30, 0);
      c.lineTo(x + 30, 0);
      c.lineTo(x + 120, this.h);
      c.lineTo(x - 10, this.h);
      c.fill();
    }
    c.restore();
    for (const p of this.particles) if (p.kind === 'bubble') this.drawParticle(p, now);
    for (const f of this.fish) this.drawFish(f, now);
    for (const s of this.shots) this.drawShot(s, now);
    for (const p of this.particles) if (p.kind !== 'bubble') this.drawParticle(p, now);
    this.drawCannon(now);
  }

  private drawFish(f: SwimmingFish, now: number): void {
    const c = this.ctx;
    const sprite = this.sprite(f);
    c.save();
    c.translate(f.x, f.y);
    const dir = f.vx < 0 ? -1 : 1;
    let alpha = 1;
    if (f.state === 'caught') {
      const t = Math.min(1, (now - f.caughtAt) / 900);
      c.rotate(t * TWO_PI * 1.5);
      c.scale(1 - t * 0.7, 1 - t * 0.7);
      alpha = 1 - t;
    } else {
      c.rotate(Math.cos(now / 700 + f.phase) * 0.08 * dir);
    }
    c.globalAlpha = alpha;
    const wiggle = 1 + Math.sin(now / 160 + f.phase) * 0.035;
    c.scale(dir * wiggle, 1 / wiggle);
    if (now - f.flinchAt < 300) c.filter = 'brightness(1.8)';
    if (sprite) c.drawImage(sprite, -f.w / 2, -f.h / 2, f.w, f.h);
    else {
      c.fillStyle = '#9fd3ff';
      c.beginPath();
      c.ellipse(0, 0, f.w / 2, f.h / 2, 0, 0, TWO_PI);
      c.fill();
    }
    c.restore();
    if (f.state === 'swim') {
      const text = this.options.multiplierText(f.species.multiplier);
      c.save();
      c.font = `700 ${Math.round(Math.max(11, this.unit * 0.2))}px 'Noto Sans Bengali', system-ui, sans-serif`;
      c.textAlign = 'center';
      c.textBaseline = 'top';
      const y = f.y + f.h / 2 + 1;
      c.lineWidth = 3;
      c.strokeStyle = 'rgba(3, 10, 24, 0.85)';
      c.strokeText(text, f.x, y);
      c.fillStyle = f.species.multiplier >= 30 ? '#ffd45c' : '#e8f4ff';
      c.fillText(text, f.x, y);
      c.restore();
    }
  }

  private drawShot(s: Shot, now: number): void {
    const c = this.ctx;
    c.save();
    c.translate(s.x, s.y);
    const pulse = s.state === 'wait' ? 1 + Math.sin(now / 60) * 0.25 : 1;
    const r = this.unit * 0.11 * pulse;
    const alpha = s.state === 'pass' ? Math.max(0, 1 - (now - s.passAt) / 600) : 1;
    c.globalAlpha = alpha;
    const glow = c.createRadialGradient(0, 0, 0, 0, 0, r * 3);
    glow.addColorStop(0, 'rgba(255, 244, 200, 0.95)');
    glow.addColorStop(0.35, 'rgba(255, 196, 66, 0.7)');
    glow.addColorStop(1, 'rgba(255, 196, 66, 0)');
    c.fillStyle = glow;
    c.beginPath();
    c.arc(0, 0, r * 3, 0, TWO_PI);
    c.fill();
    c.strokeStyle = 'rgba(255, 220, 120, 0.55)';
    c.lineWidth = r;
    c.lineCap = 'round';
    c.beginPath();
    c.moveTo(0, 0);
    c.lineTo(-Math.cos(s.angle) * r * 6, -Math.sin(s.angle) * r * 6);
    c.stroke();
    c.restore();
  }

  private drawParticle(p: Particle, now: number): void {
    const c = this.ctx;
    const t = Math.max(0, (now - p.born) / p.life);
    if (now < p.born) return;
    c.save();
    switch (p.kind) {
      case 'bubble':
        c.strokeStyle = 'rgba(220, 240, 255, 0.45)';
        c.lineWidth = 1;
        c.beginPath();
        c.arc(p.x + Math.sin(now / 400 + p.born) * 3, p.y, p.size, 0, TWO_PI);
        c.stroke();
        break;
      case 'coin': {
        const squash = Math.abs(Math.cos(now / 90 + p.born));
        c.translate(p.x, p.y);
        c.scale(Math.max(0.25, squash), 1);
        const g = c.createLinearGradient(-p.size, -p.size, p.size, p.size);
        g.addColorStop(0, '#fff1b8');
        g.addColorStop(0.5, '#f5b942');
        g.addColorStop(1, '#a86a0a');
        c.fillStyle = g;
        c.strokeStyle = '#7a4a06';
        c.lineWidth = 1.5;
        c.beginPath();
        c.arc(0, 0, p.size, 0, TWO_PI);
        c.fill();
        c.stroke();
        break;
      }
      case 'net': {
        c.translate(p.x, p.y);
        c.globalAlpha = 1 - t;
        c.strokeStyle = '#fff1b8';
        c.lineWidth = 2;
        const r = p.size * (0.4 + t * 0.8);
        c.beginPath();
        c.arc(0, 0, r, 0, TWO_PI);
        c.stroke();
        c.globalAlpha = (1 - t) * 0.6;
        for (let i = 0; i < 8; i++) {
          c.beginPath();
          c.moveTo(0, 0);
          c.lineTo(Math.cos((i / 8) * TWO_PI) * r, Math.sin((i / 8) * TWO_PI) * r);
          c.stroke();
        }
        c.beginPath();
        c.arc(0, 0, r * 0.55, 0, TWO_PI);
        c.stroke();
        break;
      }
      case 'spark':
        c.globalAlpha = 1 - t;
        c.fillStyle = '#bfe3ff';
        c.beginPath();
        c.arc(p.x, p.y, p.size, 0, TWO_PI);
        c.fill();
        break;
      case 'text': {
        c.globalAlpha = t < 0.8 ? 1 : (1 - t) / 0.2;
        const size = Math.round(Math.max(16, this.unit * 0.36) * (1 + Math.max(0, 0.25 - t)));
        c.font = `800 ${size}px 'Noto Sans Bengali', system-ui, sans-serif`;
        c.textAlign = 'center';
        c.textBaseline = 'middle';
        c.lineWidth = 5;
        c.strokeStyle = 'rgba(60, 30, 0, 0.9)';
        const x = Math.min(this.w - 60, Math.max(60, p.x));
        c.strokeText(p.text ?? '', x, p.y);
        c.fillStyle = '#ffe08a';
        c.fillText(p.text ?? '', x, p.y);
        break;
      }
    }
    c.restore();
  }

  private drawCannon(now: number): void {
    const c = this.ctx;
    const x = this.w / 2;
    const y = this.h;
    const r = this.unit * 0.5;
    c.save();
    c.translate(x, y);
    c.save();
    c.rotate(this.aim + Math.PI / 2);
    c.translate(0, this.recoil * r * 0.25);
    const barrel = c.createLinearGradient(-r * 0.3, 0, r * 0.3, 0);
    barrel.addColorStop(0, '#8a5a0c');
    barrel.addColorStop(0.5, '#ffe08a');
    barrel.addColorStop(1, '#8a5a0c');
    c.fillStyle = barrel;
    c.strokeStyle = '#3a2404';
    c.lineWidth = 2;
    c.beginPath();
    c.roundRect(-r * 0.26, -r * 1.55, r * 0.52, r * 1.3, r * 0.1);
    c.fill();
    c.stroke();
    c.fillStyle = '#3a2404';
    c.fillRect(-r * 0.3, -r * 1.6, r * 0.6, r * 0.14);
    c.restore();
    const base = c.createRadialGradient(-r * 0.3, -r * 0.4, 2, 0, 0, r);
    base.addColorStop(0, '#fff1b8');
    base.addColorStop(0.5, '#f5b942');
    base.addColorStop(1, '#6b4306');
    c.fillStyle = base;
    c.strokeStyle = '#3a2404';
    c.lineWidth = 2;
    c.beginPath();
    c.arc(0, 0, r * 0.75, Math.PI, 0);
    c.closePath();
    c.fill();
    c.stroke();
    if (this.busy) {
      c.strokeStyle = 'rgba(255, 241, 184, 0.9)';
      c.lineWidth = 3;
      c.beginPath();
      const a = (now / 160) % TWO_PI;
      c.arc(0, 0, r * 0.95, Math.PI + a * 0.15, Math.PI + a * 0.15 + Math.PI / 2);
      c.stroke();
    }
    c.restore();
  }
}

export type { Shot };
