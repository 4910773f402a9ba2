/**
 * A race's places and prizes (the published tie rule): players are ordered by their value, highest
 * first; players with the same value share one place (the next place after a tie of k players is
 * k further on: 1, 2, 2, 4) and share equally the prizes of the places they cover, each getting
 * the floor of the sum divided by k (the remainder of a minor unit stays with the house). Players
 * with no value (nothing counted) take no place. Pure: the job, the leaderboard and tests use it.
 */

export interface Standing {
  memberId: number;
  value: number;
}

export interface Placed extends Standing {
  place: number;
  /** Minor units this player is paid at the end (0 outside the prize places). */
  prize: number;
}

export function placeStandings(standings: readonly Standing[], prizes: readonly number[]): Placed[] {
  const sorted = standings.filter((s) => s.value > 0).sort((a, b) => b.value - a.value || a.memberId - b.memberId);
  const out: Placed[] = [];
  for (let i = 0; i < sorted.length; ) {
    let j = i;
    while (j < sorted.length && sorted[j]!.value === sorted[i]!.value) j++;
    const covered = prizes.slice(i, j).reduce((s, x) => s + x, 0);
    const share = Math.floor(covered / (j - i));
    for (let k = i; k < j; k++) out.push({ ...sorted[k]!, place: i + 1, prize: share });
    i = j;
  }
  return out;
}
