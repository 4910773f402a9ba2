/** The endpoints served by src/server/http/routes/rg.ts. */
export const rg = {};
