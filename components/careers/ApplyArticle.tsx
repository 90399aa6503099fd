import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { BackLink } from '@/components/sections/BackLink';
import { Container } from '@/components/sections/Container';
import type { Locale } from '@/lib/infra/routing/routing';
import { getEnv } from '@/lib/infra/env.mjs';
import { openingPath } from '@/lib/features/openings';
import type { Opening } from '@/lib/features/openings/shared/types';
import { ApplicationForm } from './ApplicationForm.client';
import { OpeningFacts } from './Opening';
import { openingTexts } from './opening-labels';

/**
 * An opening's application page: the role named with its facts, and the form. The browser is sent
 * only the messages the form speaks (its own, the shared form parts', the rate-limit banner's).
 */
export async function ApplyArticle({ opening, locale, pageUri }: { opening: Opening; locale: Locale; pageUri: string }) {
  const [{ labels }, t, { Careers, Forms, RateLimit, Errors }] = await Promise.all([
    openingTexts(locale),
    getTranslations({ locale, namespace: 'Careers.application' }),
    getMessages({ locale }),
  ]);
  return (
    <article lang={opening.language}>
      <header className="bg-gradient-to-b from-brand-50 to-white">
        <Container className="max-w-3xl pt-10 pb-8 sm:pt-14">
          <BackLink locale={locale} href={openingPath(opening)}>
            {t('backToOpening', { role: opening.title })}
          </BackLink>
          <h1 className="mt-8 text-title font-extrabold tracking-tight text-ink-950">{t('heading', { role: opening.title })}</h1>
          <p className="mt-4">
            <OpeningFacts job={opening} labels={labels(opening)} />
          </p>
          <p className="mt-6 text-lg leading-8 text-ink-700">{t('lead')}</p>
        </Container>
      </header>
      <Container className="max-w-3xl pb-16">
        <section aria-labelledby="apply-form-title" className="rounded-card border border-ink-100 bg-white p-6 shadow-card sm:p-8">
          <h2 id="apply-form-title" className="text-2xl font-bold text-ink-950">
            {t('formTitle')}
          </h2>
          <div className="mt-4">
            <NextIntlClientProvider locale={locale} messages={{ Careers: { application: Careers.application }, Forms, RateLimit, Errors }}>
              <ApplicationForm locale={locale} slug={opening.slug} pageUri={pageUri} pageName={opening.title} retentionDays={getEnv().APPLICATIONS_RETENTION_DAYS} />
            </NextIntlClientProvider>
          </div>
        </section>
      </Container>
    </article>
  );
}
