/** The endpoints served by src/server/http/routes/agents.ts. */
export const agents = {};
