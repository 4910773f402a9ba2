import { DEMO_ACCOUNTS as ACCOUNTS } from './demo/accounts.ts';

/** The demo accounts the seed creates, printed at start-up. */
export const DEMO_ACCOUNTS = ACCOUNTS.map((a) => ({ username: a.account, password: a.password, role: a.role }));

/**
 * The demo back-office owner the seed creates (demo only: a fixed authenticator secret, printed in
 * README.md, so the back office can be tried at once; never in a real deployment).
 */
export const DEMO_OPERATOR = { username: 'operator', password: 'Operator#2025', displayName: 'Demo operator', role: 'owner' } as const;
/** The demo operator's TOTP secret (base32): add it to an authenticator app as a key. Demo only. */
export const DEMO_OPERATOR_TOTP = 'MERIDIANBACKOFFICEDEMOTOTPKEY234';
