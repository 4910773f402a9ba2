/** The endpoints served by src/server/http/routes/agents-reports.ts. */
export const agentsReports = {};
