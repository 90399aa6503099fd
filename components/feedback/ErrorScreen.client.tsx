'use client';

import { useEffect } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { Link } from '@/lib/infra/routing/navigation';

type ErrorKind = 'blogList' | 'blogPost' | 'page';

/** What an error boundary shows: the failure in the visitor's language and a way to retry. */
export function ErrorScreen({ kind, error, reset }: { kind: ErrorKind; error: Error & { digest?: string }; reset: () => void }) {
  const locale = useLocale();
  const t = useTranslations('Errors');
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <section role="alert" className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center">
      <h1 className="text-title font-extrabold tracking-tight text-ink-950">{t(kind)}</h1>
      {kind === 'blogPost' && <p className="mt-4 text-lg text-ink-600">{t('blogPostDetail')}</p>}
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <button type="button" className="btn btn-primary" onClick={reset}>
          {t('retry')}
        </button>
        {kind !== 'page' && (
          <Link locale={locale} href="/blog" className="btn btn-secondary">
            {t('backToBlog')}
          </Link>
        )}
      </div>
    </section>
  );
}
