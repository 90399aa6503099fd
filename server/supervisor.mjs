#!/usr/bin/env node
// @ts-check
/**
 * What `npm start` and the container run: the production server (server/index.mjs) as a child
 * process with its Node.js settings (node-settings.mjs), started again whenever it dies
 * (supervise.mjs; docs/deploying.md, "Restarts"). This process holds no application code and no
 * database: it passes SIGTERM and SIGINT on and exits with the server, and passes SIGUSR2 on (the
 * server's memory report). A server that cannot start with its configuration (exit code 78) is not
 * started again: this process exits 78 too.
 */
import { fileURLToPath } from 'node:url';
import { log } from '../lib/infra/log.mjs';
import { NODE_ARGS, withNodeEnv } from './node-settings.mjs';
import { supervise } from './supervise.mjs';

const supervisor = supervise({
  args: [...NODE_ARGS, fileURLToPath(new URL('index.mjs', import.meta.url))],
  env: withNodeEnv(process.env),
  log,
});
for (const signal of /** @type {const} */ (['SIGTERM', 'SIGINT'])) process.on(signal, () => supervisor.stop(signal));
process.on('SIGUSR2', () => supervisor.forward('SIGUSR2'));
process.exit(await supervisor.done);
