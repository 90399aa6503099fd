import { getTranslations } from 'next-intl/server';
import { HttpStatus } from '@/components/seo/HttpStatus';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';

/** Spec §6: the editor's two refusals, with a way on (sign in, or back to the blog). */
export async function AccessDenied({ locale, reason, next }: { locale: Locale; reason: 'signed-out' | 'forbidden' | 'bad-origin'; next?: string }) {
  const t = await getTranslations({ locale, namespace: 'Admin' });
  const signedOut = reason === 'signed-out';
  return (
    <div role="alert" className="mx-auto max-w-xl rounded-card border border-red-700/20 bg-white p-8 text-center shadow-card">
      <HttpStatus code={signedOut ? 401 : 403} />
      <h1 className="text-2xl font-bold text-ink-950">{signedOut ? t('accessDeniedSignedOut') : t('accessDeniedForbidden')}</h1>
      <div className="mt-6 flex justify-center">
        {signedOut ? (
          <Link locale={locale} href={next ? `/manage?next=${encodeURIComponent(next)}` : '/manage'} className="btn btn-primary">
            {t('goToSignIn')}
          </Link>
        ) : (
          <Link locale={locale} href="/blog" className="btn btn-primary">
            {t('backToBlog')}
          </Link>
        )}
      </div>
    </div>
  );
}
