import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { deferChunkScripts, loaderScript } from './defer-scripts.mjs';

const chunk = (name: string) => `/_next/static/chunks/${name}.js`;
const tag = (name: string) => `<script src="${chunk(name)}" async=""></script>`;

/** A head as Next.js renders it: preloads, stylesheet, chunk scripts, the polyfills for old browsers. */
const page = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>',
  '<link rel="preload" href="/_next/static/media/inter.woff2" as="font" crossorigin="" type="font/woff2"/>',
  '<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>',
  `<link rel="preload" as="script" fetchPriority="low" href="${chunk('page')}"/>`,
  `<link rel="preload" as="script" href="/elsewhere.js"/>`,
  tag('framework'),
  tag('main'),
  `<script src="${chunk('polyfills')}" noModule=""></script>`,
  tag('page'),
  '<script>self.boot=1</script>',
  '</head><body><p>Hello</p><script>self.__next_f.push([1,"x"])</script></body></html>',
].join('');

describe('deferChunkScripts', () => {
  const out = deferChunkScripts(Buffer.from(page)).toString();

  it('takes the chunk scripts and their preloads out of the head', () => {
    const head = out.slice(0, out.indexOf('</head>'));
    expect(head).not.toContain('async=""');
    expect(head).not.toContain(`href="${chunk('page')}"`);
    // Everything else stays: the font, the stylesheet, other preloads, polyfills, inline scripts.
    expect(head).toContain('as="font"');
    expect(head).toContain('rel="stylesheet"');
    expect(head).toContain('href="/elsewhere.js"');
    expect(head).toContain('noModule=""');
    expect(head).toContain('<script>self.boot=1</script>');
  });

  it('ends the body with one loader that names them in their order', () => {
    const loader = loaderScript([chunk('framework'), chunk('main'), chunk('page')]);
    expect(out.endsWith(`${loader}</body></html>`)).toBe(true);
    expect(out).toContain('<p>Hello</p><script>self.__next_f.push([1,"x"])</script>');
  });

  it('keeps text outside ASCII intact on both sides of the cut', () => {
    const spanish = page.replace('<meta charSet="utf-8"/>', '<meta charSet="utf-8"/><title>Devoluciones — año 🚚</title>').replace('Hello', 'Añadir señal ✓');
    const moved = deferChunkScripts(Buffer.from(spanish)).toString();
    expect(moved).toContain('<title>Devoluciones — año 🚚</title>');
    expect(moved).toContain('<p>Añadir señal ✓</p>');
    expect(moved.endsWith(`${loaderScript([chunk('framework'), chunk('main'), chunk('page')])}</body></html>`)).toBe(true);
  });

  it('leaves documents without chunk scripts, a head or a body as they are', () => {
    for (const html of ['<html><head></head><body>plain</body></html>', `<p>${tag('main')}</p>`, `<head>${tag('x')}</head>no body`]) {
      expect(deferChunkScripts(Buffer.from(html)).toString()).toBe(html);
    }
  });
});

