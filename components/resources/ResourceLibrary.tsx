import { getTranslations } from 'next-intl/server';
import { ClearFilters, FilterForm } from '@/components/forms/FilterForm';
import { FilterSelect } from '@/components/forms/FilterSelect';
import { BackLink } from '@/components/sections/BackLink';
import { PageHero } from '@/components/sections/PageHero';
import { Section } from '@/components/sections/Section';
import { PageBreadcrumbs } from '@/components/seo/PageBreadcrumbs';
import { Link } from '@/lib/infra/routing/navigation';
import type { Locale } from '@/lib/infra/routing/routing';
import { listResources, resourcePath } from '@/lib/features/resources';
import { RESOURCE_TYPES, type ResourceType } from '@/lib/features/resources/shared/types';
import { ResourceCover } from './ResourceCover';

/** The library's filter from the query string: a known type, else none. */
export function resourceTypeOf(query: Record<string, string | string[] | undefined>): ResourceType | undefined {
  const type = query.type;
  return typeof type === 'string' && (RESOURCE_TYPES as readonly string[]).includes(type) ? (type as ResourceType) : undefined;
}

/**
 * The resource library of one language, filtered by type with a plain GET form (it works without
 * JavaScript and its URL can be shared). The plain library is cached and expired when a resource
 * changes; a filtered view is served per request from resources-results.
 */
export async function ResourceLibrary({ locale, type }: { locale: Locale; type?: ResourceType }) {
  const [t, page, resources] = await Promise.all([getTranslations({ locale, namespace: 'Resources' }), getTranslations({ locale, namespace: 'Pages.resources' }), listResources(locale, type)]);
  return (
    <>
      <PageBreadcrumbs locale={locale} trail={['resources']} />
      <PageHero back={<BackLink locale={locale} href="/">{t('backToHome')}</BackLink>} title={page('heading')} lead={page('lead')} />
      <Section className="!pt-4">
        <FilterForm locale={locale} page="resources" label={t('filters.label')} apply={t('filters.apply')} columns="sm:grid-cols-[1fr_auto] sm:items-end">
          <FilterSelect id="resources-type" name="type" label={t('filters.type')} value={type} options={[['', t('filters.allTypes')], ...RESOURCE_TYPES.map((key) => [key, t(`types.${key}`)] as const)]} />
        </FilterForm>
        <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
          <p role="status" className="font-semibold text-ink-800">
            {t('count', { count: resources.length })}
          </p>
          {type && (
            <ClearFilters locale={locale} page="resources">
              {t('filters.clear')}
            </ClearFilters>
          )}
        </div>
        {resources.length === 0 ? (
          <p className="mt-8 rounded-card border border-dashed border-ink-200 p-10 text-center text-lg font-semibold text-ink-900">{t('empty')}</p>
        ) : (
          <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {resources.map((resource) => (
              <li key={resource.id} className="flex">
                <article className="flex w-full flex-col overflow-hidden rounded-card border border-ink-100 bg-white shadow-card">
                  <ResourceCover type={resource.type} label={t(`types.${resource.type}`)} className="aspect-[16/9] w-full" />
                  <div className="flex flex-1 flex-col p-6">
                    <p className="text-sm font-semibold text-brand-800">
                      {t(`types.${resource.type}`)} · {t(`languages.${resource.language}`)}
                    </p>
                    <h2 className="mt-2 text-xl font-bold text-ink-950">
                      <Link locale={locale} href={resourcePath(resource)} className="hover:underline">
                        {resource.title}
                      </Link>
                    </h2>
                    <p className="mt-2 flex-1 leading-7 text-ink-700">{resource.summary}</p>
                    <p className="mt-4 text-sm text-ink-600">{resource.gated ? t('gated') : t('open')}</p>
                  </div>
                </article>
              </li>
            ))}
          </ul>
        )}
      </Section>
    </>
  );
}
