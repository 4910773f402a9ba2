/** Back office, loyalty desk: affiliate applications (approve: choose the upline agent and the first contract). */
export const backofficeAffiliates = {} as const;
