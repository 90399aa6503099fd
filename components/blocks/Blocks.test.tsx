import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import en from '@/messages/en.json';
import es from '@/messages/es.json';
import {
  BLOCK_TYPES,
  describeBlock,
  EMPTY_BLOCK_DATA,
  loadBlockData,
  sampleBlocks,
  SAMPLE_UPLOAD,
  type BlockData,
  type BlockDataSource,
  type BlockOf,
  type FieldDescription,
  type PageBlock,
} from '@/lib/features/pages/shared/blocks';
import type { Locale } from '@/lib/infra/routing/routing';
import { renderPostBody } from '@/lib/features/posts';
import { Blocks } from './Blocks';
import type { SiteParts } from './types';
import type { BlockLabels } from './labels';

// The posts door and JSON-LD's module reach next-intl's navigation, which needs Next.js's module
// resolution; blocks write their links themselves and use none of it.
vi.mock('@/lib/infra/routing/navigation', () => ({ Link: () => null, getPathname: () => '' }));

const LABELS: Record<Locale, BlockLabels> = { en: en.Blocks, es: es.Blocks };

const source = (locale: Locale): BlockDataSource => ({
  stories: async (ids) =>
    ids.map((id) => ({
      id,
      href: `/customers/story-${id}`,
      customer: locale === 'es' ? `Marca ${id}` : `Brand ${id}`,
      anonymized: false,
      logo: id === 11 ? `${SAMPLE_UPLOAD}.png` : null,
      logoAlt: id === 11 ? `Logo of brand ${id}` : null,
      quote: locale === 'es' ? 'Las devoluciones dejaron de ser un problema.' : 'Returns stopped being a headache.',
      quoteName: 'Ana Ruiz',
      quoteRole: 'COO',
    })),
  integrations: async (slugs) => slugs.map((slug) => ({ slug, name: slug.toUpperCase(), href: `/integrations/${slug}`, logo: null })),
  // The real renderer (the posts' sanitiser) is tested in RichTextBlock.test.tsx.
  renderRichText: async (markdown) => `<p>${markdown.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('**', '')}</p>`,
});

/** The route's site parts, drawn as markers: a section by its name, the illustration, tagged stories, a demo link (components/pages/site-parts.tsx wires the real ones). */
const SITE: SiteParts = {
  section: (name) => <section data-site-section={name}>{name}</section>,
  illustration: (name) => <svg data-illustration={name} />,
  openings: ({ id, heading, intro }) => (
    <section data-openings="">
      <h2 id={id}>{heading}</h2>
      {intro && <p>{intro}</p>}
    </section>
  ),
  contactCards: ({ call, email }) => (
    <div data-contact-cards="">
      {call.title} {call.text} {email.title} {email.text}
    </div>
  ),
  stories: ({ solution, id, heading, intro }) => (
    <section data-stories={solution}>
      <h2 id={id}>{heading}</h2>
      {intro && <p>{intro}</p>}
    </section>
  ),
  demoLink: ({ className, children }) => (
    <a data-demo-link="" className={className}>
      {children}
    </a>
  ),
};

async function render(blocks: PageBlock[], locale: Locale, data?: BlockData, site?: SiteParts) {
  const resolved = data ?? (await loadBlockData(blocks, locale, source(locale)));
  return renderToStaticMarkup(<Blocks blocks={blocks} locale={locale} labels={LABELS[locale]} data={resolved} site={site} />);
}

const escape = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;').replaceAll("'", '&#x27;');

/** The editor's texts in a block (text and longText fields, read off its description), paragraph by paragraph. */
function texts(fields: FieldDescription[], value: unknown): string[] {
  if (!value || typeof value !== 'object') return [];
  const record = value as Record<string, unknown>;
  return fields.flatMap((field) => {
    const inner = record[field.name];
    if (inner === undefined) return [];
    if (field.kind === 'text' || field.kind === 'longText') return String(inner).split(/\n\s*\n/);
    if (field.kind === 'group') return texts(field.fields ?? [], inner);
    if (field.kind === 'choice') return texts(field.variants?.[(inner as { kind: string }).kind] ?? [], inner);
    if (field.kind === 'list') {
      const item = field.item!;
      return (inner as unknown[]).flatMap((one) => (item.kind === 'group' ? texts(item.fields ?? [], one) : item.kind === 'text' ? [String(one)] : []));
    }
    return [];
  });
}

