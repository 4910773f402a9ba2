/** The endpoints served by src/server/http/routes/wallet.ts. */
export const wallet = {};
