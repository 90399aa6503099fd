import { getImageProps } from 'next/image';
import { imageSource } from '@/lib/infra/uploads/image-source';

/**
 * A story's cover (1200×630) or logo (shown inside a 240×96 box, whatever its own shape), through
 * Next.js's image optimizer as a plain `<img>`. A stored value no page can show leaves an empty
 * frame of the same size.
 */
export function StoryImage({
  src,
  alt,
  kind,
  sizes,
  priority = false,
  className = '',
}: {
  src: string;
  alt: string;
  kind: 'cover' | 'logo';
  sizes: string;
  priority?: boolean;
  className?: string;
}) {
  const [width, height] = kind === 'cover' ? [1200, 630] : [240, 96];
  const frame = kind === 'cover' ? 'aspect-[40/21] w-full bg-ink-100 object-cover' : 'h-12 w-[7.5rem] object-contain object-left';
  const classes = `${frame} ${className}`;
  const source = imageSource(src);
  const loading = priority ? 'eager' : 'lazy';
  if (source.kind === 'local') {
    const { props } = getImageProps({ src: source.src, alt, width, height, sizes, loading, fetchPriority: priority ? 'high' : undefined, className: classes });
    // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- alt is in props
    return <img {...props} />;
  }
  return <div aria-hidden="true" className={classes} />;
}
