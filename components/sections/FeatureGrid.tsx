import { Icon, type IconName } from '@/components/ui/icons';

export interface Feature {
  title: string;
  body: string;
  icon?: IconName;
}

/** Cards of features or values: icon, h3, one or two sentences. */
export function FeatureGrid({ items, columns = 3 }: { items: Feature[]; columns?: 2 | 3 | 4 }) {
  const grid = { 2: 'sm:grid-cols-2', 3: 'sm:grid-cols-2 lg:grid-cols-3', 4: 'sm:grid-cols-2 lg:grid-cols-4' }[columns];
  return (
    <ul className={`mt-12 grid gap-6 ${grid}`}>
      {items.map((item) => (
        <li key={item.title} className="rounded-card border border-ink-100 bg-white p-6 shadow-card">
          {item.icon && (
            <span className="inline-flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
              <Icon name={item.icon} />
            </span>
          )}
          <h3 className={`text-lg font-bold text-ink-950 ${item.icon ? 'mt-4' : ''}`}>{item.title}</h3>
          <p className="mt-2 leading-7 text-ink-600">{item.body}</p>
        </li>
      ))}
    </ul>
  );
}
