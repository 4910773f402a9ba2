/** The bonus wallet: each bonus with its wagering, forfeiting, and opting in to a deposit bonus. */
export const bonus = {};
