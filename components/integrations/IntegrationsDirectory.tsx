import { getTranslations } from 'next-intl/server';
import { Section } from '@/components/sections/Section';
import { ClearFilters, FilterForm } from '@/components/forms/FilterForm';
import { FilterSelect } from '@/components/forms/FilterSelect';
import { Link } from '@/lib/infra/routing/navigation';
import type { Locale } from '@/lib/infra/routing/routing';
import { filterIntegrations, integrationStatuses, isFiltered, MAX_QUERY_LENGTH, type DirectoryQuery } from '@/lib/features/content';
import { directoryCards, integrationPath, listIntegrationCategories, type DirectoryCard } from '@/lib/features/integrations';
import type { IntegrationCategory } from '@/lib/features/integrations/shared/categories';
import { pages } from '@/lib/infra/routing/pages';
import { IntegrationLogo } from './IntegrationLogo';

type IntegrationsT = Awaited<ReturnType<typeof getTranslations<'Integrations'>>>;

/**
 * The integrations directory: a search and two filters (a plain GET form: it works without
 * JavaScript and its URL can be shared), then the matching partners by group. The plain page
 * (no query) is cached like other content pages; filtered views are served per request from
 * integrations-results. Each card links to the integration's own page. It is the integrations
 * page's `integrationsDirectory` site section (components/pages/site-parts.tsx), searched by `query`.
 */
export async function IntegrationsDirectory({ locale, query }: { locale: Locale; query: DirectoryQuery }) {
  const t = await getTranslations({ locale, namespace: 'Integrations' });
  const [cards, categories] = await Promise.all([directoryCards(locale), listIntegrationCategories()]);
  const names = new Map(categories.map((category) => [category.slug, category.name[locale]]));
  const shown = filterIntegrations(cards, query, (card) => `${card.description} ${names.get(card.group) ?? ''}`);
  return (
    <Section className="!pt-4">
      <DirectoryForm locale={locale} query={query} categories={categories} t={t} />
      <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
        <p role="status" className="font-semibold text-ink-800">
          {t('directory.count', { count: shown.length })}
        </p>
        {isFiltered(query) && (
          <ClearFilters locale={locale} page="integrations">
            {t('directory.clear')}
          </ClearFilters>
        )}
      </div>
      {shown.length === 0 ? <NoMatches locale={locale} t={t} /> : <IntegrationGroups locale={locale} shown={shown} categories={categories} t={t} />}
    </Section>
  );
}

/** The search and the two filters, on the list pages' shared GET form. */
function DirectoryForm({ locale, query, categories, t }: { locale: Locale; query: DirectoryQuery; categories: readonly IntegrationCategory[]; t: IntegrationsT }) {
  return (
    <FilterForm locale={locale} page="integrations" label={t('directory.label')} apply={t('directory.apply')} columns="sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_auto] lg:items-end">
      <div>
        <label htmlFor="integrations-q" className="field-label">
          {t('directory.searchLabel')}
        </label>
        <input id="integrations-q" name="q" type="search" defaultValue={query.q} maxLength={MAX_QUERY_LENGTH} placeholder={t('directory.searchPlaceholder')} className="field-control" />
      </div>
      <FilterSelect
        id="integrations-group"
        name="group"
        label={t('directory.group')}
        value={query.group}
        options={[['', t('directory.allGroups')], ...categories.map((category) => [category.slug, category.name[locale]] as const)]}
      />
      <FilterSelect
        id="integrations-status"
        name="status"
        label={t('directory.status')}
        value={query.status}
        options={[['', t('directory.allStatuses')], ...integrationStatuses.map((status) => [status, t(status)] as const)]}
      />
    </FilterForm>
  );
}

/** Nothing matches: say so, and offer the whole directory. */
function NoMatches({ locale, t }: { locale: Locale; t: IntegrationsT }) {
  return (
    <div className="mt-8 rounded-card border border-dashed border-ink-200 p-10 text-center">
      <p className="text-lg font-semibold text-ink-900">{t('directory.empty')}</p>
      <p className="mt-2 text-ink-600">{t('directory.emptyHint')}</p>
      <Link locale={locale} href={pages.integrations.path} className="btn btn-secondary mt-6">
        {t('directory.clear')}
      </Link>
    </div>
  );
}

/** The matching partners, a section per category that has any, in the categories' order. */
function IntegrationGroups({ locale, shown, categories, t }: { locale: Locale; shown: DirectoryCard[]; categories: readonly IntegrationCategory[]; t: IntegrationsT }) {
  return (
    <div className="mt-8 space-y-16">
      {categories
        .filter((category) => shown.some((integration) => integration.group === category.slug))
        .map(({ slug: group, name, intro }) => (
          <section key={group} aria-labelledby={`group-${group}`} data-group={group}>
            <h2 id={`group-${group}`} className="text-2xl font-extrabold tracking-tight text-ink-950">
              {name[locale]}
            </h2>
            {intro[locale] && <p className="mt-2 text-ink-600">{intro[locale]}</p>}
            <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {shown
                .filter((integration) => integration.group === group)
                .map((integration) => (
                  <IntegrationCard key={integration.id} locale={locale} integration={integration} status={t(integration.status)} />
                ))}
            </ul>
          </section>
        ))}
    </div>
  );
}

/** A partner: logo, name (the link to its page, covering the card), whether it is live, what it does. */
function IntegrationCard({ locale, integration, status }: { locale: Locale; integration: DirectoryCard; status: string }) {
  return (
    <li className="relative flex flex-col gap-4 rounded-card border border-ink-100 bg-white p-5 shadow-card has-[a:focus-visible]:ring-4 has-[a:focus-visible]:ring-brand-500">
      <IntegrationLogo integration={integration} />
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="font-bold text-ink-950">
            <Link locale={locale} href={integrationPath(integration)} className="after:absolute after:inset-0 after:content-[''] hover:text-brand-800 focus-visible:outline-none">
              {integration.name}
            </Link>
          </h3>
          <span className={`rounded-full px-2 py-0.5 text-xs font-bold ${integration.status === 'live' ? 'bg-brand-100 text-brand-800' : 'bg-accent-100 text-accent-700'}`}>{status}</span>
        </div>
        <p className="mt-1 text-sm leading-6 text-ink-600">{integration.description}</p>
      </div>
    </li>
  );
}
