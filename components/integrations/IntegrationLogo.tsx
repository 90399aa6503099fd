import { getImageProps } from 'next/image';
import { svgPathBbox } from 'svg-path-bbox';
import { prefersLightInk, type Integration } from '@/lib/features/content';
import { isUploadedImageUrl } from '@/lib/infra/uploads/image-source';

/**
 * simple-icons draw every logo in a 24×24 square, so a wide wordmark (FedEx, DHL) fills a thin
 * band of it: the view box is cut to the drawing, which then fills the tile's width.
 */
function tightViewBox(path: string): string {
  const [minX, minY, maxX, maxY] = svgPathBbox(path);
  const pad = 0.25;
  return `${minX - pad} ${minY - pad} ${maxX - minX + 2 * pad} ${maxY - minY + 2 * pad}`;
}

const TILE = 'flex h-16 w-32 shrink-0 flex-col items-center justify-center gap-1 rounded-xl px-3';

/**
 * The partner's mark on a tile of one size: its simple-icons logo (in white on the brand colour, or
 * in the brand colour on ink when white would not read), or the site's wordmark for brands
 * simple-icons lacks, or a logo the editor uploaded (always a raster image: an SVG is stored as a
 * PNG drawn from it), fitted into the same tile. Decorative: the name is beside it.
 */
export function IntegrationLogo({ integration, eager = false }: { integration: Integration & { logo?: string | null }; /** At the top of its page (the detail page's hero). */ eager?: boolean }) {
  const { mark, logo } = integration;
  if (isUploadedImageUrl(logo)) {
    // A fixed box whatever the image's own shape, so nothing moves when it loads.
    const { props } = getImageProps({ src: logo, alt: '', width: 100, height: 48, loading: eager ? 'eager' : 'lazy', className: 'h-12 w-25 object-contain' });
    return (
      <span aria-hidden="true" data-mark={integration.id} data-logo="upload" className={`${TILE} border border-ink-100 bg-white`}>
        {/* eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- alt is in props (empty: decorative) */}
        <img {...props} />
      </span>
    );
  }
  if (mark.kind === 'icon') {
    // A caption is text: it goes on ink, where the brand colour reads, rather than white on the brand colour.
    const light = !mark.caption && prefersLightInk(mark.icon.hex);
    const ink = light ? '#fff' : `#${mark.icon.hex}`;
    return (
      <span aria-hidden="true" data-mark={integration.id} className={TILE} style={{ backgroundColor: light ? `#${mark.icon.hex}` : 'var(--color-ink-950)' }}>
        <svg viewBox={tightViewBox(mark.icon.path)} className={mark.caption ? 'h-7 w-full' : 'h-10 w-full'} fill={ink}>
          <path d={mark.icon.path} />
        </svg>
        {mark.caption && (
          <span className="text-xs leading-none font-bold tracking-wide uppercase" style={{ color: ink }}>
            {mark.caption}
          </span>
        )}
      </span>
    );
  }
  const [first, second] = mark.lines;
  return (
    <span aria-hidden="true" data-mark={integration.id} className={`${TILE} border border-ink-100 bg-white text-center`} style={{ color: mark.color }}>
      <span className={`leading-none font-extrabold tracking-tight ${second || first.length > 10 ? 'text-base' : 'text-xl'}`}>{first}</span>
      {second && <span className="text-[10px] leading-none font-bold tracking-wider uppercase">{second}</span>}
    </span>
  );
}
