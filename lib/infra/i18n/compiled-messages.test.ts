import { readdirSync, readFileSync } from 'node:fs';
import compile from 'icu-minify/compile';
import { describe, expect, it } from 'vitest';
import { _createCache, _createIntlFormatters } from 'use-intl';
import formatIcu from 'use-intl/format-message';
import formatCompiled from 'use-intl/format-message/format-only';
import en from '@/messages/en.json';
import es from '@/messages/es.json';
import { mergeMessages, messageAt, messageKeys } from './merge-messages';

// next-intl compiles every message when the site is bundled (next.config.mjs, `messages.precompile`:
// icu-minify's compiler) and formats them with use-intl's format-only build, on the server and in
// the browser. These tests hold the catalogues to what that compiled path renders.

type Format = typeof formatIcu;

/** Values for every argument and tag a message names: numbers (plural branches too), tags as brackets. */
function valuesFor(message: string, count: number) {
  const values: Record<string, unknown> = {};
  for (const [, name] of message.matchAll(/\{\s*(\w+)/g)) values[name!] = count;
  for (const [, tag] of message.matchAll(/<(\w+)>/g)) values[tag!] = (chunks: unknown[]) => `[${chunks.join('')}]`;
  return values;
}

function formatOptions(locale: string) {
  const cache = _createCache();
  return { cache, formatters: _createIntlFormatters(cache), locale, timeZone: 'UTC' } as Parameters<Format>[3];
}

function render(format: Format, message: unknown, values: Record<string, unknown>, locale: string) {
  const result = format('key', message as string, values as never, formatOptions(locale));
  return Array.isArray(result) ? result.join('') : String(result);
}

describe('messages, compiled as the site formats them', () => {
  for (const [locale, catalogue] of [['en', en], ['es', mergeMessages(en, es)]] as const) {
    const messages = messageKeys(catalogue).map((key) => [key, messageAt(catalogue, key) as string] as const);

    it(`${locale}: include arguments, plurals and tags`, () => {
      expect(messages.length).toBeGreaterThan(300);
      expect(messages.some(([, message]) => message.includes('plural'))).toBe(true);
      expect(messages.some(([, message]) => /<\w+>/.test(message))).toBe(true);
      // The compact form the formatter reads: an array where there is anything to fill in.
      expect(compile(messageAt(catalogue, 'RateLimit.retryIn') as string)).toBeInstanceOf(Array);
    });

    it(`${locale}: every message renders the same compiled as from its ICU source`, () => {
      for (const [path, message] of messages) {
        for (const count of [1, 7]) {
          const values = valuesFor(message, count);
          const expected = render(formatIcu, message, values, locale);
          expect(render(formatCompiled, compile(message), values, locale), path).toBe(expected);
        }
      }
    });
  }

  it('are never read raw: a raw compiled message is its compact form, not its text', () => {
    // Templates the browser fills pass their placeholder as a value instead (BlogIndex, PostArticle).
    const sources = ['app', 'components', 'lib'].flatMap((folder) =>
      readdirSync(folder, { recursive: true, encoding: 'utf8' }).filter((file) => /\.tsx?$/.test(file)).map((file) => `${folder}/${file}`),
    );
    expect(sources.length).toBeGreaterThan(100);
    expect(sources.filter((file) => /\bt\.raw\(/.test(readFileSync(file, 'utf8')))).toEqual([]);
  });
});
