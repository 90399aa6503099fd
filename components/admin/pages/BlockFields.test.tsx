/**
 * Every block type of the library gets its form from its description alone: each control labelled
 * in the admin's language, a refused field's reason beside it, lists and the image/video choice.
 */
import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { NextIntlClientProvider } from 'next-intl';
import en from '@/messages/en.json';
import es from '@/messages/es.json';
import { BLOCK_TYPES, defaultBlock, describeBlock, type BlockType, type FieldDescription } from '@/lib/features/pages/shared/blocks';
import { navigationFields } from '@/lib/features/site-settings/shared/navigation';
import { emptyValue, FieldEditor } from './BlockFields.client';

function form(type: BlockType, locale: 'en' | 'es', errors: Record<string, string> = {}, over: Record<string, unknown> = {}) {
  const messages = locale === 'en' ? en : es;
  const block = { ...(defaultBlock(type, locale) as unknown as Record<string, unknown>), ...over };
  return renderToStaticMarkup(
    <NextIntlClientProvider locale={locale} timeZone="UTC" messages={{ Admin: messages.Admin, Blocks: messages.Blocks }}>
      {describeBlock(type).fields.map((field) => (
        <FieldEditor key={field.name} field={field} value={block[field.name]} path={`blocks.0.${field.name}`} context={{ errors: errors as never, disabled: false }} onChange={() => {}} />
      ))}
    </NextIntlClientProvider>,
  );
}

describe('the generated block forms', () => {
  it.each(BLOCK_TYPES)('labels every control of %s in both languages, with no untranslated field name', (type) => {
    for (const locale of ['en', 'es'] as const) {
      const html = form(type, locale);
      const ids = [...html.matchAll(/<(?:input|textarea|select)[^>]*\bid="([^"]+)"/g)].map((match) => match[1]);
      const labelled = new Set([...html.matchAll(/<label[^>]*\bfor="([^"]+)"/g)].map((match) => match[1]));
      // Controls with an id have a <label for>; radios and checkboxes sit inside theirs.
      expect(ids.filter((id) => !labelled.has(id))).toEqual([]);
      expect(html).not.toMatch(/Admin\.pages|Blocks\.errors/);
      // A field without a label in the messages would show its bare name.
      const names = new Set<string>();
      const walk = (field: FieldDescription) => (names.add(field.name), field.fields?.forEach(walk), Object.values(field.variants ?? {}).flat().forEach(walk));
      describeBlock(type).fields.forEach(walk);
      for (const name of names) expect(html, `${type}.${name}`).not.toMatch(new RegExp(`>${name}(?:<|\\s)`));
    }
  });

  it('shows a refused field’s reason beside it, and a list’s items with add and remove', () => {
    const html = form('faq', 'es', { 'blocks.0.items.0.question': 'required' });
    expect(html).toContain('Pregunta');
    expect(html).toContain(es.Blocks.errors.required);
    expect(html).toMatch(/aria-invalid="true"[^>]*aria-describedby="[^"]+-error"/);
    expect(html).toContain('Agregar a Elementos');
    expect(emptyValue(describeBlock('faq').fields.find((field) => field.name === 'items')!.item!)).toEqual({ question: '', answer: '' });
  });

  it('offers the product media’s image or video, with the fields of the one chosen', () => {
    const video = form('productMedia', 'en', {}, { media: { kind: 'video', src: '', poster: '', captions: '', title: '', autoplayMuted: false } });
    expect(video).toContain('Captions file (.vtt)');
    expect(video).toContain('Play on its own, muted and looping');
    expect(video).toMatch(/type="radio"[^>]*checked=""[^>]*\/>Video|type="radio"[^>]*\/>Image/);
    const image = form('productMedia', 'en');
    expect(image).toContain('Alt text');
    expect(image).not.toContain('Captions file');
  });

  it('builds the site’s menus form from the navigation schema, worded for menus, with each item movable up and down', () => {
    const value = {
      header: [
        { kind: 'menu', label: 'Solutions', groups: [{ links: [{ label: 'Returns', href: '/solutions-returns' }, { label: 'Warranty', href: '/solutions-warranty' }] }] },
        { kind: 'link', label: 'Customers', href: '/customers' },
      ],
      footer: [],
    };
    for (const locale of ['en', 'es'] as const) {
      const messages = locale === 'en' ? en : es;
      const labels = Object.fromEntries(Object.entries(messages.Admin.navigation.fields));
      const html = renderToStaticMarkup(
        <NextIntlClientProvider locale={locale} timeZone="UTC" messages={{ Admin: messages.Admin, Blocks: messages.Blocks }}>
          {navigationFields().map((field) => (
            <FieldEditor key={field.name} field={field} value={value[field.name as 'header']} path={`navigation.${field.name}`} context={{ errors: { 'navigation.header.1.href': 'invalidUrl' }, disabled: false, labels, collapse: true }} onChange={() => {}} />
          ))}
        </NextIntlClientProvider>,
      );
      expect(html).toContain(labels.header);
      expect(html).toContain(labels.footer);
      expect(html).toContain(messages.Blocks.errors.invalidUrl);
      // Folded under their titles; the refused entry open.
      expect(html).toContain(`<details><summary class="cursor-pointer rounded font-semibold text-ink-900">${labels.header} 1: Solutions</summary>`);
      expect(html).toContain(`<details open=""><summary class="cursor-pointer rounded font-semibold text-ink-900">${labels.header} 2: Customers</summary>`);
      expect(html).not.toContain(messages.Admin.pages.fields.label);
      expect(html).toContain(messages.Admin.pages.moveDown.replace('{block}', `${labels.links} 1`));
      expect(html).toContain(messages.Admin.pages.moveUp.replace('{block}', `${labels.header} 2`));
    }
  });
});
