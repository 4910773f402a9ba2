/** Results history and trends (number frequency, hot and cold numbers, gaps). */

export const lotteryHistory = {} as const;
