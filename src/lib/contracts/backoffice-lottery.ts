/** Back office: lotteries, odds rows, draws, official results with a second person's approval, voids and corrections. */

export const backofficeLottery = {} as const;
