/**
 * Draws a screened SVG into a PNG in a child process (svg-raster-child.mjs) with limits the system
 * enforces: the child is killed at its deadline whatever it is doing (sharp's own timeout is only
 * looked at between libvips's steps, and librsvg decodes an embedded image in one step), and its
 * memory is capped with RLIMIT_DATA (`ulimit -d`), which counts what native code allocates too.
 * The server's own memory never holds a decoded image. One drawing at a time, a few waiting.
 */
import 'server-only';
import { spawn } from 'node:child_process';
import { join } from 'node:path';

export interface RasterLimits {
  /** From the child's start to its last byte (the documented 5 s). */
  timeoutMs: number;
  /** RLIMIT_DATA of the child, Node's own needs included (~150 MB with --jitless). */
  memoryMb: number;
}

export const RASTER_LIMITS: RasterLimits = { timeoutMs: 5_000, memoryMb: 320 };
/** Drawings waiting beyond this are answered at once: a queue must not grow without bound. */
const MAX_WAITING = 4;
/** A logo PNG at 480×192 is tens of kB; more output than this is not a logo. */
const MAX_OUTPUT_BYTES = 4 * 1024 * 1024;

/**
 * unreadable: the child said librsvg could not draw it; too-costly: the child was killed, by its
 * deadline or its memory cap; busy: too many drawings waiting.
 */
export type RasterResult = { ok: true; png: Uint8Array<ArrayBuffer> } | { ok: false; reason: 'unreadable' | 'too-costly' | 'busy' };

interface Queue {
  running: boolean;
  waiting: (() => void)[];
}

// Next.js may copy this module into several server chunks: one queue per process, under a symbol.
const QUEUE = Symbol.for('otailo.svgRasterQueue');
const queue = (): Queue => ((globalThis as unknown as Record<symbol, Queue | undefined>)[QUEUE] ??= { running: false, waiting: [] });

/** The child's script, from the site's folder (the standalone build carries it: next.config.mjs). */
const childScript = () => join(/* turbopackIgnore: true */ process.cwd(), 'lib', 'infra', 'uploads', 'svg-raster-child.mjs');

/**
 * Draws `svg` at width × height pixels. Resolves with the PNG, or why not (RasterResult).
 */
export async function rasterizeSvg(svg: Uint8Array, size: { width: number; height: number }, limits: RasterLimits = RASTER_LIMITS): Promise<RasterResult> {
  const q = queue();
  if (q.running) {
    if (q.waiting.length >= MAX_WAITING) return { ok: false, reason: 'busy' };
    await new Promise<void>((resolve) => q.waiting.push(resolve));
  }
  q.running = true;
  try {
    return await runChild(svg, size, limits);
  } finally {
    const next = q.waiting.shift();
    if (next) next();
    else q.running = false;
  }
}

function runChild(svg: Uint8Array, { width, height }: { width: number; height: number }, limits: RasterLimits): Promise<RasterResult> {
  return new Promise((resolve) => {
    // `ulimit -d` then `exec`: the limit is set in the shell and kept by node, which replaces it (same pid).
    // --jitless: no executable code range to reserve, so node starts under a small data limit.
    const child = spawn(
      '/bin/sh',
      ['-c', 'ulimit -d "$1" && exec "$2" --jitless --max-old-space-size=32 "$3" "$4" "$5"', 'sh', String(limits.memoryMb * 1024), process.execPath, childScript(), String(width), String(height)],
      { stdio: ['pipe', 'pipe', 'ignore'], env: { NODE_ENV: process.env.NODE_ENV, PATH: process.env.PATH ?? '', MALLOC_ARENA_MAX: '1' } },
    );
    const chunks: Buffer[] = [];
    let bytes = 0;
    let outcome: RasterResult | undefined;
    const finish = (result: RasterResult) => {
      outcome ??= result;
    };
    const timer = setTimeout(() => {
      finish({ ok: false, reason: 'too-costly' });
      child.kill('SIGKILL');
    }, limits.timeoutMs);
    child.stdout.on('data', (chunk: Buffer) => {
      bytes += chunk.length;
      if (bytes > MAX_OUTPUT_BYTES) {
        finish({ ok: false, reason: 'too-costly' });
        child.kill('SIGKILL');
      } else {
        chunks.push(chunk);
      }
    });
    child.once('error', () => {
      clearTimeout(timer);
      resolve(outcome ?? { ok: false, reason: 'too-costly' });
    });
    child.once('close', (code) => {
      clearTimeout(timer);
      if (outcome) return resolve(outcome);
      if (code === 0 && bytes > 0) return resolve({ ok: true, png: new Uint8Array(Buffer.concat(chunks)) });
      // Exit code 1 is sharp's refusal (not a drawing); a signal (abort, segfault) is the memory cap.
      resolve({ ok: false, reason: code === 1 ? 'unreadable' : 'too-costly' });
    });
    // The child may die before reading everything (the memory cap): a broken pipe is its failure, reported on close.
    child.stdin.on('error', () => {});
    child.stdin.end(svg);
  });
}
