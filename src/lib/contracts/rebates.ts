/** Cashback on net loss and rebate on turnover: the calculation, accrued amounts and claims. */
export const rebates = {};
