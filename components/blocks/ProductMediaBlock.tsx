import { Section } from '@/components/sections/Section';
import { isMediaPath } from '@/lib/features/pages/shared/blocks';
import { BlockImage, headingId } from './parts';
import type { BlockProps } from './types';

const FRAME = 'aspect-[16/10] w-full rounded-card bg-ink-100 object-contain shadow-card ring-1 ring-ink-100';

/**
 * A screenshot, or a video with its poster and captions and the browser's controls. A video
 * plays on its own only muted and looping (a moving screenshot); sound always waits for a click.
 */
export function ProductMediaBlock({ block, locale, labels }: BlockProps<'productMedia'>) {
  const id = headingId(block.anchor);
  const { media } = block;
  return (
    <Section labelledBy={block.heading ? id : undefined}>
      <figure className="mx-auto max-w-5xl">
        {block.heading && (
          <h2 id={id} className="mb-8 text-center text-title font-extrabold tracking-tight text-ink-950">
            {block.heading}
          </h2>
        )}
        {media.kind === 'image' ? (
          <BlockImage src={media.src} alt={media.alt} width={1600} height={1000} sizes="(min-width: 1024px) 64rem, 100vw" className={FRAME} />
        ) : (
          <ProductVideo {...media} locale={locale} captionsLabel={labels.captions} />
        )}
        {block.caption && <figcaption className="mt-4 text-center text-sm leading-6 text-ink-600">{block.caption}</figcaption>}
      </figure>
    </Section>
  );
}

function ProductVideo({ src, poster, captions, title, autoplayMuted, locale, captionsLabel }: { src: string; poster: string; captions: string; title: string; autoplayMuted: boolean; locale: string; captionsLabel: string }) {
  // Checked again at render: a stored path that is not a site file plays nothing.
  if (!isMediaPath('video', src)) return <div aria-hidden="true" className={FRAME} />;
  const motion = autoplayMuted ? { autoPlay: true, muted: true, loop: true } : {};
  return (
    <video controls playsInline preload={autoplayMuted ? 'auto' : 'none'} poster={isMediaPath('image', poster) ? poster : undefined} aria-label={title} className={FRAME} {...motion}>
      <source src={src} type={src.endsWith('.webm') ? 'video/webm' : 'video/mp4'} />
      {isMediaPath('captions', captions) && <track kind="captions" src={captions} srcLang={locale} label={captionsLabel} default />}
    </video>
  );
}
