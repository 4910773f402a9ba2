/**
 * A team's crest drawn for the project (sports-model Crest): a shield, round, diamond or hex badge
 * in the team's two colours with a pattern and the team's initials, as inline SVG so it stays crisp
 * from 20 to 40 px. With `name` it is an image named for the team; without, it is decoration next
 * to the visible name.
 */
import { useId } from 'react';
import type { Crest } from '#lib/contracts/sports-model.ts';

const SHAPES: Record<Crest['shape'], string> = {
  shield: 'M20 1.5 L36.5 6.5 V19 C36.5 29 29.5 35.5 20 38.5 C10.5 35.5 3.5 29 3.5 19 V6.5 Z',
  round: 'M20 2 A18 18 0 1 1 19.99 2 Z',
  diamond: 'M20 1.5 L38.5 20 L20 38.5 L1.5 20 Z',
  hex: 'M20 1.5 L36.5 10.75 V29.25 L20 38.5 L3.5 29.25 V10.75 Z',
};

/** The pattern in the second colour, over the first. */
function Pattern({ pattern, color }: { pattern: Crest['pattern']; color: string }) {
  switch (pattern) {
    case 'plain':
      return null;
    case 'stripes':
      return (
        <g fill={color}>
          <rect x="9" y="0" width="5" height="40" />
          <rect x="17.5" y="0" width="5" height="40" />
          <rect x="26" y="0" width="5" height="40" />
        </g>
      );
    case 'hoops':
      return (
        <g fill={color}>
          <rect x="0" y="9" width="40" height="5" />
          <rect x="0" y="26" width="40" height="5" />
        </g>
      );
    case 'half':
      return <rect x="20" y="0" width="20" height="40" fill={color} />;
    case 'sash':
      return <path d="M0 6 L6 0 L40 34 L34 40 Z" fill={color} />;
    case 'chevron':
      return <path d="M0 13 L20 25 L40 13 V21 L20 33 L0 21 Z" fill={color} />;
  }
}

export function CrestIcon({ crest, size = 28, name }: { crest: Crest; size?: number; name?: string | undefined }) {
  const clip = useId();
  const shape = SHAPES[crest.shape] ?? SHAPES.shield;
  const initials = crest.initials.slice(0, 3);
  const fontSize = initials.length > 2 ? 10.5 : 13;
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 40 40"
      {...(name ? { role: 'img', 'aria-label': name } : { 'aria-hidden': true })}
      focusable="false"
      style={{ flex: 'none' }}
    >
      <clipPath id={clip}>
        <path d={shape} />
      </clipPath>
      <g clipPath={`url(#${clip})`}>
        <rect width="40" height="40" fill={crest.primary} />
        <Pattern pattern={crest.pattern} color={crest.secondary} />
      </g>
      <path d={shape} fill="none" stroke="rgb(255 255 255 / 55%)" strokeWidth="1.5" />
      {size >= 24 && initials && (
        <text
          x="20"
          y="21"
          textAnchor="middle"
          dominantBaseline="central"
          fontSize={fontSize}
          fontWeight="800"
          fontFamily="system-ui, sans-serif"
          fill="#fff"
          stroke="rgb(0 0 0 / 70%)"
          strokeWidth="2.5"
          paintOrder="stroke"
          letterSpacing="-0.3"
        >
          {initials}
        </text>
      )}
    </svg>
  );
}
