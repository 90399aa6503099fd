// @ts-check
/**
 * Test-only preload for the server (`NODE_OPTIONS=--import=<this file>`): on SIGPWR the process
 * allocates until V8 gives up with "JavaScript heap out of memory", as the server did under six
 * redirect imports (issue 51). The production code has no such switch; SIGPWR kills a process
 * that did not load this file.
 */
process.on('SIGPWR', () => {
  /** @type {number[][]} */
  const hoard = [];
  for (;;) hoard.push(Array.from({ length: 100_000 }, Math.random));
});
