import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { NODE_ARGS, NODE_ENV, withNodeEnv } from '@/server/node-settings.mjs';

// Every way of starting the production server runs it with the same memory settings: the ones the
// benchmarks and the browser tests measure (server/node-settings.mjs).
describe('the server is started one way everywhere', () => {
  const command = `node ${NODE_ARGS.join(' ')} server/index.mjs`;

  it('npm start', () => {
    const { scripts } = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> };
    expect(scripts.start).toBe(`${Object.entries(NODE_ENV).map(([name, value]) => `${name}=\${${name}:-${value}}`).join(' ')} ${command}`);
  });

  it('the container image', () => {
    const dockerfile = readFileSync('Dockerfile', 'utf8');
    expect(dockerfile).toContain(`CMD ${JSON.stringify(command.split(' '))}`.replaceAll(',', ', '));
    for (const [name, value] of Object.entries(NODE_ENV)) expect(dockerfile).toMatch(new RegExp(`^\\s+${name}=${value} \\\\$`, 'm'));
  });

  it('the browser tests', () => {
    expect(readFileSync('playwright.config.ts', 'utf8')).toContain("command: `node ${NODE_ARGS.join(' ')} server/index.mjs`");
  });

  it("leaves an operator's own malloc setting alone", () => {
    expect(withNodeEnv({ MALLOC_ARENA_MAX: '4', PORT: '1' })).toMatchObject({ MALLOC_ARENA_MAX: '4', PORT: '1' });
    expect(withNodeEnv({ PORT: '1' })).toEqual({ ...NODE_ENV, PORT: '1' });
  });
});
