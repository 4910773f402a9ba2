/** The endpoints served by src/server/http/routes/session.ts. */
export const session = {};
