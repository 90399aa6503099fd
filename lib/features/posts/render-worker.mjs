// @ts-check
/**
 * The render worker's entry (started by body-render-worker.ts). It says when it starts a job, so
 * that the deadline counts the rendering and not the wait or its own start-up; a stack overflow
 * on hostile Markdown is caught here and answered as a failure.
 */
import { parentPort } from 'node:worker_threads';
import { markdownToSafeHtml } from './body-markdown.mjs';

/** @typedef {{ id: number; body: string }} RenderJob */

const port = parentPort;
if (!port) throw new Error('render-worker.mjs runs as a worker thread only.');

port.on('message', (/** @type {RenderJob} */ job) => {
  port.postMessage({ id: job.id, type: 'started' });
  try {
    port.postMessage({ id: job.id, type: 'rendered', html: markdownToSafeHtml(job.body) });
  } catch (error) {
    port.postMessage({ id: job.id, type: 'failed', message: error instanceof Error ? error.message : String(error) });
  }
});
