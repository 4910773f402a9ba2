/** The endpoints served by src/server/http/routes/provider.ts. */
export const provider = {};
