/** The endpoints served by src/server/http/routes/agents-contracts.ts. */
export const agentsContracts = {};
