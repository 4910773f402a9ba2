/** Counting and choosing (browser-safe): binomial coefficients and the k-subsets of a list, in order. */

/** C(n, k), exact while it stays below 2^53 (every count the fast games use does). */
export function choose(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  const m = Math.min(k, n - k);
  let c = 1;
  for (let i = 1; i <= m; i++) c = (c * (n - m + i)) / i;
  return Math.round(c);
}

/** C(n, k) as a bigint, for counts past 2^53 (Keno's C(80, 20)). */
export function chooseBig(n: number, k: number): bigint {
  if (k < 0 || k > n) return 0n;
  const m = Math.min(k, n - k);
  let c = 1n;
  for (let i = 1; i <= m; i++) c = (c * BigInt(n - m + i)) / BigInt(i);
  return c;
}

/** Every k-subset of `items`, each in the items' order, in lexicographic order of positions. */
export function subsets<T>(items: readonly T[], k: number): T[][] {
  const out: T[][] = [];
  if (k < 1 || k > items.length) return out;
  const idx = Array.from({ length: k }, (_, i) => i);
  for (;;) {
    out.push(idx.map((i) => items[i]!));
    let i = k - 1;
    while (i >= 0 && idx[i] === items.length - k + i) i--;
    if (i < 0) return out;
    idx[i]!++;
    for (let j = i + 1; j < k; j++) idx[j] = idx[j - 1]! + 1;
  }
}

/** Every way of taking one item from each list (the first list varies slowest). */
export function product<T>(lists: readonly (readonly T[])[]): T[][] {
  let out: T[][] = [[]];
  for (const list of lists) out = out.flatMap((prefix) => list.map((item) => [...prefix, item]));
  return lists.length ? out : [];
}
