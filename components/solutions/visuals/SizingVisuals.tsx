import { BarList, type BarDatum } from '@/components/charts/BarList';
import { SectionHeader } from '@/components/sections/Section';
import { Icon } from '@/components/ui/icons';

/** The sizing page's hero image: a sneaker over a size curve with the predicted fit. */
export function SneakerIllustration({ label }: { label: string }) {
  const curve = [12, 28, 55, 80, 64, 38, 18];
  return (
    <svg viewBox="0 0 480 340" role="img" aria-label={label} className="h-auto w-full max-w-[480px]">
      <rect width="480" height="340" rx="28" fill="var(--color-brand-50)" />
      {curve.map((height, i) => (
        <rect
          key={i}
          x={60 + i * 54}
          y={300 - height * 1.6}
          width="38"
          height={height * 1.6}
          rx="8"
          fill={i === 3 ? 'var(--color-brand-600)' : 'var(--color-brand-200)'}
        />
      ))}
      {['38', '39', '40', '41', '42', '43', '44'].map((size, i) => (
        <text key={size} x={79 + i * 54} y="324" textAnchor="middle" fontSize="13" fontWeight="700" fill="var(--color-ink-700)">
          {size}
        </text>
      ))}
      {/* The shoe stands clear above the tallest bar, its sole joined to it. */}
      <g transform="translate(120 24) scale(0.95)">
        <path
          d="M10 96c0-22 12-34 32-37l42-6 32-36c6-6 16-8 23-2l16 16c10 10 22 16 35 19l26 6c13 3 22 16 22 29v15H10z"
          fill="#fff"
          stroke="var(--color-ink-800)"
          strokeWidth="5"
          strokeLinejoin="round"
        />
        <path d="M10 100h228v12c0 7-5 12-12 12H22c-7 0-12-5-12-12z" fill="var(--color-accent-500)" />
        <path d="M96 45l16 19m4-35 16 19m4-31 14 16" stroke="var(--color-ink-800)" strokeWidth="5" strokeLinecap="round" />
      </g>
      <rect x="368" y="52" width="64" height="32" rx="16" fill="var(--color-ink-950)" />
      <text x="400" y="73" textAnchor="middle" fontSize="15" fontWeight="700" fill="#fff">
        +½
      </text>
    </svg>
  );
}

export interface SizingSampleLabels {
  title: string;
  intro: string;
  fitTitle: string;
  fit: BarDatum[];
  reasonsTitle: string;
  reasons: BarDatum[];
  recommendationsTitle: string;
  recommendations: string[];
}

/** The sample sneaker: fit feedback, return reasons and AI recommendations, all as text. */
export function SizingSample({ labels, id }: { labels: SizingSampleLabels; id: string }) {
  return (
    <>
    <SectionHeader id={id} title={labels.title} intro={labels.intro} />
    <div className="mt-12 grid gap-6 lg:grid-cols-3">
      <section className="rounded-card border border-ink-100 bg-white p-6 shadow-card">
        <h3 className="mb-4 font-bold text-ink-950">{labels.fitTitle}</h3>
        <BarList items={labels.fit} tone="accent" />
      </section>
      <section className="rounded-card border border-ink-100 bg-white p-6 shadow-card">
        <h3 className="mb-4 font-bold text-ink-950">{labels.reasonsTitle}</h3>
        <BarList items={labels.reasons} />
      </section>
      <section className="rounded-card bg-ink-950 p-6 text-white">
        <h3 className="mb-4 flex items-center gap-2 font-bold">
          <Icon name="sparkles" className="size-5 text-brand-300" />
          {labels.recommendationsTitle}
        </h3>
        <ul className="space-y-3">
          {labels.recommendations.map((text) => (
            <li key={text} className="rounded-xl bg-white/5 p-3 leading-6 text-ink-100 ring-1 ring-white/10">
              {text}
            </li>
          ))}
        </ul>
      </section>
    </div>
    </>
  );
}
