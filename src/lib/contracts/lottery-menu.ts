/** The spec's lottery calls (§7): the VN game menu, recent and popular lotteries, opened numbers. */

export const lotteryMenu = {} as const;
