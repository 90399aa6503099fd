import type { BarDatum } from './BarList';

/**
 * A small line chart (SVG, drawn only) with the same figures as a visually hidden table, so the
 * numbers are read out and survive without styles.
 */
export function TrendLine({ items, caption, unit = '%' }: { items: BarDatum[]; caption: string; unit?: string }) {
  const width = 320;
  const height = 150;
  const values = items.map((item) => item.value);
  const min = Math.min(...values) - 2;
  const max = Math.max(...values) + 2;
  const x = (index: number) => 24 + (index * (width - 48)) / Math.max(1, items.length - 1);
  const y = (value: number) => 20 + ((max - value) * (height - 50)) / (max - min);
  const points = items.map((item, index) => `${x(index)},${y(item.value)}`).join(' ');
  return (
    <div>
      <svg viewBox={`0 0 ${width} ${height}`} className="h-auto w-full" aria-hidden="true">
        <polyline points={points} fill="none" stroke="var(--color-brand-600)" strokeWidth="3" strokeLinejoin="round" strokeLinecap="round" />
        {items.map((item, index) => (
          <g key={item.label}>
            <circle cx={x(index)} cy={y(item.value)} r="4.5" fill="#fff" stroke="var(--color-brand-700)" strokeWidth="2.5" />
            <text x={x(index)} y={y(item.value) - 11} textAnchor="middle" fontSize="12" fontWeight="700" fill="var(--color-ink-900)">
              {`${item.value}${unit}`}
            </text>
            <text x={x(index)} y={height - 8} textAnchor="middle" fontSize="12" fill="var(--color-ink-600)">
              {item.label}
            </text>
          </g>
        ))}
      </svg>
      <table className="sr-only">
        <caption>{caption}</caption>
        <tbody>
          {items.map((item) => (
            <tr key={item.label}>
              <th scope="row">{item.label}</th>
              <td>{`${item.value}${unit}`}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
