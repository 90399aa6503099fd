export interface Stat {
  value: string;
  label: string;
  body?: string;
}

/** Headline figures: value, what it measures, optional sentence. */
export function StatGrid({ items, dark = false }: { items: Stat[]; dark?: boolean }) {
  return (
    // Three in a row from a laptop's width: a figure such as "Estructurados" is wider than a tablet's third.
    <dl className={`mt-12 grid gap-6 ${items.length === 4 ? 'sm:grid-cols-2 lg:grid-cols-4' : 'lg:grid-cols-3'}`}>
      {items.map((stat, index) => (
        <div
          key={index}
          className={`flex flex-col rounded-card p-6 ${dark ? 'bg-white/5 ring-1 ring-white/10' : 'bg-white shadow-card ring-1 ring-ink-100'}`}
        >
          <dt className={`order-2 mt-2 font-semibold ${dark ? 'text-ink-100' : 'text-ink-900'}`}>{stat.label}</dt>
          <dd className={`order-1 text-3xl font-extrabold tracking-tight sm:text-4xl ${dark ? 'text-brand-300' : 'text-brand-700'}`}>
            {stat.value}
          </dd>
          {stat.body && <dd className={`order-3 mt-2 text-sm leading-6 ${dark ? 'text-ink-300' : 'text-ink-600'}`}>{stat.body}</dd>}
        </div>
      ))}
    </dl>
  );
}
