import { Icon, type IconName } from '@/components/ui/icons';

export interface ProcessFlowLabels {
  title: string;
  initiation: string;
  inspection: string;
  routing: string;
  nextBestShelf: string;
}

const STEPS: { key: keyof Omit<ProcessFlowLabels, 'title'>; icon: IconName }[] = [
  { key: 'initiation', icon: 'camera' },
  { key: 'inspection', icon: 'clipboard' },
  { key: 'routing', icon: 'sparkles' },
  { key: 'nextBestShelf', icon: 'store' },
];

/** The four-step flow as an SVG diagram: a row on wide screens, a column on phones. */
export function ProcessFlow({ labels }: { labels: ProcessFlowLabels }) {
  return (
    <figure className="mt-12">
      <svg viewBox="0 0 1000 190" role="img" aria-labelledby="flow-title-wide" className="hidden h-auto w-full md:block">
        <title id="flow-title-wide">{labels.title}</title>
        <defs>
          <marker id="flow-arrow" viewBox="0 0 10 10" refX="8" refY="5" markerWidth="8" markerHeight="8" orient="auto">
            <path d="M0 0 10 5 0 10z" fill="var(--color-brand-600)" />
          </marker>
        </defs>
        {STEPS.map((step, index) => {
          const x = 20 + index * 250;
          return (
            <g key={step.key}>
              <rect x={x} y="30" width="210" height="130" rx="22" fill="#fff" stroke="var(--color-ink-200)" strokeWidth="2" />
              <circle cx={x + 48} cy="78" r="26" fill={index === 3 ? 'var(--color-brand-700)' : 'var(--color-brand-50)'} />
              <foreignObject x={x + 34} y="64" width="28" height="28">
                <span className={index === 3 ? 'text-white' : 'text-brand-700'}>
                  <Icon name={step.icon} className="size-7" />
                </span>
              </foreignObject>
              <text x={x + 86} y="72" fontSize="15" fontWeight="700" fill="var(--color-brand-700)">
                {`0${index + 1}`}
              </text>
              <text x={x + 24} y="134" fontSize="21" fontWeight="800" fill="var(--color-ink-950)">
                {labels[step.key]}
              </text>
              {index < 3 && (
                <path
                  d={`M${x + 214} 95 H${x + 246}`}
                  stroke="var(--color-brand-600)"
                  strokeWidth="3"
                  markerEnd="url(#flow-arrow)"
                />
              )}
            </g>
          );
        })}
      </svg>
      <svg viewBox="0 0 320 440" role="img" aria-labelledby="flow-title-narrow" className="mx-auto h-auto w-full max-w-xs md:hidden">
        <title id="flow-title-narrow">{labels.title}</title>
        {STEPS.map((step, index) => {
          const y = 10 + index * 110;
          return (
            <g key={step.key}>
              <rect x="10" y={y} width="300" height="76" rx="18" fill="#fff" stroke="var(--color-ink-200)" strokeWidth="2" />
              <circle cx="50" cy={y + 38} r="22" fill={index === 3 ? 'var(--color-brand-700)' : 'var(--color-brand-50)'} />
              <foreignObject x="38" y={y + 26} width="24" height="24">
                <span className={index === 3 ? 'text-white' : 'text-brand-700'}>
                  <Icon name={step.icon} className="size-6" />
                </span>
              </foreignObject>
              <text x="86" y={y + 33} fontSize="14" fontWeight="700" fill="var(--color-brand-700)">
                {`0${index + 1}`}
              </text>
              <text x="86" y={y + 56} fontSize="19" fontWeight="800" fill="var(--color-ink-950)">
                {labels[step.key]}
              </text>
              {index < 3 && <path d={`M160 ${y + 80} v24 m-7 -8 7 8 7 -8`} fill="none" stroke="var(--color-brand-600)" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />}
            </g>
          );
        })}
      </svg>
    </figure>
  );
}
