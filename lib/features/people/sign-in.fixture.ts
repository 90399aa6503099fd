/**
 * What the sign-in tests share: a fresh database per file on one backend, two accounts, new
 * counters for every test (in memory, or in the database on PostgreSQL, as the site does), and a
 * clock for the trust store that tests can move.
 */
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { DatabaseHandle } from '@/lib/infra/db/client';
import { users } from './tables';
import { createRateLimiter, limits, type RateLimitPolicy } from '@/lib/infra/rate-limit';
import { freshDatabase, type Backend } from '@/test/databases';
import { createSessionStore } from './sessions';
import { attemptSignIn, type SignInAttempt, type SignInDependencies, type SignInOutcome } from './sign-in';
import { createSignInTrustStore } from './sign-in-trust';
import { createUserStore } from './users';

export const PASSWORD = 'correct horse battery';
export const WRONG = 'wrong password!!';
export const ADMIN_EMAIL = 'admin@example.com';
export const USER_EMAIL = 'user@example.com';
export const ADMIN_IP = '203.0.113.1';

export interface SignInWorld {
  handle: DatabaseHandle;
  deps: SignInDependencies;
  /** The trust store's clock. */
  clock: Date;
  /** As the admin from ADMIN_IP with the right password, unless the attempt says otherwise. */
  signIn(attempt?: Partial<SignInAttempt>): Promise<SignInOutcome>;
  /** The device token of a successful sign-in (throws when it failed). */
  deviceTokenOf(attempt?: Partial<SignInAttempt>): Promise<string>;
}

/** Registers the hooks; the world is ready inside each test. */
export function useSignInWorld(backend: Backend): SignInWorld {
  let run = 0;
  const world = {} as SignInWorld;
  const limiter = (policy: RateLimitPolicy) =>
    createRateLimiter({ ...policy, name: `${policy.name}-${backend}-${run}` }, backend === 'postgres' ? world.handle : undefined);

  world.signIn = (attempt = {}) => attemptSignIn(world.deps, { email: ADMIN_EMAIL, password: PASSWORD, ip: ADMIN_IP, ...attempt });
  world.deviceTokenOf = async (attempt) => {
    const outcome = await world.signIn(attempt);
    if (!outcome.ok) throw new Error(`sign-in failed: ${outcome.reason}`);
    return outcome.deviceToken;
  };

  beforeAll(async () => {
    world.handle = await freshDatabase(backend);
  });
  afterAll(() => world.handle?.close());
  beforeEach(async () => {
    run += 1;
    world.clock = new Date();
    const getDb = async () => world.handle.db;
    await world.handle.db.delete(users);
    const userStore = createUserStore(getDb);
    await userStore.createUser({ email: ADMIN_EMAIL, password: PASSWORD, role: 'admin' });
    await userStore.createUser({ email: USER_EMAIL, password: PASSWORD, role: 'user' });
    const [address, accountAddress, untrustedAccount, device] = await Promise.all([
      limiter(limits.signInAddress),
      limiter(limits.signInAccountAddress),
      limiter(limits.signInUntrustedAccount),
      limiter(limits.signInDevice),
    ]);
    world.deps = {
      users: userStore,
      sessions: createSessionStore(getDb),
      trust: createSignInTrustStore(getDb, { now: () => world.clock }),
      limiters: { address, accountAddress, untrustedAccount, device },
    };
  });
  return world;
}
