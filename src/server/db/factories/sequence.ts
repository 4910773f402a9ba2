let sequence = 0;

/** One counter for every factory, so generated codes, names and sort keys never repeat in a process. */
export const next = (): number => ++sequence;
