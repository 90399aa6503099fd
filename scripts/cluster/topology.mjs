// @ts-check
/**
 * The scaled-out topology of deploy/docker-compose.yml, started on 127.0.0.1 from Debian's packages
 * instead of containers: PostgreSQL, Redis, N instances of the standalone build (each from its own
 * copy of the folder, as each container has its own disk), nginx in front of them with
 * deploy/nginx.conf, a shared uploads folder, and a fake CRM receiving the forwarded leads. Each
 * instance runs as the container does: the supervisor (server/supervisor.mjs) and its server.
 * Used by `npm run test:cluster` (test/cluster) and `npm run bench:cluster`.
 */
import { spawn } from 'node:child_process';
import { chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startFakeCrm } from '../../test/fakes/fake-crm.mjs';
import { startSite } from '../../test/support/serve.mjs';
import { freePort, startPostgres } from '../postgres-server.mjs';
import { startRedis } from '../redis-server.mjs';
import { LOAD_TEST_BUDGETS } from '../../test/support/write-budgets.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));

export const CLUSTER_ADMIN = { email: 'admin@otailo.test', password: 'correct horse battery staple 42' };
export const CLUSTER_CRM = { portalId: '424242', demoFormId: 'de300000-0000-4000-8000-000000000001', contactFormId: 'c0a7ac70-0000-4000-8000-000000000002' };

/**
 * deploy/nginx.conf for loopback: its `server app-N:3000 …;` upstream lines become one line per
 * local instance port, and `listen 80;` the given port on 127.0.0.1.
 * @param {string} conf @param {number} listenPort @param {number[]} upstreamPorts
 */
export function loopbackNginxConf(conf, listenPort, upstreamPorts) {
  const serverLine = /^([ \t]*)server\s+app-\d+:3000([^;]*);[ \t]*\n/m;
  const first = conf.match(serverLine);
  if (!first) throw new Error('deploy/nginx.conf has no `server app-N:3000 …;` upstream line');
  const [, indent, params] = first;
  const servers = upstreamPorts.map((port) => `${indent}server 127.0.0.1:${port}${params};\n`).join('');
  const withoutApps = conf.replace(new RegExp(serverLine.source, 'gm'), '');
  const upstreams = withoutApps.slice(0, first.index) + servers + withoutApps.slice(first.index);
  if (!/^\s*listen\s+80;/m.test(upstreams)) throw new Error('deploy/nginx.conf has no `listen 80;` line');
  return upstreams.replace(/^(\s*)listen\s+80;/m, `$1listen 127.0.0.1:${listenPort};`);
}

