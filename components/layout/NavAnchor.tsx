import type { AnchorHTMLAttributes } from 'react';
import { Link } from '@/lib/infra/routing/navigation';
import type { Locale } from '@/lib/infra/routing/routing';
import { isExternalHref } from './nav-model';

/**
 * A menu's link (components/layout/site-navigation.ts): a page of this site in the visitor's
 * language, or an editor's https address, opened apart and without a referrer. Server or client.
 */
export function NavAnchor({ href, locale, ...props }: Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { href: string; locale: Locale }) {
  if (isExternalHref(href)) return <a {...props} href={href} rel="noopener noreferrer" target="_blank" />;
  return <Link {...props} locale={locale} href={href} />;
}
