/**
 * Every table (the collector, lib/schema.ts), for a feature's tests that seed or read rows of
 * another feature: a booking needs a lead, a digest needs posts and an admin. Only tests import it;
 * a feature's code reaches another feature's data through that feature's door.
 */
export * from '@/lib/schema';
