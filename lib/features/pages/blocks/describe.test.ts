import { describe, expect, it } from 'vitest';
import { BLOCK_TYPES, describeBlock, sampleBlocks, SAMPLE_UPLOAD, type FieldDescription } from '.';

/** The leaf paths of a value (`plans[].cta.href`), the discriminators (`type`, a choice's `kind`) left out. */
function valuePaths(value: unknown, prefix = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((item) => valuePaths(item, `${prefix}[]`));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, inner]) => (key === 'type' && !prefix) || key === 'kind' && typeof inner === 'string' && ['image', 'video'].includes(inner) ? [] : valuePaths(inner, prefix ? `${prefix}.${key}` : key));
  }
  return [prefix];
}

function describedPaths(fields: FieldDescription[], prefix = ''): string[] {
  return fields.flatMap((field) => {
    const path = prefix ? `${prefix}.${field.name}` : field.name;
    if (field.kind === 'group') return describedPaths(field.fields ?? [], path);
    if (field.kind === 'choice') return Object.values(field.variants ?? {}).flatMap((variant) => describedPaths(variant, path));
    if (field.kind === 'list') return field.item!.kind === 'group' ? describedPaths(field.item!.fields ?? [], `${path}[]`) : [`${path}[]`];
    return [path];
  });
}

describe('describeBlock', () => {
  it.each(BLOCK_TYPES)('describes every field of %s, and only those', (type) => {
    const samples = [sampleBlocks('en')[type] as unknown];
    // The product media's other variant: an image.
    if (type === 'productMedia') samples.push({ ...sampleBlocks('en').productMedia, media: { kind: 'image', src: `${SAMPLE_UPLOAD}.png`, alt: 'x' } });
    // A hero drawn by the site instead of an image.
    if (type === 'hero') samples.push({ ...sampleBlocks('en').hero, illustration: 'returnsFlow' });
    const fromValues = new Set(samples.flatMap((value) => valuePaths(value)));
    expect(new Set(describedPaths(describeBlock(type).fields))).toEqual(fromValues);
  });

  it('gives each field its kind, bounds and whether it is required', () => {
    const pricing = describeBlock('pricing').fields;
    const byName = (fields: FieldDescription[], name: string) => fields.find((field) => field.name === name)!;
    expect(byName(pricing, 'anchor')).toEqual({ name: 'anchor', kind: 'anchor', required: true, max: 40 });
    expect(byName(pricing, 'intro')).toEqual({ name: 'intro', kind: 'longText', required: false, max: 400 });
    expect(byName(pricing, 'currency')).toEqual({ name: 'currency', kind: 'select', required: true, options: ['USD', 'EUR', 'GBP'] });
    const plans = byName(pricing, 'plans');
    expect(plans).toMatchObject({ kind: 'list', required: true, min: 1, max: 4, item: { kind: 'group' } });
    const plan = plans.item!.fields!;
    expect(byName(plan, 'monthly')).toEqual({ name: 'monthly', kind: 'number', required: false, min: 0, max: 1_000_000 });
    expect(byName(plan, 'features')).toEqual({ name: 'features', kind: 'list', required: true, max: 12, item: { name: 'item', kind: 'text', required: true, max: 120 } });
    expect(byName(plan, 'cta').fields).toEqual([
      { name: 'label', kind: 'text', required: false, max: 40 },
      { name: 'href', kind: 'url', required: true, max: 500 },
    ]);
    const media = byName(describeBlock('productMedia').fields, 'media');
    expect(Object.keys(media.variants!)).toEqual(['image', 'video']);
    expect(byName(media.variants!.video!, 'captions')).toMatchObject({ kind: 'media', media: 'captions', required: true });
    expect(byName(describeBlock('comparison').fields, 'rows').item!.fields!.map((field) => `${field.name}:${field.kind}:${field.required}`)).toEqual([
      'feature:text:true',
      'us:text:true',
      'them:text:true',
      'source:text:true',
      'sourceUrl:url:false',
      'lastChecked:date:true',
    ]);
    expect(byName(describeBlock('storyQuote').fields, 'story').kind).toBe('storyRef');
  });
});
