import type { ReactNode } from 'react';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { Container } from '@/components/sections/Container';
import { HttpStatus } from '@/components/seo/HttpStatus';

/** The answer of a mailed link (confirm, unsubscribe): a heading, what happened, and the way back (`back.href` after the locale). */
export function MailLinkNotice({ locale, title, status, back, children }: { locale: Locale; title: string; status?: 404 | 410 | 429 | 503; back: { href: string; label: string }; children: ReactNode }) {
  return (
    <Container className="max-w-2xl py-20 text-center">
      {status && <HttpStatus code={status} />}
      <h1 className="text-3xl font-extrabold text-ink-950">{title}</h1>
      <div className="mt-4 space-y-4 text-lg text-ink-700">{children}</div>
      <Link locale={locale} href={back.href} className="btn btn-secondary mt-8">
        {back.label}
      </Link>
    </Container>
  );
}
