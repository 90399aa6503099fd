import { Container } from '@/components/sections/Container';
import { BlockLink, CtaLink, headingId } from './parts';
import type { BlockProps } from './types';

/**
 * The contact page's panel: the site's phone and email as cards (drawn by the site with the
 * settings' values; left out where none are wired), the demo card, and the contact form beside
 * them (the route's; a link to the contact page without it).
 */
export function ContactPanelBlock({ block, locale, labels, site, renderForm }: BlockProps<'contactPanel'>) {
  const id = headingId(block.anchor);
  const form = renderForm?.({ form: 'contact', anchor: block.anchor, locale });
  return (
    <Container className="grid gap-10 pb-20 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.6fr)]">
      <div className="space-y-5">
        {site?.contactCards({ call: { title: block.callTitle, text: block.callText }, email: { title: block.emailTitle, text: block.emailText } })}
        <div className="rounded-card bg-brand-900 p-6 text-white shadow-card">
          <h2 className="text-lg font-bold">{block.demoTitle}</h2>
          <p className="mt-1 text-sm text-brand-100">{block.demoText}</p>
          <CtaLink cta={block.demoButton} locale={locale} site={site} demoLabel={labels.demo} className="btn mt-4 bg-white text-brand-900 hover:bg-brand-50" />
        </div>
      </div>
      <section aria-labelledby={id} className="rounded-card border border-ink-100 bg-white p-6 shadow-card sm:p-8" data-form-slot="contact">
        <h2 id={id} className="mb-6 text-2xl font-bold text-ink-950">
          {block.formHeading}
        </h2>
        {form ?? (
          <BlockLink href="/contact" locale={locale} className="btn btn-primary px-6 text-base">
            {labels.forms.contact}
          </BlockLink>
        )}
      </section>
    </Container>
  );
}