describe('loaderScript', () => {
  /**
   * Runs the loader against a tiny fake browser and returns what it appended. `flush` lets the
   * browser go on: it presents the first contentful paint (when `paints`), runs the frames it
   * promised, then the timers in order of their delays.
   */
  function run(
    sources: string[],
    { paints, paintTiming = true, entryTypes = ['paint', 'largest-contentful-paint'] }: { paints: boolean; paintTiming?: boolean; entryTypes?: string[] },
  ) {
    const appended: { src: string; async: boolean }[] = [];
    const frames: (() => void)[] = [];
    const timers: { fn: () => void; ms: number }[] = [];
    const observers: FakePerformanceObserver[] = [];
    class FakePerformanceObserver {
      static readonly supportedEntryTypes = entryTypes;
      disconnected = false;
      constructor(readonly callback: (list: unknown, observer: FakePerformanceObserver) => void) {}
      observe({ type }: { type: string }) {
        if (type !== 'paint') throw new TypeError(`unexpected entry type ${type}`);
        observers.push(this);
      }
      disconnect() {
        this.disconnected = true;
      }
    }
    const context = {
      document: {
        createElement: () => ({ src: '', async: false }),
        head: { appendChild: (element: { src: string; async: boolean }) => appended.push(element) },
      },
      requestAnimationFrame: (fn: () => void) => frames.push(fn),
      setTimeout: (fn: () => void, ms = 0) => timers.push({ fn, ms }),
      ...(paintTiming ? { PerformanceObserver: FakePerformanceObserver } : {}),
    };
    runInNewContext(loaderScript(sources).slice('<script>'.length, -'</script>'.length), context);
    const present = (name: string) => {
      for (const observer of observers.filter((candidate) => !candidate.disconnected)) {
        observer.callback({ getEntriesByName: (wanted: string) => (wanted === name ? [{ name }] : []) }, observer);
      }
    };
    const runFrames = () => frames.splice(0).forEach((fn) => fn());
    /** Runs one task: the first timer due (in order of delay, then of setting). */
    const step = () => {
      timers.sort((a, b) => a.ms - b.ms);
      timers.shift()?.fn();
    };
    /** Runs the timers due by `upTo` ms, those they set included. */
    const runTimers = (upTo = Infinity) => {
      while (timers.some((timer) => timer.ms <= upTo)) step();
    };
    const flush = () => {
      if (paints) {
        present('first-paint');
        present('first-contentful-paint');
        runFrames();
      }
      runTimers();
    };
    return { appended, flush, present, runFrames, runTimers, step };
  }

  it('inserts every script once, async, a frame after the first contentful paint was presented', () => {
    const { appended, flush } = run(['/a.js', '/b.js'], { paints: true });
    expect(appended).toEqual([]); // nothing before the paint
    flush();
    expect(appended).toEqual([
      { src: '/a.js', async: true },
      { src: '/b.js', async: true },
    ]);
  });

  it('waits for the contentful paint, not for a frame or a blank first paint', () => {
    const { appended, present, runFrames, runTimers } = run(['/a.js'], { paints: true });
    runFrames();
    present('first-paint');
    runFrames();
    runTimers(0);
    expect(appended).toEqual([]);
    present('first-contentful-paint');
    runTimers(0); // the frame after it has not come yet
    expect(appended).toEqual([]);
    runFrames();
    runTimers(0);
    expect(appended).toEqual([{ src: '/a.js', async: true }]);
  });

  it('inserts one script per task, so that no task carries every request', () => {
    const { appended, present, runFrames, step } = run(['/a.js', '/b.js', '/c.js'], { paints: true });
    present('first-contentful-paint');
    runFrames();
    step(); // the frame's timeout: it schedules the insertions
    expect(appended).toEqual([]);
    step();
    expect(appended.map((element) => element.src)).toEqual(['/a.js']);
    step();
    step();
    expect(appended.map((element) => element.src)).toEqual(['/a.js', '/b.js', '/c.js']);
  });

  it('still inserts them when the document never paints (a background tab)', () => {
    const { appended, flush } = run(['/a.js'], { paints: false });
    flush();
    expect(appended).toEqual([{ src: '/a.js', async: true }]);
  });

  it.each([
    ['without performance observers', { paintTiming: false }],
    ['whose observers do not report paints', { entryTypes: ['resource'] }],
  ])('falls back to the first frame in a browser %s', (_, support) => {
    const { appended, runFrames, runTimers } = run(['/a.js'], { paints: false, ...support });
    runTimers(0);
    expect(appended).toEqual([]);
    runFrames();
    runTimers(0);
    expect(appended).toEqual([{ src: '/a.js', async: true }]);
  });

  it('cannot be closed early by a source', () => {
    expect(loaderScript(['/x</script><script>alert(1)//.js'])).not.toContain('</script><script>alert');
  });
});
