/** The endpoints served by src/server/http/routes/payment.ts. */
export const payment = {};
