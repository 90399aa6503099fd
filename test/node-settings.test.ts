import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { NODE_ARGS, NODE_ENV, START_COMMAND, withNodeEnv } from '@/server/node-settings.mjs';

// Every way of starting the production server runs it through the supervisor, which gives it the
// memory settings the benchmarks and the browser tests measure (server/node-settings.mjs).
describe('the server is started one way everywhere', () => {
  it('the supervisor runs server/index.mjs with the Node settings', () => {
    const supervisor = readFileSync('server/supervisor.mjs', 'utf8');
    expect(START_COMMAND).toBe('node server/supervisor.mjs');
    expect(supervisor).toContain("args: [...NODE_ARGS, fileURLToPath(new URL('index.mjs', import.meta.url))]");
    expect(supervisor).toContain('env: withNodeEnv(process.env)');
  });

  it('npm start', () => {
    const { scripts } = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> };
    expect(scripts.start).toBe(START_COMMAND);
  });

  it('the container image', () => {
    const dockerfile = readFileSync('Dockerfile', 'utf8');
    expect(dockerfile).toContain(`CMD ${JSON.stringify(START_COMMAND.split(' '))}`.replaceAll(',', ', '));
    // The supervisor itself runs with glibc's settings too.
    for (const [name, value] of Object.entries(NODE_ENV)) expect(dockerfile).toMatch(new RegExp(`^\\s+${name}=${value} \\\\$`, 'm'));
  });

  it('the standalone folder', () => {
    expect(readFileSync('scripts/build/standalone.mjs', 'utf8')).toContain("const entries = ['server/supervisor.mjs', 'server/index.mjs'");
  });

  it('the browser tests', () => {
    expect(readFileSync('playwright.config.ts', 'utf8')).toContain(`command: '${START_COMMAND}'`);
  });

  it("leaves an operator's own malloc setting alone", () => {
    expect(withNodeEnv({ MALLOC_ARENA_MAX: '4', PORT: '1' })).toMatchObject({ MALLOC_ARENA_MAX: '4', PORT: '1' });
    expect(withNodeEnv({ PORT: '1' })).toEqual({ ...NODE_ENV, PORT: '1' });
    expect(NODE_ARGS).toContain('--max-old-space-size=256');
  });
});
