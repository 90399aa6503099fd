// @ts-check
/**
 * Sends a page's form the way a browser without JavaScript does: every hidden field the server
 * rendered (the server action's own fields included), plus the visitor's values, as
 * multipart/form-data to the page's URL.
 */

/** @param {string} value */
const unescapeHtml = (value) =>
  value.replaceAll('&quot;', '"').replaceAll('&#x27;', "'").replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&amp;', '&');

/**
 * The hidden fields of a page's first `<form>`, or of the first one holding a field named `field`.
 * @param {string} html
 * @param {string} [field]
 * @returns {[string, string][]}
 */
export function hiddenFields(html, field) {
  const forms = [...html.matchAll(/<form[\s\S]*?<\/form>/g)].map((m) => m[0]);
  const form = (field ? forms.find((f) => f.includes(`name="${field}"`)) : forms[0]) ?? '';
  return [...form.matchAll(/<input type="hidden" name="([^"]+)"(?: value="([^"]*)")?/g)].map((m) => [unescapeHtml(m[1] ?? ''), unescapeHtml(m[2] ?? '')]);
}

/**
 * @param {string} pageUrl
 * @param {Record<string, string>} [headers]
 * @returns {Promise<(values: Record<string, string>, headers?: Record<string, string>) => Promise<Response>>}
 *   a function that posts the form with the given values
 */
export async function loadForm(pageUrl, headers = {}) {
  const response = await fetch(pageUrl, { headers });
  if (!response.ok) throw new Error(`${pageUrl} answered ${response.status}`);
  const fields = hiddenFields(await response.text());
  if (fields.length === 0) throw new Error(`${pageUrl} has no form`);
  return (values, extraHeaders = {}) => {
    const body = new FormData();
    for (const [name, value] of fields) body.append(name, value);
    for (const [name, value] of Object.entries(values)) body.set(name, value);
    return fetch(pageUrl, { method: 'POST', body, headers: { ...headers, origin: new URL(pageUrl).origin, referer: pageUrl, ...extraHeaders } });
  };
}
