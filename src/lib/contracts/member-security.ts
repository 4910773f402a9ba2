/** The endpoints served by src/server/http/routes/member-security.ts. */
export const memberSecurity = {};
