/** Back office, loyalty desk: referral rewards held for review (shared device, address or payment account). */
export const backofficeReferrals = {} as const;
