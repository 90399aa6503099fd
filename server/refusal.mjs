// @ts-check
/**
 * The answer to a request the server refuses itself (request-gate.mjs, malformed HTTP): the status,
 * the site's security headers, and a short explanation in the visitor's language, as a small HTML
 * page for people or JSON for API clients. Never cached, never scripted.
 */
import en from '../messages/en.json' with { type: 'json' };
import es from '../messages/es.json' with { type: 'json' };
import { escapeHtml } from '../lib/infra/util/escape-html.mjs';
import { ALLOWED_METHODS } from './request-gate.mjs';

/** @typedef {keyof typeof en.HttpErrors & `${number}`} RefusalStatus */

const TEXTS = { en: en.HttpErrors, es: es.HttpErrors };

/** @type {Record<string, string>} */
const STATUS_LINE = {
  400: 'Bad Request',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  408: 'Request Timeout',
  411: 'Length Required',
  413: 'Content Too Large',
  414: 'URI Too Long',
  415: 'Unsupported Media Type',
  431: 'Request Header Fields Too Large',
};

/**
 * Spanish for paths under /es, or when the browser prefers Spanish to English; else English.
 * @param {string} path
 * @param {string | undefined} acceptLanguage
 * @returns {'en' | 'es'}
 */
export function refusalLocale(path, acceptLanguage) {
  if (/^\/es(?:[/?]|$)/i.test(path)) return 'es';
  if (/^\/en(?:[/?]|$)/i.test(path)) return 'en';
  const first = (acceptLanguage ?? '').split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('es') ? 'es' : 'en';
}

/**
 * @param {number} status
 * @param {'en' | 'es'} locale
 * @param {boolean} json
 * @returns {{ type: string, body: string }}
 */
export function refusalBody(status, locale, json) {
  const texts = TEXTS[locale];
  const text = texts[/** @type {RefusalStatus} */ (String(status))] ?? texts['400'];
  if (json) return { type: 'application/json; charset=utf-8', body: JSON.stringify({ error: text.title, message: text.description }) };
  const body =
    `<!DOCTYPE html><html lang="${locale}"><head><meta charset="utf-8">` +
    '<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">' +
    `<title>${escapeHtml(text.title)} | Otailo</title></head>` +
    `<body><main><h1>${escapeHtml(text.title)}</h1><p>${escapeHtml(text.description)}</p>` +
    `<p><a href="/${locale}">${escapeHtml(texts.home)}</a></p></main></body></html>`;
  return { type: 'text/html; charset=utf-8', body };
}

/**
 * @param {number} status
 * @param {{ path: string, acceptLanguage?: string, accept?: string, head?: boolean }} request
 * @returns {{ type: string, body: string }}
 */
function bodyFor(status, { path, acceptLanguage, accept }) {
  const json = path.startsWith('/api/') || /\bapplication\/json\b/i.test(accept ?? '');
  return refusalBody(status, refusalLocale(path, acceptLanguage), json);
}

/**
 * Answers a refused request on its response.
 * @param {import('node:http').ServerResponse} res
 * @param {{ status: number, allow?: string, headers?: Record<string, string> }} refusal
 * @param {{ path: string, acceptLanguage?: string, accept?: string, head?: boolean }} request
 * @param {{ key: string, value: string }[]} securityHeaders
 * @param {Promise<boolean>} [drained] the rest of the request's body being read and dropped: the
 *   answer is written at once (the client reads it while it still sends, however large the body)
 *   and ended when this settles true, so the connection is not closed under unread data, which
 *   would reset it and could lose the answer; false: the connection was closed
 */
export function sendRefusal(res, refusal, request, securityHeaders, drained) {
  const { type, body } = bodyFor(refusal.status, request);
  for (const { key, value } of securityHeaders) res.setHeader(key, value);
  for (const [key, value] of Object.entries(refusal.headers ?? {})) res.setHeader(key, value);
  res.setHeader('Content-Type', type);
  res.setHeader('Content-Length', Buffer.byteLength(body));
  res.setHeader('Cache-Control', 'no-store');
  if (refusal.allow) res.setHeader('Allow', refusal.allow);
  res.statusCode = refusal.status;
  if (!drained) return void res.end(request.head ? undefined : body);
  if (request.head) res.flushHeaders();
  else res.write(body);
  void drained.then((complete) => complete && res.end());
}

/**
 * The bytes of an answer written straight to a socket, for requests Node's HTTP parser rejected
 * before there was a response object (malformed request lines, oversized headers) and for CONNECT.
 * @param {number} status
 * @param {{ key: string, value: string }[]} securityHeaders
 * @returns {string}
 */
export function rawRefusal(status, securityHeaders) {
  const { type, body } = bodyFor(status, { path: '/' });
  const headers = [
    `HTTP/1.1 ${status} ${STATUS_LINE[status] ?? 'Bad Request'}`,
    ...securityHeaders.map(({ key, value }) => `${key}: ${value}`),
    `Content-Type: ${type}`,
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Cache-Control: no-store',
    'Connection: close',
    ...(status === 405 ? [`Allow: ${ALLOWED_METHODS}`] : []),
  ];
  return `${headers.join('\r\n')}\r\n\r\n${body}`;
}
