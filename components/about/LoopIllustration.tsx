import { Icon, type IconName } from '@/components/ui/icons';

const STATIONS: { icon: IconName; angle: number }[] = [
  { icon: 'store', angle: -90 },
  { icon: 'tag', angle: 0 },
  { icon: 'wrench', angle: 90 },
  { icon: 'recycle', angle: 180 },
];

const center = 200;
const radius = 130;

/**
 * About page hero: returned parcels circling back to shelves, resale, repair and recycling. Three
 * stacked layers: the backdrop, the turning dashed ring, and the hub with its stations. The ring
 * is an element of its own so that its rotation runs on the compositor (a shape turning inside
 * one SVG would repaint the picture on the main thread on every frame).
 */
export function LoopIllustration({ label }: { label: string }) {
  return (
    <div role="img" aria-label={label} className="relative aspect-square w-full max-w-[420px]">
      <svg viewBox="0 0 400 400" aria-hidden="true" className="absolute inset-0 size-full">
        <circle cx={center} cy={center} r="190" fill="var(--color-brand-50)" />
        <circle cx={center} cy={center} r={radius} fill="none" stroke="var(--color-brand-200)" strokeWidth="18" />
      </svg>
      <svg viewBox="0 0 400 400" aria-hidden="true" className="about-spin absolute inset-0 size-full">
        <circle cx={center} cy={center} r={radius} fill="none" stroke="var(--color-brand-600)" strokeWidth="4" strokeDasharray="10 14" />
      </svg>
      <Stations />
    </div>
  );
}

function Stations() {
  return (
    <svg viewBox="0 0 400 400" aria-hidden="true" className="absolute inset-0 size-full">
      <g transform={`translate(${center - 56} ${center - 56})`}>
        <rect width="112" height="112" rx="30" fill="var(--color-ink-950)" />
        <path d="M78 42a26 26 0 1 0 5 14" fill="none" stroke="#fff" strokeWidth="8" strokeLinecap="round" />
        <path d="M66 36l15 2-2 15" fill="none" stroke="#fff" strokeWidth="8" strokeLinecap="round" strokeLinejoin="round" />
      </g>
      {STATIONS.map(({ icon, angle }) => {
        const x = center + radius * Math.cos((angle * Math.PI) / 180);
        const y = center + radius * Math.sin((angle * Math.PI) / 180);
        return (
          <g key={icon} transform={`translate(${x - 30} ${y - 30})`}>
            <rect width="60" height="60" rx="18" fill="#fff" stroke="var(--color-ink-200)" strokeWidth="2" />
            <foreignObject x="16" y="16" width="28" height="28">
              <span className="text-brand-700">
                <Icon name={icon} className="size-7" />
              </span>
            </foreignObject>
          </g>
        );
      })}
      {[45, 135, 225, 315].map((angle) => (
        <rect
          key={angle}
          x={center + radius * Math.cos((angle * Math.PI) / 180) - 11}
          y={center + radius * Math.sin((angle * Math.PI) / 180) - 11}
          width="22"
          height="22"
          rx="5"
          fill="var(--color-accent-500)"
          transform={`rotate(${angle} ${center + radius * Math.cos((angle * Math.PI) / 180)} ${center + radius * Math.sin((angle * Math.PI) / 180)})`}
        />
      ))}
    </svg>
  );
}
