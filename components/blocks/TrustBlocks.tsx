import { Section, SectionHeader } from '@/components/sections/Section';
import { StatusBadge } from '@/components/trust/StatusBadge';
import { BlockLink, headingId } from './parts';
import type { BlockProps } from './types';

/** "On this page": a band of links to the page's sections (the trust center's contents). */
export function PageNavBlock({ block, locale }: BlockProps<'pageNav'>) {
  const id = headingId(block.anchor);
  return (
    <nav aria-labelledby={id} className="border-y border-ink-100 bg-white">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-5 gap-y-2 px-4 py-4 text-sm sm:px-6 lg:px-8">
        <h2 id={id} className="font-semibold text-ink-900">
          {block.heading}
        </h2>
        <ul className="flex flex-wrap gap-x-5 gap-y-2">
          {block.links.map((link) => (
            <li key={`${link.href}:${link.label}`}>
              <BlockLink href={link.href} locale={locale} className="inline-flex min-h-6 items-center text-brand-800 underline-offset-4 hover:underline">
                {link.label}
              </BlockLink>
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );
}

/** Practices as cards, each with where it stands today (the trust center's security practices). */
export function PracticesBlock({ block, labels }: BlockProps<'practices'>) {
  const id = headingId(block.anchor);
  return (
    <Section labelledBy={id} className="scroll-mt-16">
      <SectionHeader id={id} eyebrow={block.eyebrow} title={block.heading} intro={block.intro} align="left" />
      <ul className="mt-10 grid gap-5 md:grid-cols-2 lg:grid-cols-3">
        {block.items.map((practice) => (
          <li key={practice.title} className="rounded-card bg-white p-6 shadow-card ring-1 ring-ink-100">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <h3 className="font-bold text-ink-950">{practice.title}</h3>
              <StatusBadge status={practice.status} label={labels.statuses[practice.status]} />
            </div>
            <p className="mt-3 text-sm leading-6 text-ink-700">{practice.body}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
