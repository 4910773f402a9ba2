/**
 * Drawing the fish tank on its canvas, one frame at a time: the backdrop (painted once per size),
 * the light from the surface, the fish with their multipliers, shots, particles and the cannon.
 * Plain functions of what they draw; the scene decides what is where.
 */
import { type Particle, type Shot, type SwimmingFish, TWO_PI } from './fish-tank-model.ts';

/** The canvas and its size in scene pixels (before the device pixel ratio). */
export interface Tank {
  c: CanvasRenderingContext2D;
  w: number;
  h: number;
  dpr: number;
  /** The scene unit: a mid-sized fish is about this wide. */
  unit: number;
}

/** The sea, the sand and the weed: painted once per size of the tank, then copied every frame. */
export function paintBackdrop(t: Tank, width: number, height: number, theme: string): HTMLCanvasElement {
  const b = document.createElement('canvas');
  b.width = width;
  b.height = height;
  const c = b.getContext('2d');
  if (!c) return b;
  c.scale(t.dpr, t.dpr);
  const deep = theme === 'deep';
  const sea = c.createLinearGradient(0, 0, 0, t.h);
  sea.addColorStop(0, deep ? '#10294f' : '#1479b8');
  sea.addColorStop(0.55, deep ? '#0a1838' : '#0b4f86');
  sea.addColorStop(1, deep ? '#050a1c' : '#062a4e');
  c.fillStyle = sea;
  c.fillRect(0, 0, t.w, t.h);
  // Sand and weed along the bottom.
  const sandY = t.h - t.unit * 0.55;
  c.fillStyle = deep ? '#1b1a33' : '#c9a86a';
  c.beginPath();
  c.moveTo(0, t.h);
  for (let x = 0; x <= t.w; x += 20) c.lineTo(x, sandY + Math.sin(x / 57) * 8 + Math.sin(x / 23) * 4);
  c.lineTo(t.w, t.h);
  c.fill();
  c.strokeStyle = deep ? '#2a6f6a' : '#2f8f5b';
  c.lineCap = 'round';
  for (let x = 12; x < t.w; x += 37 + ((x * 7) % 29)) {
    c.lineWidth = 4 + (x % 3);
    c.beginPath();
    c.moveTo(x, sandY + 10);
    const tall = t.unit * (0.6 + ((x * 13) % 10) / 10);
    c.quadraticCurveTo(x + 14, sandY - tall / 2, x - 4, sandY - tall);
    c.stroke();
  }
  return b;
}

/** Light from the surface: slow, faint rays. */
export function paintLight(t: Tank, now: number): void {
  const c = t.c;
  c.save();
  c.globalCompositeOperation = 'lighter';
  for (let i = 0; i < 4; i++) {
    const x = ((i + 0.5) / 4) * t.w + Math.sin(now / 3000 + i) * 40;
    c.fillStyle = `rgba(180, 230, 255, ${0.035 + 0.02 * Math.sin(now / 1700 + i * 2)})`;
    c.beginPath();
    c.moveTo(x - 30, 0);
    c.lineTo(x + 30, 0);
    c.lineTo(x + 120, t.h);
    c.lineTo(x - 10, t.h);
    c.fill();
  }
  c.restore();
}

/** A fish (its picture, or an oval until the picture has loaded) and, while it swims, its multiplier below it. */
export function paintFish(t: Tank, f: SwimmingFish, sprite: HTMLCanvasElement | null, multiplierText: (m: number) => string, now: number): void {
  const c = t.c;
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
    const text = multiplierText(f.species.multiplier);
    c.save();
    c.font = `700 ${Math.round(Math.max(11, t.unit * 0.2))}px 'Noto Sans Bengali', system-ui, sans-serif`;
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

/** A shot: a glowing ball with a short trail, fading when it passes through a fish it missed. */
export function paintShot(t: Tank, s: Shot, now: number): void {
  const c = t.c;
  c.save();
  c.translate(s.x, s.y);
  const pulse = s.state === 'wait' ? 1 + Math.sin(now / 60) * 0.25 : 1;
  const r = t.unit * 0.11 * pulse;
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

/** A bubble, coin, net, spark or floating text. */
export function paintParticle(t: Tank, p: Particle, now: number): void {
  const c = t.c;
  const age = Math.max(0, (now - p.born) / p.life);
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
      c.globalAlpha = 1 - age;
      c.strokeStyle = '#fff1b8';
      c.lineWidth = 2;
      const r = p.size * (0.4 + age * 0.8);
      c.beginPath();
      c.arc(0, 0, r, 0, TWO_PI);
      c.stroke();
      c.globalAlpha = (1 - age) * 0.6;
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
      c.globalAlpha = 1 - age;
      c.fillStyle = '#bfe3ff';
      c.beginPath();
      c.arc(p.x, p.y, p.size, 0, TWO_PI);
      c.fill();
      break;
    case 'text': {
      c.globalAlpha = age < 0.8 ? 1 : (1 - age) / 0.2;
      const size = Math.round(Math.max(16, t.unit * 0.36) * (1 + Math.max(0, 0.25 - age)));
      c.font = `800 ${size}px 'Noto Sans Bengali', system-ui, sans-serif`;
      c.textAlign = 'center';
      c.textBaseline = 'middle';
      c.lineWidth = 5;
      c.strokeStyle = 'rgba(60, 30, 0, 0.9)';
      const x = Math.min(t.w - 60, Math.max(60, p.x));
      c.strokeText(p.text ?? '', x, p.y);
      c.fillStyle = '#ffe08a';
      c.fillText(p.text ?? '', x, p.y);
      break;
    }
  }
  c.restore();
}

/** The cannon at the bottom centre, turned to its aim, kicked back by its recoil, with a spinning ring while a shot waits. */
export function paintCannon(t: Tank, gun: { aim: number; recoil: number; busy: boolean }, now: number): void {
  const c = t.c;
  const x = t.w / 2;
  const y = t.h;
  const r = t.unit * 0.5;
  c.save();
  c.translate(x, y);
  c.save();
  c.rotate(gun.aim + Math.PI / 2);
  c.translate(0, gun.recoil * r * 0.25);
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
  if (gun.busy) {
    c.strokeStyle = 'rgba(255, 241, 184, 0.9)';
    c.lineWidth = 3;
    c.beginPath();
    const a = (now / 160) % TWO_PI;
    c.arc(0, 0, r * 0.95, Math.PI + a * 0.15, Math.PI + a * 0.15 + Math.PI / 2);
    c.stroke();
  }
  c.restore();
}
