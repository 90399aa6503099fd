import { getImageProps } from 'next/image';
import { imageSource } from '@/lib/infra/uploads/image-source';

/**
 * A post's cover at 1200×630. Site images go through Next.js's image optimizer (sized, modern
 * formats) as a plain `<img>` (getImageProps: nothing for the browser to hydrate, unlike
 * next/image's component); an image on another host is shown as it is. Lazy, unless `priority`: the page's largest image above the
 * fold (a post's cover, the first card of a list) is fetched at once and ahead of other images.
 * A stored value no page can show (see lib/infra/uploads/image-source.ts) leaves an empty frame of the same
 * size rather than breaking the list or the post around it.
 */
export function PostImage({
  src,
  sizes,
  priority = false,
  className = '',
}: {
  src: string;
  sizes: string;
  priority?: boolean;
  className?: string;
}) {
  const classes = `aspect-[40/21] w-full bg-ink-100 object-cover ${className}`;
  const source = imageSource(src);
  const loading = priority ? 'eager' : 'lazy';
  const fetchPriority = priority ? 'high' : undefined;
  if (source.kind === 'local') {
    const { props } = getImageProps({ src: source.src, alt: '', width: 1200, height: 630, sizes, loading, fetchPriority, className: classes });
    // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- alt is in props: '' (the card's title names the post)
    return <img {...props} />;
  }
  if (source.kind === 'remote') {
    // eslint-disable-next-line @next/next/no-img-element
    return <img src={source.src} alt="" width={1200} height={630} loading={loading} fetchPriority={fetchPriority} className={classes} />;
  }
  return <div aria-hidden="true" className={classes} />;
}
