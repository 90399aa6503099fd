import type { DailyRow } from '@/lib/features/analytics';

/**
 * Visitors per day as a server-rendered SVG bar chart. The drawing is hidden from assistive
 * technology: the table beside it (DailyTable) holds the same figures.
 */
export function DailyChart({ days, label }: { days: DailyRow[]; label: string }) {
  const width = 720;
  const height = 200;
  const top = 16;
  const bottom = 28;
  const left = 40;
  const max = Math.max(1, ...days.map((day) => day.visitors));
  const step = (width - left - 8) / Math.max(1, days.length);
  const bar = Math.max(1, step * 0.7);
  const y = (value: number) => top + ((max - value) * (height - top - bottom)) / max;
  const labelEvery = Math.max(1, Math.ceil(days.length / 8));
  return (
    <figure className="m-0">
      <svg viewBox={`0 0 ${width} ${height}`} className="h-auto w-full" aria-hidden="true" focusable="false">
        <line x1={left} x2={width} y1={y(0)} y2={y(0)} stroke="var(--color-ink-200)" />
        <text x={left - 6} y={y(max) + 4} textAnchor="end" fontSize="11" fill="var(--color-ink-600)">
          {max}
        </text>
        <text x={left - 6} y={y(0) + 4} textAnchor="end" fontSize="11" fill="var(--color-ink-600)">
          0
        </text>
        {days.map((day, index) => (
          <g key={day.day}>
            <rect x={left + index * step + (step - bar) / 2} y={y(day.visitors)} width={bar} height={y(0) - y(day.visitors)} fill="var(--color-brand-600)" rx="1" />
            {index % labelEvery === 0 && (
              <text x={left + index * step + step / 2} y={height - 8} textAnchor="middle" fontSize="11" fill="var(--color-ink-600)">
                {day.day.slice(5)}
              </text>
            )}
          </g>
        ))}
      </svg>
      <figcaption className="mt-2 text-sm text-ink-600">{label}</figcaption>
    </figure>
  );
}
