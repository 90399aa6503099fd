// @ts-check
/**
 * The largest request body the site reads: a server action's form, an image upload (at most 5 MB,
 * lib/infra/uploads) with the rest of its form. Next.js's own limit (next.config.mjs) and the production
 * server's (server/request-gate.mjs) are this one.
 */
export const MAX_ACTION_BODY_BYTES = 6 * 1024 * 1024;

/**
 * The longest request target (path and query) the production server takes; a longer one gets 414
 * (server/request-gate.mjs). A redirect carries the address back in its Location, beside ~1.2 kB
 * of other headers: at this length the whole answer still fits nginx's default proxy buffer (4 kB).
 */
export const MAX_TARGET_BYTES = 2048;

/**
 * The largest analytics beacon (`POST /api/collect`, lib/features/analytics): the production server
 * refuses a longer one from its Content-Length before reading it, the route handler any that grows past it.
 */
export const MAX_BEACON_BODY_BYTES = 8 * 1024;
/** Where the beacons go. */
export const BEACON_PATH = '/api/collect';
