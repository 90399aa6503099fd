import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { detectImageType } from './sniff';
import { isSvg, MAX_SVG_BYTES, rasterizeSvgLogo } from './svg-logo';

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

  it('lose their script and reach nothing outside: what is stored is pixels', async () => {
    const hostile = text(
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10" onload="alert(1)"><script>alert(2)</script><image xlink:href="file:///etc/passwd" width="10" height="10"/><rect width="5" height="5"/></svg>',
    );
    const result = await rasterizeSvgLogo(hostile);
    if (!result.ok) throw new Error(result.reason);
    const png = Buffer.from(result.png).toString('latin1');
    expect(png).not.toContain('alert');
    expect(png).not.toContain('root:');
  });

  it('refuse what is too big or not a drawing', async () => {
    expect(await rasterizeSvgLogo(new Uint8Array(MAX_SVG_BYTES + 1))).toEqual({ ok: false, reason: 'too-large' });
    expect(await rasterizeSvgLogo(text('<svg xmlns="http://www.w3.org/2000/svg"><unclosed'))).toEqual({ ok: false, reason: 'unsupported-type' });
  });
});
