import { Icon } from '@/components/ui/icons';

export function CheckList({ items, dark = false }: { items: string[]; dark?: boolean }) {
  return (
    <ul className="space-y-3">
      {items.map((item) => (
        <li key={item} className="flex gap-3">
          <span className={`mt-0.5 inline-flex size-6 shrink-0 items-center justify-center rounded-full ${dark ? 'bg-brand-400/20 text-brand-300' : 'bg-brand-100 text-brand-800'}`}>
            <Icon name="check" className="size-4" />
          </span>
          <span className={`leading-7 ${dark ? 'text-ink-100' : 'text-ink-700'}`}>{item}</span>
        </li>
      ))}
    </ul>
  );
}
