// @ts-check
/**
 * A stand-in for server/index.mjs under the supervisor (server/supervise.test.ts). Each run takes
 * the next step of FAKE_PLAN (comma-separated), numbered by the runs FAKE_JOURNAL records:
 *   serve        stays up; on SIGTERM exits 0 after FAKE_STOP_MS; writes `usr2` on SIGUSR2
 *   crash[@ms]   exits 1 (after ms)
 *   config       exits 78, as a server with a wrong configuration does
 *   heap         allocates until V8 dies of it (run it with a small --max-old-space-size)
 *   stubborn     ignores SIGTERM
 * Like the real server it holds an exclusive lock on FAKE_LOCK while it runs (the OS lock of the
 * embedded database): `start <pid> locked` or `start <pid> OVERLAP` in the journal says whether
 * another run still held it.
 */
import { appendFileSync, openSync, readFileSync } from 'node:fs';
import { tryLock } from 'fs-native-extensions';

const journal = /** @type {string} */ (process.env.FAKE_JOURNAL);
/** @param {string} line */
const note = (line) => appendFileSync(journal, `${line} ${process.pid} ${Date.now()}\n`);

let runs = 0;
try {
  runs = readFileSync(journal, 'utf8').split('\n').filter((line) => line.startsWith('start ')).length;
} catch {
  // the first run
}
const plan = (process.env.FAKE_PLAN ?? 'serve').split(',');
const step = plan[Math.min(runs, plan.length - 1)] ?? 'serve';

const locked = tryLock(openSync(/** @type {string} */ (process.env.FAKE_LOCK), 'a+'));
appendFileSync(journal, `start ${process.pid} ${Date.now()} ${locked ? 'locked' : 'OVERLAP'}\n`);

if (step.startsWith('crash')) {
  const after = Number(step.split('@')[1] ?? 0);
  setTimeout(() => {
    note('exit');
    process.exit(1);
  }, after);
} else if (step === 'config') {
  console.error('DATABASE_URL: not a valid URL');
  process.exit(78);
} else if (step === 'heap') {
  console.error('about to fill the heap');
  /** @type {number[][]} */
  const hoard = [];
  for (;;) hoard.push(Array.from({ length: 10_000 }, Math.random));
} else {
  setInterval(() => {}, 60_000);
  process.on('SIGUSR2', () => note('usr2'));
  process.on('SIGTERM', () => {
    if (step === 'stubborn') return note('ignored');
    note('stopping');
    setTimeout(() => {
      note('exit');
      process.exit(0);
    }, Number(process.env.FAKE_STOP_MS ?? 0));
  });
  note('ready');
}
