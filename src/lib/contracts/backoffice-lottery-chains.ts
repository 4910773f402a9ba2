/** Back office: the house draws' seed chains (commit, retire). */

export const backofficeLotteryChains = {} as const;
