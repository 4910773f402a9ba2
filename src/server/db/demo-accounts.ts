/** The demo accounts the seed creates, printed at start-up. Accounts arrive with member sign-in. */
export const DEMO_ACCOUNTS: { username: string; password: string; role: string }[] = [];
