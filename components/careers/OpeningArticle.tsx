import { BackLink } from '@/components/sections/BackLink';
import { Container } from '@/components/sections/Container';
import { Icon } from '@/components/ui/icons';
import type { Locale } from '@/lib/infra/routing/routing';
import type { Opening } from '@/lib/features/openings/shared/types';
import { pages } from '@/lib/infra/routing/pages';
import { OpeningFacts, OpeningList } from './Opening';
import { openingTexts } from './opening-labels';

/** The countries in the page's language, as a list ("Mexico, Spain and Portugal"). */
const countryNames = (codes: readonly string[], locale: Locale) => {
  const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });
  return new Intl.ListFormat(locale, { type: 'conjunction' }).format(codes.map((code) => names.of(code) ?? code));
};

/**
 * An opening's own page: the facts, the role, the lists and the Apply button, with the last day
 * to apply (the opening leaves the site then by itself).
 */
export async function OpeningArticle({ opening, locale }: { opening: Opening; locale: Locale }) {
  const { t, labels, applyHref } = await openingTexts(locale);
  const label = labels(opening);
  const lastDay = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(opening.validThrough));
  const sections = [
    ['opening-responsibilities', label.responsibilities, opening.responsibilities],
    ['opening-requirements', label.requirements, opening.requirements],
    ['opening-benefits', t('benefits'), opening.benefits],
  ] as const;
  return (
    <article lang={opening.language}>
      <header className="bg-gradient-to-b from-brand-50 to-white">
        <Container className="max-w-4xl pt-10 pb-8 sm:pt-14">
          <BackLink locale={locale} href={`${pages.careers.path}#careers-openings`}>
            {t('backToCareers')}
          </BackLink>
          <h1 className="mt-8 text-title font-extrabold tracking-tight text-ink-950 sm:text-5xl sm:leading-[1.1]">{opening.title}</h1>
          <p className="mt-4">
            <OpeningFacts job={opening} labels={label} />
          </p>
          {opening.countries.length > 0 && (
            <p className="mt-4 text-ink-700" data-testid="opening-countries">
              <span className="font-semibold text-ink-900">{t('countriesLabel')}:</span> {countryNames(opening.countries, locale)}
            </p>
          )}
          <p className="mt-6 max-w-3xl text-lg leading-8 text-ink-700">{opening.summary}</p>
        </Container>
      </header>
      <Container className="max-w-4xl pb-16">
        {sections
          .filter(([, , items]) => items.length > 0)
          .map(([id, title, items]) => (
            <section key={id} aria-labelledby={id} className="mt-10 first:mt-0">
              <h2 id={id} className="text-2xl font-extrabold tracking-tight text-ink-950">
                {title}
              </h2>
              <OpeningList items={items} />
            </section>
          ))}
        <div className="mt-12 flex flex-wrap items-center gap-4 rounded-card border border-brand-100 bg-brand-50 p-6">
          <a href={applyHref(opening)} className="btn btn-primary">
            <Icon name={opening.applyUrl ? 'external' : 'arrowRight'} className="size-4" />
            {label.apply}
          </a>
          <p className="text-ink-700">{t('applyBy', { date: lastDay })}</p>
        </div>
      </Container>
    </article>
  );
}
