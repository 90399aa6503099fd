import type { ReactNode } from 'react';
import { Icon } from '@/components/ui/icons';
import { Container } from './Container';

/**
 * The top band of a page: optional back link, eyebrow, the page's h1, lead, actions, proof points
 * and a visual beside the text on wide screens. `home`: the home page's taller band, with a
 * narrower lead; `compact`: a short band of words (back link, h1, lead), as the contact page opens.
 */
export function PageHero({
  back,
  eyebrow,
  title,
  lead,
  actions,
  points,
  visual,
  layout = 'page',
}: {
  back?: ReactNode;
  eyebrow?: string;
  title: string;
  lead: string;
  actions?: ReactNode;
  /** Short proof points with a check mark, under the actions. */
  points?: readonly string[];
  visual?: ReactNode;
  layout?: 'page' | 'home' | 'compact';
}) {
  if (layout === 'compact') {
    return (
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <Container className="py-12 sm:py-16">
          {back}
          {eyebrow && <p className={`${back ? 'mt-6' : ''} text-sm font-semibold tracking-wide text-brand-700 uppercase`}>{eyebrow}</p>}
          <h1 className={`${eyebrow ? 'mt-2' : back ? 'mt-6' : ''} text-display font-extrabold tracking-tight text-ink-950`}>{title}</h1>
          <p className="mt-4 max-w-2xl text-lg leading-8 text-ink-600">{lead}</p>
          {actions && <div className="mt-8 flex flex-wrap gap-3">{actions}</div>}
        </Container>
      </section>
    );
  }
  const home = layout === 'home';
  const band = visual ? `lg:grid-cols-[1.05fr_1fr] ${home ? 'lg:py-24' : 'lg:py-20'}` : 'lg:py-24';
  return (
    <section className="overflow-hidden bg-gradient-to-b from-brand-50 via-white to-white">
      <Container className={`grid items-center gap-12 py-12 sm:py-16 ${band}`}>
        <div className={visual ? '' : 'max-w-3xl'}>
          {back && <div className="mb-8">{back}</div>}
          {eyebrow && <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{eyebrow}</p>}
          <h1 className={`${home ? 'mt-3' : 'mt-2'} text-display font-extrabold tracking-tight text-ink-950`}>{title}</h1>
          <p className={`mt-6 ${home ? 'max-w-xl' : 'max-w-2xl'} text-lg leading-8 text-ink-600 sm:text-xl`}>{lead}</p>
          {actions && <div className="mt-8 flex flex-wrap gap-3">{actions}</div>}
          {points && points.length > 0 && (
            <ul className="mt-8 flex flex-col gap-3 text-sm font-semibold text-ink-700 sm:flex-row sm:flex-wrap sm:gap-x-6">
              {points.map((point) => (
                <li key={point} className="flex items-center gap-2">
                  <span className="inline-flex size-5 items-center justify-center rounded-full bg-brand-100 text-brand-800">
                    <Icon name="check" className="size-3.5" />
                  </span>
                  {point}
                </li>
              ))}
            </ul>
          )}
        </div>
        {visual && <div className="flex justify-center lg:justify-end">{visual}</div>}
      </Container>
    </section>
  );
}
