import { getTranslations } from 'next-intl/server';
import { HttpStatus } from '@/components/seo/HttpStatus';
import { SignInForm } from './SignInForm.client';
import { Link } from '@/lib/infra/routing/navigation';
import type { Locale } from '@/lib/infra/routing/routing';

/**
 * Spec §6: the editor's two refusals, with a way on: signed out, the sign-in form itself, which
 * brings the account back to the page it was refused (`next`); forbidden, back to the blog.
 */
export async function AccessDenied({ locale, reason, next }: { locale: Locale; reason: 'signed-out' | 'forbidden' | 'bad-origin'; next?: string }) {
  const t = await getTranslations({ locale, namespace: 'Admin' });
  const signedOut = reason === 'signed-out';
  return (
    // Signed out, a form follows: an alert would read all of it out.
    <div role={signedOut ? undefined : 'alert'} className="mx-auto max-w-xl rounded-card border border-red-700/20 bg-white p-8 text-center shadow-card">
      <HttpStatus code={signedOut ? 401 : 403} />
      <h1 className="text-2xl font-bold text-ink-950">{signedOut ? t('accessDeniedSignedOut') : t('accessDeniedForbidden')}</h1>
      <div className="mt-6 flex justify-center">
        {signedOut ? (
          <div className="w-full text-left">
            <p className="mb-6 text-center text-ink-600">{t('signInLead')}</p>
            <SignInForm locale={locale} next={next ?? ''} />
          </div>
        ) : (
          <Link locale={locale} href="/blog" className="btn btn-primary">
            {t('backToBlog')}
          </Link>
        )}
      </div>
    </div>
  );
}
