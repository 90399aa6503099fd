/**
 * Logos arrive as SVG more often than not. An SVG can carry script and reach other files, so it is
 * never stored or served as SVG: it is drawn once, here, into a PNG (librsvg through sharp, from
 * memory, so it has no folder to load anything from), bounded in input size, drawing area and time.
 */
import sharp from 'sharp';

/** An SVG logo is a few kB; a megabyte of SVG is a drawing, or an attack on the renderer. */
export const MAX_SVG_BYTES = 512 * 1024;
/** The PNG's box: twice the largest size a page shows a logo at (240 × 96), for sharp screens. */
const BOX = { width: 480, height: 192 };

/** Whether these bytes are SVG text (an XML declaration, comments or a doctype may come first). */
export function isSvg(bytes: Uint8Array): boolean {
  const head = new TextDecoder('utf-8', { fatal: false }).decode(bytes.subarray(0, 1024)).replace(/^\uFEFF/, '').trimStart();
  if (!head.startsWith('<')) return false;
  return /<svg[\s>]/i.test(head.replace(/<\?xml[\s\S]*?\?>|<!--[\s\S]*?-->|<!DOCTYPE[^>]*>/gi, '').trimStart().slice(0, 8));
}

export type RasterizeResult = { ok: true; png: Uint8Array<ArrayBuffer> } | { ok: false; reason: 'too-large' | 'unsupported-type' };

/** The SVG drawn as a PNG that fits the logo box, or why not (too big, or not an image librsvg can draw). */
export async function rasterizeSvgLogo(svg: Uint8Array): Promise<RasterizeResult> {
  if (svg.byteLength > MAX_SVG_BYTES) return { ok: false, reason: 'too-large' };
  try {
    const png = await sharp(svg, { density: 144, limitInputPixels: 16_000_000 })
      .resize({ ...BOX, fit: 'inside', withoutEnlargement: false })
      .png()
      .timeout({ seconds: 5 })
      .toBuffer();
    return { ok: true, png: new Uint8Array(png) };
  } catch {
    return { ok: false, reason: 'unsupported-type' };
  }
}
