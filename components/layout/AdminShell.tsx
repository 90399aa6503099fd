import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { Logo } from './Logo';

/** The admin area's own frame: no marketing header, footer or cookie banner. */
export async function AdminShell({ locale, children }: { locale: Locale; children: ReactNode }) {
  const t = await getTranslations({ locale, namespace: 'Admin' });
  return (
    <>
      <header className="border-b border-ink-100 bg-white">
        <div className="mx-auto flex h-16 max-w-7xl items-center justify-between px-4 sm:px-6 lg:px-8">
          <Link href="/manage" aria-label={t('adminNav')} className="rounded-lg">
            <Logo />
          </Link>
          <Link href="/" className="text-sm font-semibold text-brand-800 underline-offset-4 hover:underline">
            {t('backToSite')}
          </Link>
        </div>
      </header>
      <main id="main" tabIndex={-1} className="flex-1 bg-ink-50 focus:outline-none">
        <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">{children}</div>
      </main>
    </>
  );
}
