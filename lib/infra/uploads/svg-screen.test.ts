import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { MAX_SVG_DEPTH, MAX_SVG_ELEMENTS, screenSvgLogo } from './svg-screen';
import { pngHeaderOnly, svgEmbedding } from './test-bombs.mjs';
import { images } from './test-images';

const text = (value: string) => new Uint8Array(Buffer.from(value, 'utf8'));
const svg = (inner: string, attributes = 'viewBox="0 0 100 40"') => text(`<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" ${attributes}>${inner}</svg>`);
const problem = (bytes: Uint8Array) => {
  const result = screenSvgLogo(bytes);
  return result.ok ? null : result.problem;
};

describe('screenSvgLogo', () => {
  it('passes a real logo, drawn at a size that fits the box whatever size it declares', () => {
    const logo = text('<?xml version="1.0"?>\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">\n<!-- brand --><svg xmlns="http://www.w3.org/2000/svg" width="100000" height="40000" viewBox="0 0 120 40"><style><![CDATA[.a{fill:url(#g)}]]></style><defs><linearGradient id="g"><stop offset="0" stop-color="#0a6"/></linearGradient></defs><rect class="a" width="120" height="40"/><a href="https://example.com"><text x="4" y="30">Acme &amp; Co</text></a></svg>');
    const result = screenSvgLogo(logo);
    expect(result).toMatchObject({ ok: true, width: 480, height: 160 });
    if (!result.ok) return;
    const rewritten = Buffer.from(result.svg).toString('utf8');
    expect(rewritten).toContain('width="480" height="160"');
    expect(rewritten).not.toContain('100000');
    expect(rewritten).toContain('Acme &amp; Co');
  });

  it('gives a drawing with only a width and height a viewBox from them', () => {
    const result = screenSvgLogo(svg('<rect width="10" height="10"/>', 'width="30mm" height="10mm"'));
    expect(result).toMatchObject({ ok: true, width: 480, height: 160 });
    if (result.ok) expect(Buffer.from(result.svg).toString('utf8')).toMatch(/viewBox="0 0 113\.38\d* 37\.79\d*"/);
  });

  it('lets a raster image within the logo budget be embedded', async () => {
    const png = new Uint8Array(await sharp({ create: { width: 400, height: 160, channels: 3, background: '#fff' } }).png().toBuffer());
    expect(problem(svgEmbedding(png))).toBeNull();
    expect(problem(svgEmbedding(images.jpeg, { mediaType: 'image/jpeg' }))).toBeNull();
  });

  it.each([
    [16383, 16383],
    [16000, 16000],
    [30000, 30000],
    [5000, 100],
  ])('refuses an embedded %i×%i PNG from its header, with the figures', (width, height) => {
    expect(problem(svgEmbedding(pngHeaderOnly(width, height)))).toEqual({ kind: 'embedded-pixels', width, height, maxSide: 4096, maxPixels: 4_000_000 });
  });

  it('refuses an embedded image that is mislabelled, in a CSS url() or in an feImage alike', () => {
    const bomb = Buffer.from(pngHeaderOnly(20000, 20000)).toString('base64');
    expect(problem(svgEmbedding(pngHeaderOnly(20000, 20000), { mediaType: 'image/jpeg' }))).toMatchObject({ kind: 'embedded-pixels' });
    expect(problem(svg(`<rect width="9" height="9" style="fill:url(data:image/png;base64,${bomb})"/>`))).toMatchObject({ kind: 'embedded-pixels' });
    expect(problem(svg(`<image width="9" height="9" href="data:;base64,${bomb}"/>`))).toMatchObject({ kind: 'embedded-pixels' });
  });

  it('refuses too many embedded images, or too many pixels in all', async () => {
    const png = Buffer.from(await sharp({ create: { width: 1900, height: 1900, channels: 3, background: '#fff' } }).png().toBuffer()).toString('base64');
    const three = `<image width="9" height="9" href="data:image/png;base64,${png}"/>`.repeat(3);
    expect(problem(svg(three))).toEqual({ kind: 'embedded-total', pixels: 3 * 1900 * 1900, maxPixels: 8_000_000 });
    const tiny = `<image width="1" height="1" href="data:image/png;base64,${Buffer.from(images.png).toString('base64')}"/>`;
    expect(problem(svg(tiny.repeat(9)))).toEqual({ kind: 'embedded-count', count: 9, max: 8 });
  });

  it('refuses an SVG nested in the SVG, and an embedded file that is no image it can measure', () => {
    const inner = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>').toString('base64');
    expect(problem(svg(`<image width="9" height="9" href="data:image/svg+xml;base64,${inner}"/>`))).toEqual({ kind: 'nested-svg' });
    expect(problem(svg(`<image width="9" height="9" href="data:image/png;base64,${inner}"/>`))).toEqual({ kind: 'nested-svg' });
    expect(problem(svg('<image width="9" height="9" href="data:image/png;base64,aGVsbG8="/>'))).toEqual({ kind: 'embedded-unknown' });
  });

  it.each([
    ['an image on the web', '<image width="9" height="9" xlink:href="https://example.com/logo.png"/>', 'https://example.com/logo.png'],
    ['a local file', '<image width="9" height="9" href="file:///etc/passwd"/>', 'file:///etc/passwd'],
    ['a relative file', '<use href="other.svg#logo"/>', 'other.svg#logo'],
    ['a fill from elsewhere', '<rect width="9" height="9" fill="url(https://example.com/p.svg#a)"/>', 'https://example.com/p.svg#a'],
    ['a style sheet import', '<style>@import url(https://example.com/a.css);</style>', '@import'],
  ])('refuses a reference to %s', (_what, inner, ref) => {
    expect(problem(svg(inner))).toEqual({ kind: 'reference', ref });
  });

  it('refuses declared entities, which expand while the file is read', () => {
    const laughs = '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "lol"><!ENTITY b "&a;&a;&a;&a;">]><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 9 9"><text>&b;</text></svg>';
    expect(problem(text(laughs))).toEqual({ kind: 'entities' });
  });

  it('refuses too many elements, counting the copies <use> makes', () => {
    expect(problem(svg('<rect/>'.repeat(MAX_SVG_ELEMENTS)))).toEqual({ kind: 'elements', count: MAX_SVG_ELEMENTS + 1, max: MAX_SVG_ELEMENTS });
    // Ten levels of ten copies each: 10^10 elements drawn from 100 written.
    let defs = '<g id="l0"><rect width="1" height="1"/></g>';
    for (let level = 1; level <= 10; level += 1) defs += `<g id="l${level}">${`<use href="#l${level - 1}"/>`.repeat(10)}</g>`;
    expect(problem(svg(`<defs>${defs}</defs><use href="#l10"/>`))).toMatchObject({ kind: 'elements', max: MAX_SVG_ELEMENTS });
    expect(problem(svg('<g id="loop"><use href="#loop"/></g>'))).toEqual({ kind: 'self-reference' });
  });

  it('refuses too deep a tree', () => {
    expect(problem(svg(`${'<g>'.repeat(MAX_SVG_DEPTH)}${'</g>'.repeat(MAX_SVG_DEPTH)}`))).toEqual({ kind: 'depth', max: MAX_SVG_DEPTH });
    expect(problem(svg(`${'<g>'.repeat(MAX_SVG_DEPTH - 2)}${'</g>'.repeat(MAX_SVG_DEPTH - 2)}`))).toBeNull();
  });

  it.each([
    ['feMorphology', '<filter id="f"><feMorphology radius="5000"/></filter>'],
    ['feConvolveMatrix', '<filter id="f"><feConvolveMatrix order="99" kernelMatrix="1"/></filter>'],
    ['feImage', '<filter id="f"><feImage href="#r"/></filter>'],
    ['feTurbulence', '<filter id="f"><feTurbulence numOctaves="1000"/></filter>'],
    ['feOffset', `<filter id="f">${'<feOffset dx="1"/>'.repeat(65)}</filter>`],
  ])('refuses the costly filter %s', (name, inner) => {
    expect(problem(svg(inner))).toEqual({ kind: 'filter', name });
  });

  it('lets a drop shadow through', () => {
    const shadow = '<filter id="s"><feGaussianBlur stdDeviation="2"/><feOffset dx="1" dy="1"/><feMerge><feMergeNode/><feMergeNode in="SourceGraphic"/></feMerge></filter><rect width="9" height="9" filter="url(#s)"/>';
    expect(problem(svg(shadow))).toBeNull();
  });

  it.each([
    ['no size', '', { kind: 'no-size' }],
    ['a percentage only', 'width="100%" height="100%"', { kind: 'no-size' }],
    ['an absurd width', 'width="1e9" height="10"', { kind: 'shape', width: 1e9, height: 10 }],
    ['an absurd viewBox', 'viewBox="0 0 1e-9 1e-9"', { kind: 'shape', width: 0, height: 0 }],
    ['a hair-thin shape', 'viewBox="0 0 100000 10"', { kind: 'shape', width: 100000, height: 10 }],
  ])('refuses a drawing with %s', (_what, attributes, expected) => {
    expect(problem(svg('<rect width="1" height="1"/>', attributes))).toEqual(expected);
  });

  it.each([
    ['an unclosed tag', '<svg xmlns="http://www.w3.org/2000/svg"><unclosed'],
    ['mismatched tags', '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 9 9"><g></svg></g>'],
    ['another root element', '<html><svg viewBox="0 0 9 9"/></html>'],
    ['text after the root', '<svg viewBox="0 0 9 9"/><svg viewBox="0 0 9 9"/>'],
    ['an unquoted attribute', '<svg viewBox=0></svg>'],
  ])('refuses %s as not well-formed', (_what, source) => {
    expect(problem(text(source))).toEqual({ kind: 'unreadable' });
  });
});
