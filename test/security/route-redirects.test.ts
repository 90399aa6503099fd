import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * A route handler's `request.url` names the address the server listens on (`http://0.0.0.0:3000`
 * in the Docker image), not the one the visitor used: a redirect resolved against it sends the
 * visitor there. Route handlers redirect on SITE_URL instead. (The proxy's redirects may use the
 * request's URL: Next.js makes a Location on the request's own origin relative.)
 */
const PROXY_ONLY = new Set(['proxy.ts', join('lib', 'infra', 'routing', 'redirect-response.ts')]);

function sources(dir: string): string[] {
  return readdirSync(join(process.cwd(), dir), { recursive: true, encoding: 'utf8' })
    .filter((path) => /\.tsx?$/.test(path) && !/\.test\.tsx?$/.test(path))
    .map((path) => join(dir, path))
    .filter((path) => !PROXY_ONLY.has(path));
}

/** Each `redirect(…)` call's first argument mentions the request's URL: from the call to the end of its line. */
const REDIRECT_FROM_REQUEST = /\bredirect\([^\n]*\b(?:request|req)\.(?:url|nextUrl)\b/;

describe('route handlers’ redirects', () => {
  it('are resolved against SITE_URL, never against the request’s URL', () => {
    const offenders = [...sources('app'), ...sources('lib')].filter((path) => REDIRECT_FROM_REQUEST.test(readFileSync(join(process.cwd(), path), 'utf8')));
    expect(offenders).toEqual([]);
  });

  it('would catch the mistake', () => {
    expect(REDIRECT_FROM_REQUEST.test('NextResponse.redirect(new URL(path, request.url), 303)')).toBe(true);
    expect(REDIRECT_FROM_REQUEST.test('NextResponse.redirect(new URL(path, getEnv().SITE_URL), 303)')).toBe(false);
  });
});
