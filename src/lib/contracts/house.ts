/** The endpoints served by src/server/http/routes/house.ts. */
export const house = {};
