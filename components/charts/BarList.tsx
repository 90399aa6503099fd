export interface BarDatum {
  label: string;
  value: number;
}

/**
 * A horizontal bar chart as a plain list: every label and percentage is text (screen readers, no
 * JavaScript); the bars only draw it.
 */
export function BarList({ items, tone = 'brand', max = 100 }: { items: BarDatum[]; tone?: 'brand' | 'accent' | 'ink'; max?: number }) {
  const fill = { brand: 'bg-brand-600', accent: 'bg-accent-500', ink: 'bg-ink-700' }[tone];
  return (
    <ul className="space-y-3">
      {items.map((item) => (
        <li key={item.label}>
          <div className="flex items-baseline justify-between gap-4 text-sm">
            <span className="font-medium text-ink-800">{item.label}</span>
            <span className="font-bold text-ink-950 tabular-nums">{item.value}%</span>
          </div>
          <div className="mt-1.5 h-2.5 rounded-full bg-ink-100" aria-hidden="true">
            <div className={`h-2.5 rounded-full ${fill}`} style={{ width: `${(item.value / max) * 100}%` }} />
          </div>
        </li>
      ))}
    </ul>
  );
}
