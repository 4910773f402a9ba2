import type { CSSProperties } from 'react';

/** A line icon from public/images/categories, drawn in the current text colour. */
export function Icon({ name, className }: { name: string; className?: string | undefined }) {
  const style = { '--icon': `url(/images/categories/${name}.svg)` } as CSSProperties;
  return <span className={className ? `icon-mask ${className}` : 'icon-mask'} style={style} aria-hidden="true" />;
}
