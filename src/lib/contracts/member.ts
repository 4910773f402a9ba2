/** The endpoints served by src/server/http/routes/member.ts. */
export const member = {};
