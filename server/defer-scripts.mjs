// @ts-check
/**
 * Starts a document's framework scripts after its first paint instead of from the `<head>`: one
 * small inline loader at the end of the body inserts them, in order, once the first contentful
 * paint is on screen. Why, and what it measured: docs/performance.md, "Scripts after the first paint".
 */

/** Next.js's chunk scripts as React renders them into the head. */
const CHUNK_SCRIPT = /<script src="(\/_next\/static\/[^"<>]+\.js)" async=""><\/script>/g;
/** A preload of a script (React hoists one for the page's own chunk). */
const SCRIPT_PRELOAD = /<link rel="preload" as="script"[^>]*? href="([^"<>]+)"[^>]*\/>/g;

/**
 * Waits until the browser has presented the first contentful paint (its paint timing says so),
 * then for one more frame: a frame alone runs before it is presented, and the chunks' download
 * then counts towards the largest contentful paint. Without paint timing it waits for the first
 * frame; a document that never paints (a background tab) gets its scripts after a second. Each
 * script is inserted in a task of its own, so that starting them never makes one long task.
 * @param {string[]} sources
 */
export function loaderScript(sources) {
  return `<script>${loaderBody(sources)}</script>`;
}

const LOADER_START =
  '(function(s){var d=0;function go(){if(d)return;d=1;s.forEach(function(u){setTimeout(function(){' +
  'var e=document.createElement("script");e.src=u;e.async=true;document.head.appendChild(e)})})}' +
  'function soon(){requestAnimationFrame(function(){setTimeout(go)})}' +
  'try{if(PerformanceObserver.supportedEntryTypes.indexOf("paint")<0)throw 0;' +
  'new PerformanceObserver(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();soon()}})' +
  '.observe({type:"paint",buffered:true})}catch(e){soon()}' +
  'setTimeout(go,1000)})(';

/** @param {string[]} sources */
const loaderBody = (sources) => `${LOADER_START}${JSON.stringify(sources).replaceAll('<', '\\u003c')})`;

/**
 * Whether an inline script is exactly a loader this module writes, for chunks of this site.
 * @param {string} body
 */
export function isLoaderScript(body) {
  if (!body.startsWith(LOADER_START) || !body.endsWith(')')) return false;
  try {
    const sources = JSON.parse(body.slice(LOADER_START.length, -1));
    return (
      Array.isArray(sources) &&
      sources.every((source) => typeof source === 'string' && /^\/_next\/static\/[^"<>]+\.js$/.test(source)) &&
      loaderBody(sources) === body
    );
  } catch {
    return false;
  }
}

/**
 * The document with its head's chunk scripts (and their preloads) replaced by a loader at the end
 * of the body. A document without such scripts, or without a head and a body, comes back as it is.
 * It works on the bytes and decodes only the head: decoding a whole page as UTF-8 took longer than
 * everything else this server adds to a response.
 * @param {Buffer} document
 * @returns {Buffer}
 */
export function deferChunkScripts(document) {
  const headEnd = document.indexOf('</head>');
  const bodyEnd = document.lastIndexOf('</body>');
  if (headEnd < 0 || bodyEnd < headEnd) return document;
  /** @type {string[]} */
  const sources = [];
  const head = document
    .subarray(0, headEnd)
    .toString('utf8')
    .replace(CHUNK_SCRIPT, (_, src) => {
      sources.push(src);
      return '';
    });
  if (sources.length === 0) return document;
  const lighterHead = head.replace(SCRIPT_PRELOAD, (tag, href) => (sources.includes(href) ? '' : tag));
  return Buffer.concat([
    Buffer.from(lighterHead, 'utf8'),
    document.subarray(headEnd, bodyEnd),
    Buffer.from(loaderScript(sources), 'utf8'),
    document.subarray(bodyEnd),
  ]);
}
