/** The endpoints served by src/server/http/routes/agents-team.ts. */
export const agentsTeam = {};
