// @ts-check
/**
 * `use-intl/format-message` on the server (next.config.mjs aliases it here; the browser gets the
 * format-only build directly). The server formats two kinds of message with one module:
 * - server components: the plain catalogues, ICU strings, with use-intl's full formatter;
 * - client components rendering on the server: the catalogues their provider received, compiled
 *   by lib/i18n/precompile-messages.ts (what the browser formats them with, so both agree).
 * A compiled message with arguments or tags is an array; one without is its plain text, which the
 * full formatter renders unchanged (lib/i18n/precompile-messages.test.ts checks every message
 * sent to the browser renders the same both ways).
 */
import formatIcu from 'otailo-icu-format-message';
import formatCompiled from 'use-intl/format-message/format-only';

/**
 * @param {Parameters<typeof formatCompiled>} args
 * @returns {ReturnType<typeof formatCompiled>}
 */
export default function formatMessage(...args) {
  const [key, message, values, options] = args;
  return typeof message === 'string' ? formatIcu(key, message, values, options) : formatCompiled(...args);
}
