import { Icon } from '@/components/ui/icons';

export interface NextBestShelfLabels {
  caption: string;
  item: string;
  channels: { name: string; value: string; share: number }[];
  recommendation: string;
}

/** One returned item and what each channel would recover for it, as a readable ranked list. */
export function NextBestShelfChart({ labels }: { labels: NextBestShelfLabels }) {
  return (
    <figure className="w-full max-w-[480px] rounded-[1.75rem] bg-white p-6 shadow-pop ring-1 ring-ink-100">
      <figcaption className="text-sm font-semibold text-ink-600">{labels.caption}</figcaption>
      <p className="mt-3 flex items-center gap-2 font-extrabold text-ink-950">
        <span className="inline-flex size-9 items-center justify-center rounded-xl bg-ink-950 text-white">
          <Icon name="tag" className="size-5" />
        </span>
        {labels.item}
      </p>
      <ol className="mt-5 space-y-3">
        {labels.channels.map((channel, index) => (
          <li key={channel.name}>
            <div className="flex items-baseline justify-between gap-3 text-sm">
              <span className={index === 0 ? 'font-bold text-ink-950' : 'font-medium text-ink-800'}>{channel.name}</span>
              <span className="font-bold text-ink-950 tabular-nums">{channel.value}</span>
            </div>
            <div className="mt-1.5 h-3 rounded-full bg-ink-100" aria-hidden="true">
              <div
                className={`h-3 rounded-full ${index === 0 ? 'bg-brand-600' : 'bg-ink-300'}`}
                style={{ width: `${Math.max(channel.share, 3)}%` }}
              />
            </div>
          </li>
        ))}
      </ol>
      <p className="mt-5 flex items-center gap-2 rounded-xl bg-brand-50 px-3 py-2.5 text-sm font-bold text-brand-800">
        <Icon name="sparkles" className="size-4" />
        {labels.recommendation}
      </p>
    </figure>
  );
}
