/** The endpoints served by src/server/http/routes/cashier.ts. */
export const cashier = {};
