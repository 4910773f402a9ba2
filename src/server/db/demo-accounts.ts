import { DEMO_ACCOUNTS as ACCOUNTS } from './demo/accounts.ts';

/** The demo accounts the seed creates, printed at start-up. */
export const DEMO_ACCOUNTS = ACCOUNTS.map((a) => ({ username: a.account, password: a.password, role: a.role }));
