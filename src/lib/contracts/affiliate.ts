/** The affiliate application: a player asks to become an agent. */
export const affiliate = {} as const;
