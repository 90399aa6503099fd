import { Section, SectionHeader } from '@/components/sections/Section';
import type { FormKind } from '@/lib/features/pages/shared/blocks';
import { BlockLink, headingId } from './parts';
import type { BlockProps } from './types';

/** Where each form lives on its own page: the link shown when the page's route supplies no form. */
const FORM_PAGES: Record<FormKind, string> = { demo: '/demo', contact: '/contact', resource: '/resources', newsletter: '/blog' };

/**
 * One of the site's lead forms, under the block's heading. The form itself comes from the page's
 * route (`renderForm`), which knows the page and so records it (and this block's anchor) as the
 * lead's source; without it the block links to the form's own page.
 */
export function FormBlock({ block, locale, labels, renderForm }: BlockProps<'form'>) {
  const id = headingId(block.anchor);
  const form = renderForm?.({ form: block.form, resource: block.resource, anchor: block.anchor, locale });
  const fallback = block.form === 'resource' && block.resource ? `/resources/${block.resource}` : FORM_PAGES[block.form];
  return (
    <Section tone="brand" labelledBy={id}>
      <div className="mx-auto max-w-2xl">
        <SectionHeader id={id} title={block.heading} intro={block.intro} />
        <div className="mt-10" data-form-slot={block.form}>
          {form ?? (
            <p className="text-center">
              <BlockLink href={fallback} locale={locale} className="btn btn-primary px-6 text-base">
                {labels.forms[block.form]}
              </BlockLink>
            </p>
          )}
        </div>
      </div>
    </Section>
  );
}
