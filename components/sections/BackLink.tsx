import { Link } from '@/lib/infra/routing/navigation';
import type { Locale } from '@/lib/infra/routing/routing';
import { Icon } from '@/components/ui/icons';

export function BackLink({ href, locale, children }: { href: string; locale: Locale; children: string }) {
  return (
    <Link
      href={href}
      locale={locale}
      className="inline-flex items-center gap-1.5 rounded-lg text-sm font-semibold text-brand-800 underline-offset-4 hover:underline"
    >
      <Icon name="arrowLeft" className="size-4" />
      {children}
    </Link>
  );
}
