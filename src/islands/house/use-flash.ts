import { useEffect, useRef, useState } from 'react';

/**
 * 'up' or 'down' for a moment after a number changes (a balance glowing on a win), then null.
 * The key changes with every change so a CSS animation restarts.
 */
export function useFlash(value: number | null, ms = 1200): { dir: 'up' | 'down' | null; key: number } {
  const previous = useRef(value);
  const [state, setState] = useState<{ dir: 'up' | 'down' | null; key: number }>({ dir: null, key: 0 });
  useEffect(() => {
    const before = previous.current;
    previous.current = value;
    if (before === null || value === null || before === value) return;
    setState((s) => ({ dir: value > before ? 'up' : 'down', key: s.key + 1 }));
    const timer = setTimeout(() => setState((s) => ({ ...s, dir: null })), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return state;
}
