import { Link } from '@/lib/infra/routing/navigation';
import type { Locale } from '@/lib/infra/routing/routing';
import { BACK_LINK_CLASS, BackLinkBody } from './back-link-body';

export function BackLink({ href, locale, children }: { href: string; locale: Locale; children: string }) {
  return (
    <Link href={href} locale={locale} className={BACK_LINK_CLASS}>
      <BackLinkBody>{children}</BackLinkBody>
    </Link>
  );
}
