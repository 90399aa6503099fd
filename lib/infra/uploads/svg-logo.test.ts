import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { detectImageType } from './sniff';
import { isSvg, MAX_SVG_BYTES, rasterizeSvgLogo } from './svg-logo';
import { pngBomb, svgEmbedding } from './test-bombs.mjs';

const text = (value: string) => new TextEncoder().encode(value);
const LOGO = '<?xml version="1.0"?>\n<!-- brand -->\n<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 40"><rect width="120" height="40" fill="#0a6"/></svg>';

describe('SVG logos', () => {
  it('are recognised by their text, whatever comes before the element', () => {
    expect(isSvg(text(LOGO))).toBe(true);
    expect(isSvg(text('\uFEFF  <svg width="1"></svg>'))).toBe(true);
    expect(isSvg(text('<html><svg></svg></html>'))).toBe(false);
    expect(isSvg(text('%PDF-1.7'))).toBe(false);
  });

  it('become a PNG that fits the logo box, keeping their shape', async () => {
    const result = await rasterizeSvgLogo(text(LOGO));
    if (!result.ok) throw new Error(result.reason);
    expect(detectImageType(result.png)).toBe('png');
    const { width, height } = await sharp(result.png).metadata();
    expect([width, height]).toEqual([480, 160]);
  });

  it('lose their script: what is stored is pixels', async () => {
    const hostile = text('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" onload="alert(1)"><script>alert(2)</script><rect width="5" height="5"/></svg>');
    const result = await rasterizeSvgLogo(hostile);
    if (!result.ok) throw new Error(result.reason);
    expect(Buffer.from(result.png).toString('latin1')).not.toContain('alert');
  });

  it('reach nothing outside: a reference to a file is refused before drawing', async () => {
    const hostile = text('<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10"><image xlink:href="file:///etc/passwd" width="10" height="10"/></svg>');
    expect(await rasterizeSvgLogo(hostile)).toEqual({ ok: false, reason: 'unsafe-svg', svg: { kind: 'reference', ref: 'file:///etc/passwd' } });
  });

  it('are drawn at the logo box whatever size they declare', async () => {
    const huge = text('<svg xmlns="http://www.w3.org/2000/svg" width="90000" height="90000" viewBox="0 0 10 10"><rect width="10" height="10"/></svg>');
    const result = await rasterizeSvgLogo(huge);
    if (!result.ok) throw new Error(result.reason);
    expect(await sharp(result.png).metadata()).toMatchObject({ width: 192, height: 192 });
  });

  it('refuse a decodable 8000×8000 PNG inside a 100×40 logo from its header, at once', async () => {
    const bomb = svgEmbedding(await pngBomb(8000, 8000));
    const started = performance.now();
    expect(await rasterizeSvgLogo(bomb)).toEqual({ ok: false, reason: 'unsafe-svg', svg: { kind: 'embedded-pixels', width: 8000, height: 8000, maxSide: 4096, maxPixels: 4_000_000 } });
    // Nothing was decoded or drawn: no child process, no seconds (a generous bound, not a benchmark).
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it('refuse what is too big or not a drawing', async () => {
    expect(await rasterizeSvgLogo(new Uint8Array(MAX_SVG_BYTES + 1))).toEqual({ ok: false, reason: 'too-large' });
    expect(await rasterizeSvgLogo(text('<svg xmlns="http://www.w3.org/2000/svg"><unclosed'))).toEqual({ ok: false, reason: 'unsupported-type' });
  });
});
