import type { MallGood } from '#lib/stores/mall.ts';

/**
 * The picture of an item without an image of its own, drawn per kind: a parcel for goods, a
 * ticket with the currency sign for a cash voucher, a gift for a bonus credit. Decorative: the
 * card names the item and its kind in words.
 */
export function KindArt({ kind, symbol }: { kind: MallGood['kind']; symbol: string }) {
  if (kind === 'voucher')
    return (
      <svg viewBox="0 0 160 120" aria-hidden="true" focusable="false">
        <defs>
          <linearGradient id="mall-voucher" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#f6c344" />
            <stop offset="1" stopColor="#e0902a" />
          </linearGradient>
        </defs>
        <path d="M18 30 h124 a6 6 0 0 1 6 6 v14 a10 10 0 0 0 0 20 v14 a6 6 0 0 1 -6 6 h-124 a6 6 0 0 1 -6 -6 v-14 a10 10 0 0 0 0 -20 v-14 a6 6 0 0 1 6 -6 z" fill="url(#mall-voucher)" />
        <path d="M104 34 v52" stroke="#fff" strokeWidth="2" strokeDasharray="4 4" opacity=".7" />
        <text x="58" y="72" textAnchor="middle" fontSize="34" fontWeight="700" fill="#5a3300">
          {symbol}
        </text>
        <circle cx="126" cy="60" r="9" fill="#fff" opacity=".55" />
      </svg>
    );
  if (kind === 'bonus')
    return (
      <svg viewBox="0 0 160 120" aria-hidden="true" focusable="false">
        <rect x="38" y="50" width="84" height="56" rx="6" fill="#7b5cd6" />
        <rect x="32" y="36" width="96" height="20" rx="5" fill="#9a7ff0" />
        <rect x="74" y="36" width="12" height="70" fill="#f6c344" />
        <path d="M80 36 C66 14 44 20 52 32 C56 38 70 36 80 36 Z M80 36 C94 14 116 20 108 32 C104 38 90 36 80 36 Z" fill="#f6c344" />
        <circle cx="120" cy="26" r="4" fill="#f6c344" />
        <circle cx="34" cy="22" r="3" fill="#9a7ff0" />
      </svg>
    );
  return (
    <svg viewBox="0 0 160 120" aria-hidden="true" focusable="false">
      <path d="M80 14 L136 36 L80 58 L24 36 Z" fill="#c99a5b" />
      <path d="M24 36 L80 58 L80 108 L24 86 Z" fill="#a8773c" />
      <path d="M136 36 L80 58 L80 108 L136 86 Z" fill="#8d6230" />
      <path d="M52 25 L108 47 L108 62 L98 58 L98 51 L42 29 Z" fill="#ecd3a6" />
    </svg>
  );
}
