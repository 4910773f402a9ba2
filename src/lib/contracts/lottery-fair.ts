/** Provably fair house draws: the published seed chains and each draw's proof. */

export const lotteryFair = {} as const;
