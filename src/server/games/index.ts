/**
 * The games domain: vendors and the game catalogue, favourites and recent games, launching a
 * game, and the bets and their hourly roll-ups (bet records, team roll-ups for reports). Other
 * folders import it only through this file (decision 019).
 */

export { betTotalsSince, validBetSince } from './bet-totals.ts';
export { catalogueChanged, favouriteGames, favouriteIds, gameById, gameList, hotGames, recentGames, seamlessVendors, setFavourite, vendorGameTypes, vendorLanes } from './catalogue.ts';
export { GameMaintenance } from './errors.ts';
export { gameNamesOf, houseBetRollupsOf, houseGameRollupsOf, housePlacedBetsOf } from './house-bets.ts';
export { launchGame } from './launch.ts';
export { memberRollups } from './member-rollups.ts';
export { gameMenus } from './menus.ts';
export { type BetPage, type BetQuery, betRecords } from './records.ts';
export { betRollupsOf } from './team-bet-rollups.ts';
export { validBetIn } from './valid-bet-windows.ts';
export { clearInstalledWalletSecret, installedWalletSecret } from './vendor-wallet-secret.ts';
export { transferWalletVendor, transferWalletVendors } from './vendors.ts';
export { GAME_ADMIN_SORTS, type GameAdminQuery, type GameAdminRow, type GameFlags, gamesForStaff, houseGameTotals, setGameFlags } from './catalogue-admin.ts';
export { clearVendorMaintenance, type MaintenanceWindow, setVendorEnabled, setVendorMaintenance, type VendorAdminRow, vendorExists, vendorsForStaff } from './vendor-admin.ts';
export { type HourRange, membersWithRollupsSince, memberValidBet, validBetByMember } from './valid-bet-totals.ts';
export { maskAccount, winners } from './winners.ts';
