import { getEnv, type Env } from '@/lib/infra/env.mjs';
import { createPlatformClient, type PlatformClient, type PlatformClientOptions } from './client';

export { createPlatformClient } from './client';
export type { EntityApi, PlatformClient, PlatformClientOptions } from './client';
export { PLATFORM_ERROR_TEXTS, PlatformError, isPlatformError, isPlatformRateLimited, messageFromBody } from './errors';
export type { PlatformErrorCode, PlatformErrorDetails } from './errors';
export type {
  CallOptions,
  IntegrationParams,
  ListOptions,
  PlatformBlogPost,
  PlatformEntityTypes,
  PlatformRecord,
  PlatformUser,
} from './types';

type PlatformEnv = Pick<
  Env,
  'PLATFORM_BASE_URL' | 'PLATFORM_APP_ID' | 'PLATFORM_API_KEY' | 'PLATFORM_ENV' | 'PLATFORM_TOKEN' | 'PLATFORM_TIMEOUT_MS' | 'SITE_URL'
>;

/** Blog posts come from the platform when its origin and app id are both set. */
export function isPlatformConfigured(env: Pick<Env, 'PLATFORM_BASE_URL' | 'PLATFORM_APP_ID'> = getEnv()): boolean {
  return Boolean(env.PLATFORM_BASE_URL && env.PLATFORM_APP_ID);
}

/** A client configured from the environment, or null when the platform is not configured. */
export function platformFromEnv(
  env: PlatformEnv = getEnv(),
  overrides: Partial<PlatformClientOptions> = {},
): PlatformClient | null {
  if (!env.PLATFORM_BASE_URL || !env.PLATFORM_APP_ID) return null;
  return createPlatformClient({
    baseUrl: env.PLATFORM_BASE_URL,
    appId: env.PLATFORM_APP_ID,
    apiKey: env.PLATFORM_API_KEY,
    environment: env.PLATFORM_ENV,
    token: env.PLATFORM_TOKEN,
    originUrl: env.SITE_URL,
    timeoutMs: env.PLATFORM_TIMEOUT_MS,
    ...overrides,
  });
}
