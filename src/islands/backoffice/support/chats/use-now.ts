import { useEffect, useState } from 'react';

/** The clock, moved every 15 seconds: waiting times on the desk grow while nobody clicks. */
export function useNow(stepMs = 15_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), stepMs);
    return () => clearInterval(timer);
  }, [stepMs]);
  return now;
}

/** Whole minutes between two times (never below zero). */
export const minutesBetween = (from: number, to: number): number => Math.max(0, Math.floor((to - from) / 60_000));
