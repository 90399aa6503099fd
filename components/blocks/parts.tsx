import type { ReactNode } from 'react';
import { getImageProps } from 'next/image';
import { localizedPath } from '@/lib/infra/routing/localized-paths';
import type { Locale } from '@/lib/infra/routing/routing';
import { imageSource } from '@/lib/infra/uploads/image-source';
import { isSafeHref } from '@/lib/features/pages/shared/blocks';
import type { SiteParts } from './types';

/**
 * An editor's link: a site path in the page's language (`/book-demo` → `/es/reservar-demo`), or an
 * https address that opens safely. Checked again here (the schema checked it at save): a stored
 * value that is neither renders as text, never as a link.
 */
export function BlockLink({ href, locale, className, children }: { href: string; locale: Locale; className?: string; children: ReactNode }) {
  if (!isSafeHref(href)) return <span className={className}>{children}</span>;
  if (href.startsWith('#')) {
    return (
      <a href={href} className={className}>
        {children}
      </a>
    );
  }
  if (href.startsWith('/')) {
    return (
      <a href={localizedPath(locale, href as `/${string}`)} className={className}>
        {children}
      </a>
    );
  }
  return (
    <a href={href} className={className} rel="noopener noreferrer" target="_blank">
      {children}
    </a>
  );
}

/**
 * A call to action: the demo page's opens the demo dialog where the site wires it (`site.demoLink`),
 * anything else is a BlockLink. A demo button left without text shows the site's demo label (`demoLabel`).
 */
export function CtaLink({ cta, locale, site, demoLabel, className }: { cta: { label?: string; href: string }; locale: Locale; site?: SiteParts; demoLabel: string; className: string }) {
  const label = cta.label ?? demoLabel;
  if (site && cta.href === '/demo') return site.demoLink({ className, children: label });
  return (
    <BlockLink href={cta.href} locale={locale} className={className}>
      {label}
    </BlockLink>
  );
}

/**
 * A stored image through the image optimizer, inside a frame of fixed shape (no layout shift
 * whatever the file's own size); a value no page can show leaves the empty frame.
 */
export function BlockImage({ src, alt, width, height, sizes, priority = false, className = '' }: { src: string; alt: string; width: number; height: number; sizes: string; priority?: boolean; className?: string }) {
  const source = imageSource(src);
  if (source.kind !== 'local') return <div aria-hidden="true" className={className} style={{ aspectRatio: `${width} / ${height}` }} />;
  const { props } = getImageProps({ src: source.src, alt, width, height, sizes, loading: priority ? 'eager' : 'lazy', fetchPriority: priority ? 'high' : undefined, className });
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- alt is in props
  return <img {...props} />;
}

/** Where a figure or a claim comes from: the source line, linked when it has an address. */
export function SourceLine({ label, source, url, locale, className = '' }: { label: string; source: string; url?: string; locale: Locale; className?: string }) {
  return (
    <p className={`text-sm leading-6 ${className}`}>
      {label}{' '}
      {url ? (
        <BlockLink href={url} locale={locale} className="underline underline-offset-2">
          {source}
        </BlockLink>
      ) : (
        source
      )}
    </p>
  );
}

/** Plain text typed in paragraphs (blank lines), as paragraphs. */
export function Paragraphs({ text, className = '' }: { text: string; className?: string }) {
  return text
    .split(/\n[ \t]*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph, index) => (
      <p key={index} className={className || undefined}>
        {paragraph}
      </p>
    ));
}

export const headingId = (anchor: string) => `${anchor}-title`;
