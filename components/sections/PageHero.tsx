import type { ReactNode } from 'react';
import { Container } from './Container';

/**
 * The top band of an inner page: optional back link, eyebrow, the page's h1, lead, actions and a
 * visual beside the text on wide screens.
 */
export function PageHero({
  back,
  eyebrow,
  title,
  lead,
  actions,
  visual,
}: {
  back?: ReactNode;
  eyebrow?: string;
  title: string;
  lead: string;
  actions?: ReactNode;
  visual?: ReactNode;
}) {
  return (
    <section className="overflow-hidden bg-gradient-to-b from-brand-50 via-white to-white">
      <Container className={`grid items-center gap-12 py-12 sm:py-16 ${visual ? 'lg:grid-cols-[1.05fr_1fr] lg:py-20' : 'lg:py-24'}`}>
        <div className={visual ? '' : 'max-w-3xl'}>
          {back && <div className="mb-8">{back}</div>}
          {eyebrow && <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{eyebrow}</p>}
          <h1 className="mt-2 text-display font-extrabold tracking-tight text-ink-950">{title}</h1>
          <p className="mt-6 max-w-2xl text-lg leading-8 text-ink-600 sm:text-xl">{lead}</p>
          {actions && <div className="mt-8 flex flex-wrap gap-3">{actions}</div>}
        </div>
        {visual && <div className="flex justify-center lg:justify-end">{visual}</div>}
      </Container>
    </section>
  );
}
