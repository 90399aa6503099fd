// @ts-check
// Loaded into the server by scripts/bench/allocations.mjs (`node --import`), never in production:
// the first SIGWINCH starts V8's sampling heap profiler, counting objects the collector has already
// freed too (so it sees what was allocated, not what is still alive); the second writes the
// profile to HEAP_SAMPLER_OUT. SIGWINCH, because a server has no terminal to resize.
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';

const session = new Session();
session.connect();
let sampling = false;
process.on('SIGWINCH', async () => {
  if (!sampling) {
    sampling = true;
    await session.post('HeapProfiler.startSampling', { samplingInterval: 4096, includeObjectsCollectedByMajorGC: true, includeObjectsCollectedByMinorGC: true });
    return;
  }
  sampling = false;
  const { profile } = await session.post('HeapProfiler.stopSampling');
  writeFileSync(String(process.env.HEAP_SAMPLER_OUT), JSON.stringify(profile));
});
