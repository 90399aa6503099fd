export interface Step {
  title: string;
  body: string;
}

/** Numbered how-it-works steps (an ordered list: the numbers are the list's own). */
export function Steps({ items }: { items: Step[] }) {
  return (
    <ol className={`mt-12 grid gap-6 sm:grid-cols-2 ${items.length === 5 ? 'lg:grid-cols-5' : 'lg:grid-cols-4'}`}>
      {items.map((step, index) => (
        <li key={step.title} className="relative rounded-card border border-ink-100 bg-white p-6">
          <span
            aria-hidden="true"
            className="inline-flex size-10 items-center justify-center rounded-full bg-brand-700 text-base font-bold text-white"
          >
            {index + 1}
          </span>
          <h3 className="mt-4 text-lg font-bold text-ink-950">{step.title}</h3>
          <p className="mt-2 leading-7 text-ink-600">{step.body}</p>
        </li>
      ))}
    </ol>
  );
}
