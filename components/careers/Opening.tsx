import { Icon } from '@/components/ui/icons';
import { Link } from '@/lib/infra/routing/navigation';
import type { Locale } from '@/lib/infra/routing/routing';
import type { Opening as OpeningEntry } from '@/lib/features/openings/shared/types';

export type OpeningCard = Pick<OpeningEntry, 'slug' | 'title' | 'location' | 'team' | 'summary' | 'responsibilities' | 'requirements'>;

export interface OpeningLabels {
  responsibilities: string;
  requirements: string;
  apply: string;
  locationLabel: string;
  teamLabel: string;
  typeLabel: string;
  /** The opening's employment type, in words. */
  employment: string;
  /** The link to the opening's own page. */
  viewPage: string;
}

/** One opening as a native disclosure: works with keyboard, screen readers and without JavaScript. */
/** `pageHref` is the opening's own page, after the locale. */
export function Opening({ job, labels, applyHref, pageHref, locale }: { job: OpeningCard; labels: OpeningLabels; applyHref: string; pageHref: string; locale: Locale }) {
  return (
    <details id={job.slug} className="group rounded-card border border-ink-100 bg-white shadow-card open:ring-2 open:ring-brand-200">
      {/* A summary holds phrasing content and at most one heading: the facts are spans, each with its label for screen readers. */}
      <summary className="grid cursor-pointer list-none grid-cols-[1fr_auto] gap-x-4 rounded-card p-6 [&::-webkit-details-marker]:hidden">
        <h3 className="text-xl font-bold text-ink-950">{job.title}</h3>
        <span className="col-start-2 row-span-2 row-start-1 mt-1 inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-ink-50 text-ink-800">
          <Icon name="plus" className="size-5 group-open:hidden" />
          <Icon name="minus" className="hidden size-5 group-open:block" />
        </span>
        <OpeningFacts job={job} labels={labels} />
      </summary>
      <div className="border-t border-ink-100 px-6 pt-5 pb-6">
        <p className="leading-7 text-ink-700">{job.summary}</p>
        <div className="mt-6 grid gap-8 md:grid-cols-2">
          {(['responsibilities', 'requirements'] as const).map((list) => (
            <div key={list}>
              <h4 className="font-bold text-ink-950">{labels[list]}</h4>
              <OpeningList items={job[list]} />
            </div>
          ))}
        </div>
        <div className="mt-8 flex flex-wrap items-center gap-4">
          <a href={applyHref} className="btn btn-primary">
            <Icon name={applyHref.startsWith('/') ? 'arrowRight' : 'external'} className="size-4" />
            {labels.apply}
          </a>
          <Link locale={locale} href={pageHref} className="font-semibold text-brand-800 underline underline-offset-4">
            {labels.viewPage}
          </Link>
        </div>
      </div>
    </details>
  );
}

/** Location, team and type, each with its label for screen readers. */
export function OpeningFacts({ job, labels }: { job: Pick<OpeningCard, 'location' | 'team'>; labels: Pick<OpeningLabels, 'locationLabel' | 'teamLabel' | 'typeLabel' | 'employment'> }) {
  return (
    <span className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-sm text-ink-600">
      {(
        [
          [labels.locationLabel, job.location, 'globe'],
          [labels.teamLabel, job.team, 'users'],
          [labels.typeLabel, labels.employment, 'clock'],
        ] as const
      ).map(([term, value, icon]) => (
        <span key={term} className="flex items-center gap-1.5">
          <Icon name={icon} className="size-4 text-brand-700" />
          <span className="sr-only">{term}: </span>
          {value}
        </span>
      ))}
    </span>
  );
}

export function OpeningList({ items }: { items: string[] }) {
  return (
    <ul className="mt-3 list-disc space-y-2 pl-5 leading-7 text-ink-700 marker:text-brand-600">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}
