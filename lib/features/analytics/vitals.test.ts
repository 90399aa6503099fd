import { describe, expect, it } from 'vitest';
import { collectBody } from './collect-schema';
import { MAX_COLLECT_BYTES, MAX_COLLECT_EVENTS, type CollectedEvent } from './shared/events';
import { collectBodies } from './shared/payload';
import { createCls, createInp, ttfb, vitalEvents } from './shared/vitals';

const shift = (startTime: number, value: number, hadRecentInput = false) => ({ startTime, value, hadRecentInput });

describe('CLS (session windows, as web-vitals defines them)', () => {
  it('is 0 without shifts and sums the shifts of one window', () => {
    const cls = createCls();
    expect(cls(shift(100, 0.05, true))).toBe(0);
    expect(cls(shift(100, 0.05))).toBe(0.05);
    expect(cls(shift(900, 0.02))).toBeCloseTo(0.07);
    expect(cls(shift(1800, 0.01))).toBeCloseTo(0.08);
  });

  it('starts a new window after a gap of 1 s or more, and keeps the largest window', () => {
    const cls = createCls();
    cls(shift(0, 0.1));
    cls(shift(500, 0.1));
    // 1 s after the last shift: a new window, smaller than the first.
    expect(cls(shift(1500, 0.05))).toBeCloseTo(0.2);
    expect(cls(shift(2000, 0.05))).toBeCloseTo(0.2);
    // …which becomes the largest.
    expect(cls(shift(2900, 0.15))).toBeCloseTo(0.25);
  });

  it('closes a window 5 s after its first shift, however close the shifts', () => {
    const cls = createCls();
    let value = 0;
    for (let t = 0; t < 5000; t += 500) value = cls(shift(t, 0.01));
    expect(value).toBeCloseTo(0.1);
    // 5 s after the window's first shift, 500 ms after the previous: a new window of 0.01.
    expect(cls(shift(5000, 0.01))).toBeCloseTo(0.1);
    expect(cls(shift(5400, 0.01))).toBeCloseTo(0.1);
  });

  it('ignores shifts within 500 ms of an input, without breaking the window around them', () => {
    const cls = createCls();
    cls(shift(0, 0.1));
    expect(cls(shift(600, 1, true))).toBe(0.1);
    expect(cls(shift(900, 0.1))).toBeCloseTo(0.2);
  });
});

describe('INP (the longest interaction, one skipped per 50)', () => {
  it('is undefined before any interaction', () => {
    expect(createInp().value()).toBeUndefined();
    const inp = createInp();
    inp.add({ duration: 300 });
    inp.add({ interactionId: 0, duration: 300 });
    expect(inp.value()).toBeUndefined();
  });

  it("takes each interaction's longest entry, then the longest interaction", () => {
    const inp = createInp();
    inp.add({ interactionId: 1, duration: 48 });
    inp.add({ interactionId: 1, duration: 120 });
    inp.add({ interactionId: 2, duration: 80 });
    // A pointerdown and a click of the same interaction do not add up.
    inp.add({ interactionId: 2, duration: 64 });
    expect(inp.value()).toBe(120);
  });

  it('with many interactions, skips the longest per 50 (the page count when the browser gives it)', () => {
    const inp = createInp();
    for (let id = 1; id <= 120; id += 1) inp.add({ interactionId: id, duration: id });
    // 120 interactions: the third longest.
    expect(inp.value()).toBe(118);
    const few = createInp();
    few.add({ interactionId: 1, duration: 500 });
    few.add({ interactionId: 2, duration: 200 });
    // 60 interactions on the page, two of them over the threshold: the second longest.
    expect(few.value(60)).toBe(200);
    // More skipped than seen: the shortest seen.
    expect(few.value(500)).toBe(200);
  });
});

describe('TTFB', () => {
  it('is responseStart after the activation, never negative, and unknown without a response', () => {
    expect(ttfb({ responseStart: 180 })).toBe(180);
    expect(ttfb({ responseStart: 180, activationStart: 30 })).toBe(150);
    expect(ttfb({ responseStart: 180, activationStart: 400 })).toBe(0);
    expect(ttfb({ responseStart: 0 })).toBeUndefined();
    expect(ttfb(undefined)).toBeUndefined();
  });
});

describe('the payload', () => {
  it('holds the measured vitals in range, rounded, and the server accepts it', () => {
    const events = vitalEvents('/en/blog?utm_source=x', { LCP: 1234.56789, INP: undefined, CLS: 0.123456, TTFB: 120_001 });
    expect(events).toEqual([
      { k: 'vital', n: 'LCP', u: '/en/blog?utm_source=x', v: 1234.568 },
      { k: 'vital', n: 'CLS', u: '/en/blog?utm_source=x', v: 0.123 },
    ]);
    expect(vitalEvents('/en', { LCP: -1, INP: Number.NaN, CLS: 0 })).toEqual([{ k: 'vital', n: 'CLS', u: '/en', v: 0 }]);
    const [body] = collectBodies([{ k: 'pageview', u: '/en/blog', w: 1280, r: 'https://www.google.com/' }, ...events]);
    expect(collectBody.safeParse(JSON.parse(body!)).success).toBe(true);
  });

  it('batches by count and by size, in order, every body within the limits', () => {
    const page = (i: number): CollectedEvent => ({ k: 'pageview', u: `/en/blog/${i}?${'q'.repeat(280)}`, r: `https://example.com/${'r'.repeat(290)}` });
    expect(collectBodies([])).toEqual([]);
    const small = Array.from({ length: 60 }, (_, i): CollectedEvent => ({ k: 'vital', n: 'CLS', u: '/en', v: i }));
    expect(collectBodies(small).map((body) => JSON.parse(body).e.length)).toEqual([MAX_COLLECT_EVENTS, MAX_COLLECT_EVENTS, 10]);
    const large = Array.from({ length: 40 }, (_, i) => page(i));
    const bodies = collectBodies(large);
    expect(bodies.length).toBeGreaterThan(2);
    for (const body of bodies) {
      expect(Buffer.byteLength(body)).toBeLessThanOrEqual(MAX_COLLECT_BYTES);
      expect(collectBody.safeParse(JSON.parse(body)).success).toBe(true);
    }
    expect(bodies.flatMap((body) => JSON.parse(body).e)).toEqual(large);
  });
});
