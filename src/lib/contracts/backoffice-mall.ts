/** Back office, loyalty desk: points-mall goods and the redeem queue (approve: stock leaves; reject: points and stock return). */
export const backofficeMall = {} as const;
