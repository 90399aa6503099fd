import { getTranslations } from 'next-intl/server';
import { BackLink } from '@/components/sections/BackLink';
import { PageHero } from '@/components/sections/PageHero';
import { Section } from '@/components/sections/Section';
import { PageBreadcrumbs } from '@/components/seo/PageBreadcrumbs';
import { ClearFilters, FilterForm } from '@/components/forms/FilterForm';
import { FilterSelect } from '@/components/forms/FilterSelect';
import { Link } from '@/lib/infra/routing/navigation';
import type { Locale } from '@/lib/infra/routing/routing';
import { listStories } from '@/lib/features/stories';
import { isFilteredStoryQuery } from '@/lib/features/stories/shared/story-query';
import { INDUSTRIES, PLATFORM_IDS, PLATFORMS, STORY_SOLUTIONS } from '@/lib/features/stories/shared/taxonomy';
import type { StoryQuery } from '@/lib/features/stories/shared/types';
import { pages } from '@/lib/infra/routing/pages';
import { StoryRow } from './StoryRow';
import { StoriesCta } from './StoriesCta';

/**
 * The customer stories of one language, filtered by industry, platform and solution with a plain
 * GET form (it works without JavaScript and its URL can be shared). The plain hub is cached and
 * expired when a story changes; filtered views are served per request from customers-results.
 */
export async function StoriesHub({ locale, query }: { locale: Locale; query: StoryQuery }) {
  const [t, page, names, stories] = await Promise.all([
    getTranslations({ locale, namespace: 'Stories' }),
    getTranslations({ locale, namespace: 'Pages.customers' }),
    getTranslations({ locale, namespace: 'PageNames' }),
    listStories(locale, query),
  ]);
  const nav = await getTranslations({ locale, namespace: 'Integrations' });
  return (
    <>
      <PageBreadcrumbs locale={locale} trail={['customers']} />
      <PageHero back={<BackLink locale={locale} href="/">{nav('backToHome')}</BackLink>} title={page('heading')} lead={page('lead')} />
      <Section className="!pt-4">
        <FilterForm locale={locale} page="customers" label={t('filters.label')} apply={t('filters.apply')} columns="sm:grid-cols-3 lg:grid-cols-[1fr_1fr_1fr_auto] lg:items-end">
          <FilterSelect id="customers-industry" name="industry" label={t('filters.industry')} value={query.industry} options={[['', t('filters.allIndustries')], ...INDUSTRIES.map((key) => [key, t(`industries.${key}`)] as const)]} />
          <FilterSelect id="customers-platform" name="platform" label={t('filters.platform')} value={query.platform} options={[['', t('filters.allPlatforms')], ...PLATFORM_IDS.map((id) => [id, PLATFORMS[id]] as const)]} />
          <FilterSelect id="customers-solution" name="solution" label={t('filters.solution')} value={query.solution} options={[['', t('filters.allSolutions')], ...STORY_SOLUTIONS.map((key) => [key, names(key)] as const)]} />
        </FilterForm>
        <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
          <p role="status" className="font-semibold text-ink-800">
            {t('count', { count: stories.length })}
          </p>
          {isFilteredStoryQuery(query) && (
            <ClearFilters locale={locale} page="customers">
              {t('filters.clear')}
            </ClearFilters>
          )}
        </div>
        {stories.length === 0 ? (
          <div className="mt-8 rounded-card border border-dashed border-ink-200 p-10 text-center">
            <p className="text-lg font-semibold text-ink-900">{t('empty')}</p>
            <p className="mt-2 text-ink-600">{t('emptyHint')}</p>
            <Link locale={locale} href={pages.customers.path} className="btn btn-secondary mt-6">
              {t('filters.clear')}
            </Link>
          </div>
        ) : (
          <StoryRow stories={stories} locale={locale} labels={(story) => ({ industry: t(`industries.${story.industry}`), anonymized: t('anonymized'), readStory: t('readStory') })} />
        )}
      </Section>
      <StoriesCta locale={locale} />
    </>
  );
}
