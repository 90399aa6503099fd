import { describe, expect, it } from 'vitest';
import { _createCache, _createIntlFormatters } from 'use-intl';
import formatIcu from 'use-intl/format-message';
import formatCompiled from 'use-intl/format-message/format-only';
import en from '@/messages/en.json';
import es from '@/messages/es.json';
import formatOnServer from './format-message.server.mjs';
import { mergeMessages, messageAt, messageKeys } from './merge-messages';
import { precompileMessages } from './precompile-messages';

/** The namespaces some NextIntlClientProvider sends to the browser (HtmlDocument, AdminShell, BlogIndex). */
const CLIENT_NAMESPACES = ['Errors', 'Forms', 'RateLimit', 'Admin'] as const;

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

describe('messages sent to the browser, precompiled', () => {
  for (const [locale, catalogue] of [['en', en], ['es', mergeMessages(en, es)]] as const) {
    const raw = Object.fromEntries(CLIENT_NAMESPACES.map((namespace) => [namespace, (catalogue as Record<string, unknown>)[namespace]]));
    const compiled = precompileMessages(raw);
    const messages = messageKeys(raw).map((key) => [key, messageAt(raw, key) as string] as const);

    it(`${locale}: covers every client namespace, with arguments, plurals and tags among them`, () => {
      expect(messages.length).toBeGreaterThan(50);
      expect(messages.some(([, message]) => message.includes('plural'))).toBe(true);
      expect(messages.some(([, message]) => /<\w+>/.test(message))).toBe(true);
      // The compact form is what the browser's formatter reads: arrays where there is anything to fill in.
      expect(messageAt(compiled, 'RateLimit.retryIn')).toBeInstanceOf(Array);
      // Only plain objects and arrays: what React passes from a server to a client component.
      const objects = (node: unknown): object[] =>
        node !== null && typeof node === 'object' ? [node, ...Object.values(node).flatMap(objects)] : [];
      for (const node of objects(compiled)) expect([Object.prototype, Array.prototype]).toContain(Object.getPrototypeOf(node));
    });

    it(`${locale}: every message renders the same in the browser and on the server as from its ICU source`, () => {
      for (const [path, message] of messages) {
        for (const count of [1, 7]) {
          const values = valuesFor(message, count);
          const expected = render(formatIcu, message, values, locale);
          expect(render(formatCompiled, messageAt(compiled, path), values, locale), `${path} (browser)`).toBe(expected);
          expect(render(formatOnServer as Format, messageAt(compiled, path), values, locale), `${path} (client component on the server)`).toBe(expected);
        }
      }
    });
  }

  it('leaves server components their ICU strings (the server module formats both kinds)', () => {
    const options = formatOptions('en');
    expect(formatOnServer('key', '{count, plural, one {# post} other {# posts}}', { count: 2 }, options)).toBe('2 posts');
    expect(formatOnServer('key', 'Edit “{title}”', { title: 'Hello' }, options)).toBe('Edit “Hello”');
  });

  it('compiles each catalogue object once', () => {
    const namespace = { greeting: 'Hello {name}' };
    expect(precompileMessages({ A: namespace }).A).toBe(precompileMessages({ B: namespace }).B);
  });
});
