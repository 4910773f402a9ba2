/** Missions (daily and weekly tasks) and application promotions. */
export const missions = {};
