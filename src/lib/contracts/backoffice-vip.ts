/** Back office, loyalty desk: the VIP ladder (changes approved by a second staff member), members' ranks set by hand (audited) and the loyalty settings. */
export const backofficeVip = {} as const;
