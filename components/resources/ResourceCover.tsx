import type { ResourceType } from '@/lib/features/resources/shared/types';

const TONES: Record<ResourceType, { back: string; band: string }> = {
  guide: { back: '#e6f4f1', band: '#0f766e' },
  report: { back: '#eef2ff', band: '#4338ca' },
  template: { back: '#fef3c7', band: '#b45309' },
  checklist: { back: '#fce7f3', band: '#be185d' },
};

/**
 * A resource's cover, drawn here (no image to load, no layout shift): a page of its type's colour
 * with lines of "text" and the type's name. Decorative: the card says the same in words.
 */
export function ResourceCover({ type, label, className }: { type: ResourceType; label: string; className?: string }) {
  const tone = TONES[type];
  return (
    <svg viewBox="0 0 320 180" aria-hidden="true" focusable="false" className={className} preserveAspectRatio="xMidYMid slice">
      <rect width="320" height="180" fill={tone.back} />
      <g transform="translate(116 18) rotate(-4)">
        <rect width="104" height="140" rx="6" fill="#fff" stroke={tone.band} strokeOpacity=".25" />
        <rect width="104" height="26" rx="6" fill={tone.band} />
        {[40, 52, 64, 76, 88, 100, 112].map((y, index) => (
          <rect key={y} x="12" y={y} width={index % 3 === 2 ? 52 : 80} height="5" rx="2.5" fill={tone.band} opacity=".22" />
        ))}
      </g>
      <text x="16" y="164" fontFamily="system-ui, sans-serif" fontSize="15" fontWeight="700" fill={tone.band}>
        {label}
      </text>
    </svg>
  );
}
