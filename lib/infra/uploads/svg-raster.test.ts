import { describe, expect, it } from 'vitest';
import { rasterizeSvg } from './svg-raster';
import { pngBomb, svgEmbedding } from './test-bombs.mjs';

const LOGO = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 40" width="480" height="160"><rect width="120" height="40" fill="#0a6"/></svg>');

describe('rasterizeSvg (the child process)', () => {
  it('draws a screened logo', async () => {
    const result = await rasterizeSvg(LOGO, { width: 480, height: 160 });
    expect(result.ok).toBe(true);
  });

  it('keeps a bomb that got past the screen out of the server: its memory cap stops it, not the server’s', async () => {
    // Drawn directly, as if the screen had missed it: librsvg decodes all 64 MB of its pixels in one step.
    const bomb = svgEmbedding(await pngBomb(8000, 8000));
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 10);
    const started = performance.now();
    const result = await rasterizeSvg(bomb, { width: 480, height: 192 }, { timeoutMs: 5_000, memoryMb: 200 });
    clearInterval(sampler);
    expect(result).toEqual({ ok: false, reason: 'too-costly' });
    expect(performance.now() - started).toBeLessThan(6_000);
    expect(peak - before).toBeLessThan(100 * 1024 * 1024);
  });

  it('kills the child at its deadline, whatever it is doing', async () => {
    const started = performance.now();
    expect(await rasterizeSvg(LOGO, { width: 480, height: 160 }, { timeoutMs: 50, memoryMb: 320 })).toEqual({ ok: false, reason: 'too-costly' });
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it('draws one at a time and lets only a few wait', async () => {
    const results = await Promise.all(Array.from({ length: 6 }, () => rasterizeSvg(LOGO, { width: 480, height: 160 }, { timeoutMs: 50, memoryMb: 320 })));
    expect(results.filter((result) => !result.ok && result.reason === 'busy')).toHaveLength(1);
  });
});
