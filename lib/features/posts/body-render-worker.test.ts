import { describe, expect, it } from 'vitest';
import { renderInWorker } from './body-render-worker';

/** Well formed, but each paragraph's emphasis takes the parser a while: seconds in all. */
const slowBody = `${'*a'.repeat(240)}\n\n`.repeat(400);

describe('renderInWorker', () => {
  it('renders on the worker thread', async () => {
    expect(await renderInWorker('Hello *there*', 2000)).toEqual({ status: 'rendered', html: '<p>Hello <em>there</em></p>' });
  });

  it('answers a parser crash (a stack overflow) as a failure, and renders the next body', async () => {
    expect(await renderInWorker('>'.repeat(5000), 10_000)).toEqual({ status: 'failed' });
    expect(await renderInWorker('Next', 2000)).toEqual({ status: 'rendered', html: '<p>Next</p>' });
  });

  it('stops a render at its deadline without blocking this thread', async () => {
    let ticks = 0;
    const ticker = setInterval(() => (ticks += 1), 10);
    const started = performance.now();
    const result = await renderInWorker(slowBody, 300);
    const elapsed = performance.now() - started;
    clearInterval(ticker);
    expect(result).toEqual({ status: 'timed-out' });
    expect(elapsed).toBeLessThan(2000);
    expect(ticks).toBeGreaterThan(10);
  });

  it('counts the deadline from when the worker starts a job, not from when it was queued', async () => {
    const slow = renderInWorker(slowBody, 500);
    const queued = renderInWorker('Waited *in line*', 500);
    expect(await slow).toEqual({ status: 'timed-out' });
    expect(await queued).toEqual({ status: 'rendered', html: '<p>Waited <em>in line</em></p>' });
  });
});
