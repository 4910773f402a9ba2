/** The endpoints served by src/server/http/routes/games.ts. */
export const games = {};