describe('Blocks', () => {
  it.each(BLOCK_TYPES.flatMap((type) => (['en', 'es'] as const).map((locale) => [type, locale] as const)))('renders the %s block in %s with its texts, under its anchor', async (type, locale) => {
    const block = sampleBlocks(locale)[type] as PageBlock;
    const html = await render([block], locale, undefined, ['siteSection', 'taggedStories', 'openings', 'contactPanel'].includes(type) ? SITE : undefined);
    // (A first hero's image may be preceded by React's preload hint, which Next.js moves to the head.)
    expect(html).toMatch(new RegExp(`^(?:<link rel="preload"[^>]*>)?<div id="${block.anchor}" data-block="${type}"`));
    expect(html).toContain(type === 'pageNav' ? '<nav' : '<section');
    if (type === 'contactPanel') expect(html).toContain('data-contact-cards');
    // A site section has no texts of its own: the site draws it.
    const expected = type === 'siteSection' ? [] : texts(describeBlock(type).fields, block).filter((text) => !(type === 'richText' && text.includes('**')));
    if (type === 'siteSection') expect(html).toContain(`data-site-section="${block.type === 'siteSection' && block.section}"`);
    else expect(expected.length).toBeGreaterThan(0);
    for (const text of expected) expect(html).toContain(escape(text.trim()));
  });

  it('draws what the site wires: its sections, the hero’s illustration, demo links that open the dialog, same-page links', async () => {
    const hero = { ...sampleBlocks('en').hero, layout: 'home' as const, illustration: 'returnsFlow' as const, secondary: { label: 'See how it works', href: '#how-it-works' } };
    const html = await render([hero, sampleBlocks('en').siteSection, sampleBlocks('en').ctaBand], 'en', undefined, SITE);
    expect(html).toContain('<svg data-illustration="returnsFlow"></svg>');
    expect(html).not.toContain(SAMPLE_UPLOAD);
    expect(html).toContain(`<a data-demo-link="" class="btn btn-primary px-6 text-base">${hero.primary!.label}</a>`);
    expect(html).toContain('<a href="#how-it-works" class="btn btn-secondary px-6 text-base">See how it works</a>');
    expect(html).toContain('<h1 class="mt-3 text-display');
    expect(html).toContain('<section data-site-section="audiences">');
    // Not wired (a test, an old preview): no section, no illustration, plain links.
    const bare = await render([hero, sampleBlocks('en').siteSection], 'en');
    expect(bare).not.toContain('data-site-section');
    expect(bare).toContain('href="/en/demo"');
  });

  it('says the site’s demo label on a demo button left without text, and lets an editor choose a band’s background', async () => {
    const band = { ...sampleBlocks('en').ctaBand, primary: { href: '/demo' } };
    const labels = { ...LABELS.en, demo: 'Talk to our team' };
    const html = renderToStaticMarkup(<Blocks blocks={[band]} locale="en" labels={labels} site={SITE} />);
    expect(html).toContain('<a data-demo-link="" class="btn bg-white px-6 text-base text-ink-950 hover:bg-brand-50">Talk to our team</a>');
    expect(renderToStaticMarkup(<Blocks blocks={[band]} locale="es" labels={LABELS.es} />)).toContain('href="/es/demo"');
    expect(renderToStaticMarkup(<Blocks blocks={[band]} locale="es" labels={LABELS.es} />)).toContain('>Solicitar una demo</a>');
    const features = sampleBlocks('en').featureGrid;
    expect(await render([{ ...features, background: 'plain' }], 'en')).toMatch(/<section aria-labelledby="features-title" class="bg-white /);
    expect(await render([{ ...features, background: undefined }], 'en')).toMatch(/<section aria-labelledby="features-title" class="bg-ink-50 /);
    expect(await render([{ ...sampleBlocks('en').steps, background: 'tint' }], 'en')).toMatch(/<section aria-labelledby="how-it-works-title" class="bg-ink-50 /);
  });

  it('leaves out stories and openings where the site wires none; a summary without heading or side note has no heading, its paragraphs apart', async () => {
    expect(await render([sampleBlocks('en').taggedStories], 'en')).toBe('<div id="stories" data-block="taggedStories" class="scroll-mt-24"></div>');
    expect(await render([sampleBlocks('en').openings], 'en')).toBe('<div id="jobs" data-block="openings" class="scroll-mt-24"></div>');
    const summary = await render([{ ...sampleBlocks('en').summary, heading: undefined, eyebrow: undefined, aside: undefined, body: 'One.\n\nTwo.' }], 'en');
    expect(summary).not.toContain('<h2');
    expect(summary).toContain('<p>One.</p><p>Two.</p>');
    // With a heading: the heading beside the words, the side note under them.
    const headed = await render([sampleBlocks('en').summary], 'en');
    expect(headed).toMatch(/<h2 id="overview-title"[^>]*>Returns start at home<\/h2>/);
    expect(headed).toContain('<aside class="self-start rounded-card bg-ink-50 p-6" aria-labelledby="overview-note">');
  });

  it('gives the page its h1 from a first hero only', async () => {
    const hero = sampleBlocks('en').hero;
    expect(await render([hero], 'en')).toContain(`<h1 class="mt-2 text-display font-extrabold tracking-tight text-ink-950">${hero.heading}</h1>`);
    const second = await render([sampleBlocks('en').faq, hero], 'en');
    expect(second).not.toContain('<h1');
    expect(second).toContain(`<h2 id="top-title"`);
  });

  it('localises site links and opens other sites safely', async () => {
    const band = sampleBlocks('es').ctaBand;
    const html = await render([{ ...band, secondary: { label: 'Fuera', href: 'https://example.com/x' } }], 'es');
    expect(html).toContain('href="/es/demo"');
    expect(html).toMatch(/<a href="https:\/\/example.com\/x" class="[^"]*" rel="noopener noreferrer" target="_blank">Fuera<\/a>/);
    // A stored value the schema would refuse (written around it) is shown, never linked.
    const bad = await render([{ ...band, primary: { label: 'Click', href: 'javascript:alert(1)' } }], 'es');
    expect(bad).not.toContain('javascript:');
    expect(bad).toContain('<span class="btn');
  });
});

describe('PricingBlock', () => {
  it.each(['en', 'es'] as const)('switches between both prices without script in %s', async (locale) => {
    const pricing = sampleBlocks(locale).pricing;
    const html = await render([pricing], locale);
    const money = new Intl.NumberFormat(locale === 'es' ? 'es-ES' : 'en-US', { style: 'currency', currency: pricing.currency, maximumFractionDigits: 0 });
    for (const plan of pricing.plans.filter((one) => one.kind === 'priced')) {
      expect(html).toContain(`>${money.format(plan.monthly!)}<`);
      expect(html).toContain(`>${money.format(plan.annual!)}<`);
    }
    expect(html).not.toMatch(/<script|\son[a-z]+=/i);
    expect(html).toContain(`<legend class="sr-only">${LABELS[locale].billingPeriod}</legend>`);
    expect(html).toContain('<input type="radio" id="plans-monthly" class="peer/monthly sr-only" name="plans-billing" checked="" value="monthly"/>');
    expect(html).toContain('<input type="radio" id="plans-annual" class="peer/annual sr-only" name="plans-billing" value="annual"/>');
    expect(html).toContain(`<label for="plans-annual"`);
    // Annual prices hidden until their radio is checked; monthly ones hidden once it is.
    expect(html).toContain('class="hidden group-has-[[value=annual]:checked]/pricing:block" data-period="annual"');
    expect(html).toContain('class="group-has-[[value=annual]:checked]/pricing:hidden" data-period="monthly"');
    expect(html).toContain(LABELS[locale].customPrice);
  });
});

describe('ProductMediaBlock', () => {
  const video = sampleBlocks('en').productMedia as BlockOf<'productMedia'> & { media: { kind: 'video' } };

  it('shows a video with controls, poster and captions, and never plays it on its own', async () => {
    const html = await render([video], 'en');
    expect(html).toMatch(/<video controls="" playsinline="" preload="none" poster="[^"]+\.webp" aria-label="A return handled from photo to refund"/i);
    expect(html).not.toMatch(/autoplay/i);
    expect(html).toContain(`<track kind="captions" src="${SAMPLE_UPLOAD}.vtt" srcLang="en" label="Captions" default=""/>`);
  });

  it('plays on its own only muted', async () => {
    const html = await render([{ ...video, media: { ...video.media, autoplayMuted: true } }], 'en');
    const tag = /<video[^>]*>/.exec(html)![0];
    expect(tag).toMatch(/autoplay=""/i);
    expect(tag).toMatch(/muted=""/);
    expect(tag).toContain('controls=""');
  });

  it('shows a screenshot with its alt text', async () => {
    const html = await render([{ ...video, media: { kind: 'image', src: `${SAMPLE_UPLOAD}.png`, alt: 'The grading screen' } }], 'en');
    expect(html).toMatch(/<img alt="The grading screen"[^>]*src="\/_next\/image\?url=%2Fuploads%2F/);
    expect(html).not.toContain('<video');
  });
});

describe('FaqBlock', () => {
  it('publishes its questions as FAQPage JSON-LD that no answer can break out of', async () => {
    const faq = sampleBlocks('es').faq;
    const hostile = { question: '¿Y esto?</script><script>alert(1)</script>', answer: 'Respuesta con <b>etiquetas</b>.' };
    const block = { ...faq, items: [...faq.items, hostile] };
    const html = await render([block], 'es');
    const scripts = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
    expect(scripts).toHaveLength(1);
    const data = JSON.parse(scripts[0]![1]!);
    expect(data['@type']).toBe('FAQPage');
    expect(data.mainEntity.map((entry: { name: string }) => entry.name)).toEqual(block.items.map((item) => item.question));
    expect(data.mainEntity[0].acceptedAnswer).toEqual({ '@type': 'Answer', text: faq.items[0]!.answer });
    expect(html).not.toContain('<script>alert(1)');
    expect(html.match(/<details/g)).toHaveLength(3);
    expect(html).toContain(`<summary class="`);
  });
});

describe('ComparisonBlock', () => {
  it('heads its table for screen readers and dates each source', async () => {
    const html = await render([sampleBlocks('es').comparison], 'es');
    expect(html).toContain('<th scope="col" class="px-4 py-3 text-left text-sm font-semibold text-ink-950">Returnly Pro</th>');
    expect(html).toContain('<th scope="row" class="px-4 py-3 font-semibold text-ink-900">Evaluación por fotos</th>');
    expect(html).toContain('<time dateTime="2026-11-02">2 de noviembre de 2026</time>');
  });
});

describe('RichTextBlock', () => {
  it('renders Markdown through the posts renderer: no script, handler or script link survives', async () => {
    const block = { ...sampleBlocks('en').richText, body: 'Hello **there**.\n\n<script>alert(1)</script>\n\n[click](javascript:alert(2)) <img src=x onerror=alert(3)>\n\n## A heading' };
    const data = await loadBlockData([block], 'en', { ...source('en'), renderRichText: (markdown) => renderPostBody(markdown) });
    const html = renderToStaticMarkup(<Blocks blocks={[block]} locale="en" labels={LABELS.en} data={data} />);
    expect(html).toContain('<strong>there</strong>');
    expect(html).toContain('<div class="post-body mt-6"><p>Hello');
    expect(html).toMatch(/<h2[^>]*>A heading<\/h2>/);
    expect(html).not.toMatch(/<script|javascript:|onerror/i);
  });

  it('keeps to plain paragraphs when the body was not rendered', () => {
    const block = { ...sampleBlocks('en').richText, body: '<script>alert(1)</script>' };
    const html = renderToStaticMarkup(<Blocks blocks={[block]} locale="en" labels={LABELS.en} data={EMPTY_BLOCK_DATA} />);
    expect(html).toContain('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>');
  });
});

describe('story and form blocks', () => {
  it('leave out stories the loader did not find', async () => {
    const html = await render([sampleBlocks('en').storyQuote, sampleBlocks('en').logoStrip], 'en', { stories: new Map(), integrations: new Map(), richText: new Map() });
    expect(html).toBe('<div id="quote" data-block="storyQuote" class="scroll-mt-24"></div><div id="customers" data-block="logoStrip" class="scroll-mt-24"></div>');
  });

  it('hand the route a slot for the form, naming the block', async () => {
    const form = sampleBlocks('en').form;
    const slots: unknown[] = [];
    const html = renderToStaticMarkup(
      <Blocks
        blocks={[form]}
        locale="es"
        labels={LABELS.es}
        renderForm={(slot) => {
          slots.push(slot);
          return <form data-test="resource-form" />;
        }}
      />,
    );
    expect(slots).toEqual([{ form: 'resource', resource: 'returns-playbook', anchor: 'get-guide', locale: 'es' }]);
    expect(html).toContain('<form data-test="resource-form"></form>');
    const fallback = await render([{ ...form, form: 'demo', resource: undefined }], 'es');
    expect(fallback).toContain(`href="/es/demo" class="btn btn-primary px-6 text-base">${LABELS.es.forms.demo}</a>`);
  });
});
