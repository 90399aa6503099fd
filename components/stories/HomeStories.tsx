import { getTranslations } from 'next-intl/server';
import { Section, SectionHeader } from '@/components/sections/Section';
import { Link } from '@/lib/infra/routing/navigation';
import type { Locale } from '@/lib/infra/routing/routing';
import { featuredStory, listStories } from '@/lib/features/stories';
import { pages } from '@/lib/infra/routing/pages';
import { StoryImage } from './StoryImage';

/**
 * The home page's proof: the logos of customers with a published story (anonymized ones have none)
 * and one featured story. Without any story the section is not there at all.
 */
export async function HomeStories({ locale }: { locale: Locale }) {
  const [t, stories, featured] = await Promise.all([getTranslations({ locale, namespace: 'Stories' }), listStories(locale, {}), featuredStory(locale)]);
  if (!featured) return null;
  const logos = stories.filter((story) => story.logo && !story.anonymized);
  const [headline] = featured.results;
  return (
    <Section labelledBy="home-stories">
      <SectionHeader id="home-stories" title={t('home.title')} intro={t('home.lead')} />
      {logos.length > 0 && (
        <ul aria-label={t('home.logos')} className="mt-10 flex flex-wrap items-center justify-center gap-x-10 gap-y-6">
          {logos.map((story) => (
            <li key={story.id}>
              <Link locale={locale} href={`/customers/${story.slug}`} className="block rounded-lg p-1 opacity-80 grayscale transition hover:opacity-100 hover:grayscale-0">
                <StoryImage kind="logo" src={story.logo!} alt={story.logoAlt ?? story.customer} sizes="120px" />
              </Link>
            </li>
          ))}
        </ul>
      )}
      <article lang={featured.language} className="group relative mt-10 grid gap-8 rounded-card border border-ink-100 bg-ink-50 p-6 sm:p-10 md:grid-cols-[auto_1fr] md:items-center has-[a:focus-visible]:ring-4 has-[a:focus-visible]:ring-brand-500">
        {headline && (
          <p className="md:border-r md:border-ink-200 md:pr-10">
            <span className="block text-5xl font-extrabold tracking-tight text-brand-800 sm:text-6xl">{headline.value}</span>
            <span className="mt-1 block font-semibold text-ink-700">{headline.label}</span>
          </p>
        )}
        <div>
          <p className="text-sm font-semibold text-brand-800">
            {t('home.featured')} · {featured.anonymized ? `${featured.customer} (${t('anonymized').toLowerCase()})` : featured.customer}
          </p>
          <h3 className="mt-2 text-2xl leading-snug font-bold text-ink-950">
            <Link locale={locale} href={`/customers/${featured.slug}`} className="after:absolute after:inset-0 after:content-[''] group-hover:text-brand-800 focus-visible:outline-none">
              {featured.title}
            </Link>
          </h3>
          <p className="mt-3 leading-7 text-ink-600">{featured.summary}</p>
        </div>
      </article>
      <p className="mt-8 text-center">
        <Link locale={locale} href={pages.customers.path} className="btn btn-secondary">
          {t('home.allStories')}
        </Link>
      </p>
    </Section>
  );
}
