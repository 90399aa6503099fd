import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/infra/routing/routing';
import { Container } from '@/components/sections/Container';
import { PageHero } from '@/components/sections/PageHero';
import { HttpStatus } from '@/components/seo/HttpStatus';
import { PageBreadcrumbs } from '@/components/seo/PageBreadcrumbs';
import { getCopy } from '@/lib/features/content';
import { formValuesOf } from '@/lib/features/roi/shared/format';
import type { ParsedQuery } from '@/lib/features/roi/shared/model';
import { RESALE_CONTEXT_SOURCE } from '@/lib/features/roi/shared/sources';
import { documentTitle } from '@/lib/infra/seo/page-title';
import { RoiCalculator } from './RoiCalculator.client';
import { localizedPath } from '@/lib/infra/routing/localized-paths';

/**
 * The ROI calculator page, for the defaults (static) or for a query (rendered per request, with a
 * 400 when a value cannot be used). The calculator's messages go to the browser on this page only.
 */
export async function RoiPage({ locale, query }: { locale: Locale; query: ParsedQuery }) {
  const [page, t, messages] = await Promise.all([
    getTranslations({ locale, namespace: 'Pages.roiCalculator' }),
    getTranslations({ locale, namespace: 'Roi' }),
    getMessages({ locale }),
  ]);
  const { Roi, Forms, RateLimit, Errors } = messages;
  const { assumptions } = getCopy(locale).Roi;
  const invalid = Object.keys(query.errors).length > 0;

  return (
    <>
      {invalid && <HttpStatus code={400} />}
      <PageBreadcrumbs locale={locale} trail={['roiCalculator']} />
      <PageHero title={page('heading')} lead={page('lead')} />
      <Container className="pb-16">
        <NextIntlClientProvider locale={locale} messages={{ Roi, Forms, RateLimit, Errors }}>
          <RoiCalculator
            locale={locale}
            action={localizedPath(locale, 'roiCalculator')}
            initial={formValuesOf(locale, query.raw, query.inputs)}
            costFollowsOrderValue={query.raw.returnCost === undefined}
            currencyChosen={query.raw.currency !== undefined}
            pageName={await documentTitle(locale, 'roiCalculator')}
          />
        </NextIntlClientProvider>
      </Container>
      {/* In a div: main's later sections skip rendering until scrolled to (globals.css), and this
          one is read right after the calculator, often before it has been scrolled into view. */}
      <div>
        <section aria-labelledby="roi-assumptions-title" className="border-t border-ink-100 bg-ink-50/60 py-16">
          <Container className="max-w-4xl">
            <h2 id="roi-assumptions-title" className="text-title font-extrabold tracking-tight text-ink-950">
              {t('assumptionsTitle')}
            </h2>
            <ol className="mt-6 list-decimal space-y-4 pl-6 leading-7 text-ink-700 marker:font-semibold marker:text-brand-800">
              {assumptions.map((text) => (
                <li key={text}>{text}</li>
              ))}
            </ol>
            <p className="mt-6 text-sm text-ink-600">
              CBRE:{' '}
              <a href={RESALE_CONTEXT_SOURCE} rel="noopener noreferrer" className="font-medium text-brand-800 underline underline-offset-2">
                {t('resaleSource')}
              </a>
            </p>
          </Container>
        </section>
      </div>
    </>
  );
}
