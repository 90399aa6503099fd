import { Icon } from '@/components/ui/icons';

export interface OpeningCopy {
  id: string;
  title: string;
  location: string;
  team: string;
  summary: string;
  responsibilities: string[];
  requirements: string[];
}

export interface OpeningLabels {
  responsibilities: string;
  requirements: string;
  apply: string;
  locationLabel: string;
  teamLabel: string;
  typeLabel: string;
  fullTime: string;
}

/** One opening as a native disclosure: works with keyboard, screen readers and without JavaScript. */
export function Opening({ job, labels, applyHref }: { job: OpeningCopy; labels: OpeningLabels; applyHref: string }) {
  return (
    <details id={job.id} className="group rounded-card border border-ink-100 bg-white shadow-card open:ring-2 open:ring-brand-200">
      {/* A summary holds phrasing content and at most one heading: the facts are spans, each with its label for screen readers. */}
      <summary className="grid cursor-pointer list-none grid-cols-[1fr_auto] gap-x-4 rounded-card p-6 [&::-webkit-details-marker]:hidden">
        <h3 className="text-xl font-bold text-ink-950">{job.title}</h3>
        <span className="col-start-2 row-span-2 row-start-1 mt-1 inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-ink-50 text-ink-800">
          <Icon name="plus" className="size-5 group-open:hidden" />
          <Icon name="minus" className="hidden size-5 group-open:block" />
        </span>
        <span className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-sm text-ink-600">
          {(
            [
              [labels.locationLabel, job.location, 'globe'],
              [labels.teamLabel, job.team, 'users'],
              [labels.typeLabel, labels.fullTime, 'clock'],
            ] as const
          ).map(([term, value, icon]) => (
            <span key={term} className="flex items-center gap-1.5">
              <Icon name={icon} className="size-4 text-brand-700" />
              <span className="sr-only">{term}: </span>
              {value}
            </span>
          ))}
        </span>
      </summary>
      <div className="border-t border-ink-100 px-6 pt-5 pb-6">
        <p className="leading-7 text-ink-700">{job.summary}</p>
        <div className="mt-6 grid gap-8 md:grid-cols-2">
          {(['responsibilities', 'requirements'] as const).map((list) => (
            <div key={list}>
              <h4 className="font-bold text-ink-950">{labels[list]}</h4>
              <ul className="mt-3 list-disc space-y-2 pl-5 leading-7 text-ink-700 marker:text-brand-600">
                {job[list].map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </div>
          ))}
        </div>
        <a href={applyHref} className="btn btn-primary mt-8">
          <Icon name="mail" className="size-4" />
          {labels.apply}
        </a>
      </div>
    </details>
  );
}
