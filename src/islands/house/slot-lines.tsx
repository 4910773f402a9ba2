import { SLOT_LINES } from '#lib/fair/slot.ts';

/** One colour per payline, so a player can tell the lines apart. */
export const LINE_COLOURS = ['#ffd45c', '#ff5d73', '#4fd1ff', '#7cf29a', '#c084fc', '#ff9f43', '#5eead4', '#f472b6', '#a3e635', '#93c5fd'];

/** The path of a payline through the centres of the reels' cells (in a 500 × 300 box). */
function linePoints(line: number): string {
  const rows = SLOT_LINES[line] ?? [];
  const points = rows.map((row, reel) => `${reel * 100 + 50},${row * 100 + 50}`);
  // Run the line to the frame's edges, as on a real machine.
  const first = rows[0] ?? 1;
  const last = rows[rows.length - 1] ?? 1;
  return [`2,${first * 100 + 50}`, ...points, `498,${last * 100 + 50}`].join(' ');
}

/** The line being shown, drawn over the reels. */
export function SlotLineOverlay({ line, className }: { line: number | null; className: string | undefined }) {
  if (line === null) return null;
  const colour = LINE_COLOURS[line % LINE_COLOURS.length];
  return (
    <svg className={className} viewBox="0 0 500 300" preserveAspectRatio="none" aria-hidden="true">
      <polyline points={linePoints(line)} fill="none" stroke="#0b1220" strokeOpacity="0.7" strokeWidth="11" strokeLinejoin="round" strokeLinecap="round" vectorEffect="non-scaling-stroke" />
      <polyline points={linePoints(line)} fill="none" stroke={colour} strokeWidth="5" strokeLinejoin="round" strokeLinecap="round" vectorEffect="non-scaling-stroke" />
    </svg>
  );
}

/** A small drawing of one payline on a 5 × 3 grid (the rules' line diagram). */
export function LineDiagram({ line, className }: { line: number; className?: string | undefined }) {
  const rows = SLOT_LINES[line] ?? [];
  const colour = LINE_COLOURS[line % LINE_COLOURS.length];
  return (
    <svg className={className} viewBox="0 0 50 30" aria-hidden="true">
      {Array.from({ length: 15 }, (_, k) => {
        const reel = k % 5;
        const row = Math.floor(k / 5);
        const on = rows[reel] === row;
        return <rect key={k} x={reel * 10 + 1} y={row * 10 + 1} width="8" height="8" rx="1.5" fill={on ? colour : '#2a3654'} />;
      })}
    </svg>
  );
}
