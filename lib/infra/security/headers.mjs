// @ts-check
/**
 * Security headers sent with every response (next.config.mjs applies them; the production server
 * adds the hashes of each HTML document's inline scripts to `script-src`, see inline-scripts.mjs).
 */

/** Hosts that GA4 needs once a visitor has accepted analytics cookies. */
export const ANALYTICS_SCRIPT_ORIGIN = 'https://www.googletagmanager.com';
const ANALYTICS_BEACON_ORIGINS = [
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://*.googletagmanager.com',
];

/**
 * @typedef {object} PolicyOptions
 * @property {boolean} dev         `next dev` needs eval and inline scripts for fast refresh.
 * @property {boolean} analytics   An analytics id is configured.
 * @property {boolean} https       The site is served over https (SITE_URL).
 */

/**
 * @param {PolicyOptions} options
 * @returns {string}
 */
export function contentSecurityPolicy({ dev, analytics, https }) {
  const script = ["'self'"];
  const connect = ["'self'"];
  const img = ["'self'", 'data:', 'blob:'];
  if (dev) {
    script.push("'unsafe-eval'", "'unsafe-inline'");
    connect.push('ws:');
  }
  if (analytics) {
    script.push(ANALYTICS_SCRIPT_ORIGIN);
    connect.push(...ANALYTICS_BEACON_ORIGINS);
    img.push(...ANALYTICS_BEACON_ORIGINS);
  }

  const directives = [
    "default-src 'self'",
    `script-src ${script.join(' ')}`,
    // Inline style attributes come from React and next/image; styles cannot run script.
    "style-src 'self' 'unsafe-inline'",
    `img-src ${img.join(' ')}`,
    "font-src 'self'",
    `connect-src ${connect.join(' ')}`,
    "media-src 'self'",
    "manifest-src 'self'",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "frame-src 'none'",
  ];
  if (https) directives.push('upgrade-insecure-requests');
  return directives.join('; ');
}

/**
 * @param {PolicyOptions} options
 * @returns {{ key: string, value: string }[]}
 */
export function securityHeaders(options) {
  return [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy(options) },
    { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains; preload' },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
    { key: 'Cross-Origin-Resource-Policy', value: 'same-origin' },
    {
      key: 'Permissions-Policy',
      value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
    },
  ];
}
