import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { BackLink } from '@/components/sections/BackLink';
import { Section } from '@/components/sections/Section';
import { Icon } from '@/components/ui/icons';
import { getPathname } from '@/lib/infra/routing/navigation';
import type { Locale } from '@/lib/infra/routing/routing';
import { resourceFilePath } from '@/lib/features/resources';
import type { Resource } from '@/lib/features/resources/shared/types';
import { pages } from '@/lib/infra/routing/pages';
import { resourceFormMessages } from './form-messages';
import { ResourceCover } from './ResourceCover';
import { ResourceRequestForm } from './ResourceRequestForm.client';


/** A resource's page: what it is, what's inside, and the form (gated) or the download button (open). */
export async function ResourceArticle({ locale, resource, pageUri }: { locale: Locale; resource: Resource; pageUri: string; siteUrl: string }) {
  const [t, { Resources, Forms, RateLimit, Errors }] = await Promise.all([getTranslations({ locale, namespace: 'Resources' }), getMessages({ locale })]);
  const formMessages = resourceFormMessages(Resources);
  const type = t(`types.${resource.type}`);
  return (
    <Section>
      <BackLink locale={locale} href={pages.resources.path}>
        {t('backToLibrary')}
      </BackLink>
      <div className="mt-6 grid gap-10 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)]">
        <article>
          <p className="text-sm font-semibold text-brand-800">
            {type} · {t('language', { language: t(`languages.${resource.language}`) })}
          </p>
          <h1 className="mt-2 text-title font-extrabold tracking-tight text-ink-950">{resource.title}</h1>
          <p className="mt-4 text-lg leading-8 text-ink-700">{resource.summary}</p>
          <ResourceCover type={resource.type} label={type} className="mt-8 aspect-[16/9] w-full rounded-card" />
          <h2 className="mt-10 text-2xl font-bold text-ink-950">{t('inside')}</h2>
          <ul className="mt-4 space-y-3">
            {resource.inside.map((item) => (
              <li key={item} className="flex gap-3 leading-7 text-ink-800">
                <Icon name="check" className="mt-1 size-5 shrink-0 text-brand-700" />
                {item}
              </li>
            ))}
          </ul>
        </article>
        <div>
          {resource.gated ? (
            <NextIntlClientProvider locale={locale} messages={{ Resources: formMessages, Forms, RateLimit, Errors }}>
              <ResourceRequestForm locale={locale} slug={resource.slug} pageUri={pageUri} pageName={resource.title} />
            </NextIntlClientProvider>
          ) : (
            <div className="rounded-card border border-ink-100 bg-white p-6 shadow-card sm:p-8">
              <p className="text-lg font-semibold text-ink-900">{t('open')}</p>
              <a href={getPathname({ locale, href: resourceFilePath(resource) })} className="btn btn-primary mt-4" download>
                {t('download')}
              </a>
            </div>
          )}
        </div>
      </div>
    </Section>
  );
}
