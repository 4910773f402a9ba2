/** The endpoints served by src/server/http/routes/verification.ts. */
export const verification = {};
