import Image from 'next/image';

/**
 * A post's cover at 1200×630. Local images go through next/image (sized, modern formats); an image
 * on another host is shown as it is. Lazy, unless `priority`: the page's largest image above the
 * fold (a post's cover, the first card of a list) is fetched at once and ahead of other images.
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
  if (src.startsWith('/') && !src.startsWith('//')) {
    return (
      <Image
        src={src}
        alt=""
        width={1200}
        height={630}
        sizes={sizes}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        className={classes}
      />
    );
  }
  // eslint-disable-next-line @next/next/no-img-element
  return <img src={src} alt="" width={1200} height={630} loading={priority ? 'eager' : 'lazy'} fetchPriority={priority ? 'high' : undefined} className={classes} />;
}
