import type { ReactNode } from 'react';
import { Container } from './Container';

/** The light button that stands on the band's dark background. */
export const CTA_BUTTON = 'btn bg-white px-6 text-base text-ink-950 hover:bg-brand-50';

/** The band's second way on (the ROI calculator): a light outline beside the main button. */
export const CTA_SECONDARY = 'btn border border-white/60 px-6 text-base text-white hover:bg-white/10';

/** The closing call to action of a page, with an optional second action beside the first. */
export function CtaBand({ id, title, body, action, secondary }: { id: string; title: string; body: string; action: ReactNode; secondary?: ReactNode }) {
  return (
    <section aria-labelledby={id} className="py-16 sm:py-24">
      <Container>
        <div className="relative overflow-hidden rounded-[2rem] bg-ink-950 px-6 py-14 text-center sm:px-12 sm:py-20">
          <div
            aria-hidden="true"
            className="absolute inset-0 bg-[radial-gradient(circle_at_20%_0%,rgb(23_162_137/0.45),transparent_55%),radial-gradient(circle_at_90%_100%,rgb(242_107_58/0.25),transparent_50%)]"
          />
          <div className="relative mx-auto max-w-2xl">
            <h2 id={id} className="text-title font-extrabold tracking-tight text-white">
              {title}
            </h2>
            <p className="mt-4 text-lg leading-8 text-ink-200">{body}</p>
            <div className="mt-8 flex flex-wrap justify-center gap-3">
              {action}
              {secondary}
            </div>
          </div>
        </div>
      </Container>
    </section>
  );
}
