/** The address-bar prefixes of the centre's tables (removed when the centre closes). */
export const TABLE_PREFIXES = ['tb', 'tm', 'pl', 'tx', 'inc'] as const;
