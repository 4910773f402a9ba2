/** The endpoints served by src/server/http/routes/content.ts. */
export const content = {};
