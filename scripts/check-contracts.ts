/**
 * Fails when a route is registered without a contract in src/lib/contracts, or a contract has no
 * route: the OpenAPI document (/wps/openapi.json) is generated from the contracts, so it lists
 * every endpoint the server answers.
 */
import { contractGaps } from '#server/http/contract-coverage.ts';
import { ENDPOINTS } from '#lib/contracts/index.ts';

const { undocumented, unserved } = contractGaps();
for (const key of undocumented) console.error(`undocumented route: ${key} (declare it in src/lib/contracts and register it with serve())`);
for (const key of unserved) console.error(`contract without a route: ${key}`);
if (undocumented.length + unserved.length > 0) process.exit(1);
console.log(`contracts check: ${ENDPOINTS.length} endpoints, every route documented`);
