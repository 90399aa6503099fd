/**
 * Logos arrive as SVG more often than not. An SVG can carry script and reach other files, so it is
 * never stored or served as SVG: it is drawn once, here, into a PNG. First it is read without being
 * drawn and refused if drawing it could explode (svg-screen.ts: embedded images past the logo
 * budget, nested SVG, outside references, entities, too many elements, costly filters), and given a
 * drawing size that fits the logo box; then librsvg (through sharp) draws it in a child process
 * that is killed at 5 s and capped in memory (svg-raster.ts), from memory, with nothing to load.
 */
import { rasterizeSvg, type RasterLimits } from './svg-raster';
import { screenSvgLogo, type SvgProblem } from './svg-screen';

/** An SVG logo is a few kB; a megabyte of SVG is a drawing, or an attack on the renderer. */
export const MAX_SVG_BYTES = 512 * 1024;

/** Whether these bytes are SVG text (an XML declaration, comments or a doctype may come first). */
export function isSvg(bytes: Uint8Array): boolean {
  const head = new TextDecoder('utf-8', { fatal: false }).decode(bytes.subarray(0, 1024)).replace(/^\uFEFF/, '').trimStart();
  if (!head.startsWith('<')) return false;
  return /<svg[\s>]/i.test(head.replace(/<\?xml[\s\S]*?\?>|<!--[\s\S]*?-->|<!DOCTYPE[^>]*>/gi, '').trimStart().slice(0, 8));
}

export type RasterizeResult =
  | { ok: true; png: Uint8Array<ArrayBuffer> }
  | { ok: false; reason: 'too-large' | 'unsupported-type' }
  | { ok: false; reason: 'unsafe-svg'; svg: SvgProblem };

/** The drawing took longer or more memory than a logo may: said as the screen's problems are. */
const TOO_COSTLY: SvgProblem = { kind: 'too-costly' };

/**
 * The SVG drawn as a PNG that fits the logo box, or why not (too big, not an image librsvg can
 * draw, or what the screen or the limits refused). Throws when too many drawings are waiting.
 */
export async function rasterizeSvgLogo(svg: Uint8Array, limits?: RasterLimits): Promise<RasterizeResult> {
  if (svg.byteLength > MAX_SVG_BYTES) return { ok: false, reason: 'too-large' };
  const screened = screenSvgLogo(svg);
  if (!screened.ok) return screened.problem.kind === 'unreadable' ? { ok: false, reason: 'unsupported-type' } : { ok: false, reason: 'unsafe-svg', svg: screened.problem };
  const drawn = await rasterizeSvg(screened.svg, screened, limits);
  if (drawn.ok) return drawn;
  if (drawn.reason === 'busy') throw new Error('svg logo: too many drawings waiting');
  return drawn.reason === 'unreadable' ? { ok: false, reason: 'unsupported-type' } : { ok: false, reason: 'unsafe-svg', svg: TOO_COSTLY };
}