/** @param {string} url @param {number} [attempts] */
async function waitFor(url, attempts = 100) {
  for (let attempt = 0; ; attempt += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    if (attempt >= attempts) throw new Error(`${url} did not answer`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * @typedef {object} Instance
 * @property {string} id INSTANCE_ID, as in its log lines
 * @property {string} url its own address (bypassing nginx)
 * @property {object[]} logs every JSON line it has logged (parsed)
 * @property {() => Promise<void>} stop SIGTERM, graceful
 * @property {() => Promise<void>} kill SIGKILL to the supervisor and the server, as a container dies
 * @property {() => Promise<void>} restart starts it again on the same port
 */

/**
 * @param {{ instances?: number, buildDir?: string, env?: Record<string, string> }} [options]
 *   buildDir: the build whose `standalone` folder the instances run (`npm run build`)
 */
export async function startCluster({ instances = 2, buildDir = process.env.BUILD_DIR || '.next', env = {} } = {}) {
  const standalone = join(root, buildDir, 'standalone');
  if (!existsSync(join(standalone, 'server', 'index.mjs'))) {
    throw new Error(`No standalone build in ${standalone}: run \`npm run build\` (with BUILD_DIR=${buildDir}) first.`);
  }
  const work = mkdtempSync(join(tmpdir(), 'otailo-cluster-'));
  // Started as root, nginx's workers run as another user (nobody): they must reach its cache folder.
  chmodSync(work, 0o755);
  /** @type {(() => Promise<void> | void)[]} */
  const cleanUp = [() => rmSync(work, { recursive: true, force: true })];
  const stopAll = async () => {
    for (const step of cleanUp.reverse()) await Promise.resolve(step()).catch(() => {});
  };

  try {
    const postgres = await startPostgres();
    cleanUp.push(postgres.stop);
    const redis = await startRedis();
    cleanUp.push(redis.stop);
    const crm = await startFakeCrm();
    cleanUp.push(crm.close);

    const nginxPort = await freePort();
    const url = `http://127.0.0.1:${nginxPort}`;
    const uploads = join(work, 'uploads');
    const shared = {
      NODE_ENV: 'production',
      BUILD_DIR: buildDir,
      SITE_URL: url,
      DATABASE_URL: postgres.url,
      REDIS_URL: redis.url,
      UPLOADS_DIR: uploads,
      // Applicants' CVs: private, shared by the instances like the uploads.
      APPLICATIONS_DIR: join(work, 'applications'),
      // The tests stand for a CDN in front of nginx: two proxies append to X-Forwarded-For.
      TRUST_PROXY: '2',
      ADMIN_EMAIL: CLUSTER_ADMIN.email,
      ADMIN_PASSWORD: CLUSTER_ADMIN.password,
      HUBSPOT_API_BASE: crm.url,
      HUBSPOT_PORTAL_ID: CLUSTER_CRM.portalId,
      HUBSPOT_DEMO_FORM_ID: CLUSTER_CRM.demoFormId,
      HUBSPOT_CONTACT_FORM_ID: CLUSTER_CRM.contactFormId,
      LEADS_POLL_MS: '250',
      LEADS_RETRY_BASE_MS: '250',
      LEADS_RETRY_CAP_MS: '2000',
      CRM_TIMEOUT_MS: '1500',
      // Long enough for an instance to work through a claimed batch at the shared CRM rate (else
      // the other instance takes leads over mid-batch and tokens go to leads it no longer holds),
      // short enough that a killed instance's leads are taken over within the test.
      LEADS_LEASE_MS: '15000',
      LEADS_MIN_FILL_MS: '0',
      ...LOAD_TEST_BUDGETS,
      ANALYTICS_ID: '',
      // The test reads the instances' request lines.
      LOG_LEVEL: 'info',
      ...env,
    };

    /** @type {Instance[]} */
    const members = await Promise.all(
      Array.from({ length: instances }, async (_, i) => {
        const id = `app-${i + 1}`;
        const folder = join(work, id);
        cpSync(standalone, folder, { recursive: true });
        /** @type {object[]} */
        const logs = [];
        const onOutput = (/** @type {string} */ line) => {
          try {
            logs.push(JSON.parse(line));
          } catch {
            if (line.trim() && process.env.CLUSTER_VERBOSE) console.log(`[${id}] ${line}`);
          }
        };
        const settings = { ...shared, INSTANCE_ID: id, DATA_DIR: join(folder, 'data') };
        let site = await startSite(settings, { cwd: folder, onOutput });
        const port = site.port;
        cleanUp.push(() => site.stop());
        return {
          id,
          url: site.url,
          logs,
          stop: () => site.stop(),
          kill: () => site.kill(),
          restart: async () => {
            site = await startSite(settings, { cwd: folder, port, onOutput });
          },
        };
      }),
    );

    const nginxDir = join(work, 'nginx');
    mkdirSync(nginxDir);
    const conf = loopbackNginxConf(
      readFileSync(join(root, 'deploy', 'nginx.conf'), 'utf8'),
      nginxPort,
      members.map((member) => Number(new URL(member.url).port)),
    );
    writeFileSync(join(nginxDir, 'nginx.conf'), conf);
    const nginxBin = process.env.NGINX_PATH || '/usr/sbin/nginx';
    let nginxLog = '';
    const nginx = spawn(nginxBin, ['-e', 'stderr', '-p', nginxDir, '-c', join(nginxDir, 'nginx.conf'), '-g', `daemon off; pid ${join(nginxDir, 'nginx.pid')};`], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    nginx.stderr?.on('data', (chunk) => (nginxLog += chunk));
    cleanUp.push(
      () =>
        new Promise((resolve) => {
          if (nginx.exitCode !== null) return resolve();
          nginx.once('exit', () => resolve());
          nginx.kill('SIGQUIT');
        }),
    );
    try {
      await waitFor(`${url}/api/health`);
    } catch (error) {
      throw new Error(`nginx did not start: ${nginxLog || (/** @type {Error} */ (error)).message}`);
    }

    return { url, instances: members, postgres: postgres.url, redis: redis.url, crm, uploads, stop: stopAll };
  } catch (error) {
    await stopAll();
    throw error;
  }
}

/** @typedef {Awaited<ReturnType<typeof startCluster>>} Cluster */

if (import.meta.url === `file://${process.argv[1]}`) {
  const cluster = await startCluster({ instances: Number(process.env.INSTANCES ?? 2) });
  console.log(`nginx: ${cluster.url}`);
  for (const instance of cluster.instances) console.log(`${instance.id}: ${instance.url}`);
  console.log(`PostgreSQL: ${cluster.postgres}\nRedis: ${cluster.redis}\nfake CRM: ${cluster.crm.url}\nCtrl-C stops everything.`);
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void cluster.stop().then(() => process.exit(0)));
  setInterval(() => {}, 1 << 30);
}
