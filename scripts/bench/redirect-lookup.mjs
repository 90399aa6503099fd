// @ts-check
/**
 * What the redirect table costs each request: the lookup proxy.ts and the production server make,
 * against a table of RULES rules, for paths that match and (most requests) paths that do not; and
 * what it costs in memory, V8's heap after a full GC with and without it.
 * `node scripts/bench/redirect-lookup.mjs [rules]` prints ns per lookup and bytes per rule.
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { lookupRedirect, replaceRedirectTable } from '../../lib/infra/routing/redirect-table.mjs';

const RULES = Number(process.argv[2] ?? 5_000);
const ROUNDS = 2_000_000;

setFlagsFromString('--expose-gc');
const gc = /** @type {() => void} */ (runInNewContext('gc'));
const heapAfterGc = () => {
  gc();
  gc();
  return process.memoryUsage().heapUsed;
};

const heapBefore = heapAfterGc();
/** @type {[string, import('../../lib/infra/routing/redirect-table.mjs').RedirectRule][]} */
let entries = Array.from({ length: RULES }, (_, index) => [`/en/blog/retired-post-${index}`, { status: 308, target: `/en/blog/post-${index}` }]);
const pathChars = entries.reduce((sum, [source, rule]) => sum + source.length + (rule.target?.length ?? 0), 0);
replaceRedirectTable(entries, 'bench');
entries = [];
const heapBytes = heapAfterGc() - heapBefore;
console.log(
  `redirect table in memory: ${(heapBytes / 1024 / 1024).toFixed(1)} MB for ${RULES} rules, ${Math.round(heapBytes / RULES)} B/rule (paths of ${Math.round(pathChars / RULES / 2)} characters on average)`,
);

const paths = [
  ...Array.from({ length: 50 }, (_, index) => `/en/blog/retired-post-${(index * 97) % RULES}`),
  ...Array.from({ length: 450 }, (_, index) => (index % 3 === 0 ? `/es/blog/some-live-post-${index}/` : index % 3 === 1 ? '/en/solutions-returns' : `/en/Blog/Another-${index}`)),
];

/** @param {number} rounds */
function run(rounds) {
  let hits = 0;
  for (let index = 0; index < rounds; index += 1) if (lookupRedirect(paths[index % paths.length] ?? '/')) hits += 1;
  return hits;
}

run(200_000); // warm up the JIT
const started = process.hrtime.bigint();
const hits = run(ROUNDS);
const ns = Number(process.hrtime.bigint() - started) / ROUNDS;
console.log(`redirect lookup: ${ns.toFixed(1)} ns/lookup (${RULES} rules, ${((hits / ROUNDS) * 100).toFixed(0)}% hits, ${ROUNDS.toLocaleString('en')} lookups)`);
replaceRedirectTable([], '');
console.log(`empty table: ${(() => {
  const start = process.hrtime.bigint();
  run(ROUNDS);
  return (Number(process.hrtime.bigint() - start) / ROUNDS).toFixed(1);
})()} ns/lookup`);
