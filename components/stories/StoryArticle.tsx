import { getTranslations } from 'next-intl/server';
import { BackLink } from '@/components/sections/BackLink';
import { Container } from '@/components/sections/Container';
import { Link } from '@/lib/infra/routing/navigation';
import type { Locale } from '@/lib/infra/routing/routing';
import { renderStoryBodies } from '@/lib/features/stories';
import { PLATFORMS } from '@/lib/features/stories/shared/taxonomy';
import type { Story } from '@/lib/features/stories/shared/types';
import { pages } from '@/lib/infra/routing/pages';
import { StoryImage } from './StoryImage';
import { StoriesCta } from './StoriesCta';

/**
 * A customer story: who (or, anonymized, what kind of business), the headline figures, the
 * challenge, solution and results as the blog renders bodies, the customer's words and the demo
 * call to action. The quote is a plain blockquote, not review markup.
 */
export async function StoryArticle({ story, locale }: { story: Story; locale: Locale }) {
  const [t, bodies] = await Promise.all([getTranslations({ locale, namespace: 'Stories' }), renderStoryBodies(story)]);
  const person = [story.quoteName, story.quoteRole].filter(Boolean).join(', ');
  return (
    <>
      <article lang={story.language}>
        <StoryHeader story={story} locale={locale} t={t} />
        <Container className="grid max-w-5xl gap-12 pb-16 lg:grid-cols-[1fr_16rem]">
          <div className="min-w-0">
            {story.cover && <StoryImage kind="cover" src={story.cover} alt={story.coverAlt ?? ''} sizes="(min-width: 1024px) 720px, 100vw" priority className="mb-10 rounded-card" />}
            <StorySection id="story-challenge" title={t('challenge')} html={bodies.challenge} />
            <StorySection id="story-solution" title={t('solution')} html={bodies.solution} />
            {story.quote && (
              <figure className="my-10 border-l-4 border-brand-600 pl-6">
                <blockquote className="text-xl leading-8 font-semibold text-ink-900">
                  <p>“{story.quote}”</p>
                </blockquote>
                {person && <figcaption className="mt-3 text-ink-600">— {person}</figcaption>}
              </figure>
            )}
            <StorySection id="story-outcome" title={t('outcome')} html={bodies.outcome} />
          </div>
          <StoryFacts story={story} locale={locale} t={t} />
        </Container>
      </article>
      <StoriesCta locale={locale} />
    </>
  );
}

type StoriesT = Awaited<ReturnType<typeof getTranslations<'Stories'>>>;

/** Who (or what kind of business), the title, the summary and the headline figures. */
function StoryHeader({ story, locale, t }: { story: Story; locale: Locale; t: StoriesT }) {
  return (
    <header className="bg-gradient-to-b from-brand-50 to-white">
      <Container className="max-w-5xl pt-10 pb-8 sm:pt-14">
        <BackLink locale={locale} href={pages.customers.path}>
          {t('backToAll')}
        </BackLink>
        <div className="mt-8 flex min-h-12 flex-wrap items-center gap-3">
          {story.logo && !story.anonymized ? (
            <StoryImage kind="logo" src={story.logo} alt={story.logoAlt ?? t('logoAlt', { customer: story.customer })} sizes="120px" priority />
          ) : (
            <p className="text-lg font-bold text-ink-900">{story.customer}</p>
          )}
          {story.anonymized && <span className="rounded-full bg-ink-100 px-3 py-1 text-sm font-semibold text-ink-700">{t('anonymized')}</span>}
        </div>
        <h1 className="mt-4 text-title font-extrabold tracking-tight text-ink-950 sm:text-5xl sm:leading-[1.1]">{story.title}</h1>
        <p className="mt-5 max-w-3xl text-lg leading-8 text-ink-600">{story.summary}</p>
        <section aria-labelledby="story-results" className="mt-8">
          <h2 id="story-results" className="sr-only">
            {t('results')}
          </h2>
          <dl className="grid gap-4 sm:grid-cols-3">
            {story.results.map((result) => (
              <div key={`${result.value}-${result.label}`} className="flex flex-col-reverse rounded-card border border-brand-100 bg-white p-5 shadow-card">
                <dt className="mt-1 font-semibold text-ink-700">{result.label}</dt>
                <dd className="text-4xl font-extrabold tracking-tight text-brand-800">{result.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      </Container>
    </header>
  );
}

/** The facts beside the story: customer, industry, platform, region, the solutions used (linked). */
async function StoryFacts({ story, locale, t }: { story: Story; locale: Locale; t: StoriesT }) {
  const names = await getTranslations({ locale, namespace: 'PageNames' });
  return (
    <aside aria-labelledby="story-facts" className="self-start rounded-card border border-ink-100 bg-ink-50 p-5 lg:sticky lg:top-24">
      <h2 id="story-facts" className="font-bold text-ink-950">
        {t('atAGlance')}
      </h2>
      <dl className="mt-4 space-y-4 text-sm">
        <Fact label={t('customer')}>{story.anonymized ? `${story.customer} (${t('anonymized').toLowerCase()})` : story.customer}</Fact>
        <Fact label={t('industry')}>{t(`industries.${story.industry}`)}</Fact>
        {story.platform && <Fact label={t('platform')}>{PLATFORMS[story.platform]}</Fact>}
        {story.region && <Fact label={t('region')}>{story.region}</Fact>}
        {story.solutions.length > 0 && (
          <Fact label={t('solutionsUsed')}>
            <ul className="space-y-1">
              {story.solutions.map((key) => (
                <li key={key}>
                  <Link locale={locale} href={pages[key].path} className="font-semibold text-brand-800 underline underline-offset-4">
                    {names(key)}
                  </Link>
                </li>
              ))}
            </ul>
          </Fact>
        )}
      </dl>
    </aside>
  );
}

function StorySection({ id, title, html }: { id: string; title: string; html: string }) {
  return (
    <section aria-labelledby={id} className="mt-10 first:mt-0">
      <h2 id={id} className="text-2xl font-extrabold tracking-tight text-ink-950">
        {title}
      </h2>
      {/* Flush left under its heading (a post centres its narrower body; a story has its facts beside it). */}
      <div className="post-body mx-0 mt-4" dangerouslySetInnerHTML={{ __html: html }} />
    </section>
  );
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="font-semibold text-ink-600">{label}</dt>
      <dd className="mt-0.5 text-ink-900">{children}</dd>
    </div>
  );
}
