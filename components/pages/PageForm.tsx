import type { AbstractIntlMessages } from 'next-intl';
import { NextIntlClientProvider } from 'next-intl';
import { NewsletterForm } from '@/components/newsletter/NewsletterForm.client';
import { newsletterLabels } from '@/components/newsletter/NewsletterSignup';
import type { FormSlot } from '@/lib/features/pages/shared/blocks';
import { countryOptions } from '@/lib/features/leads/shared/countries';
import { PageContactForm, PageDemoForm, PageResourceForm } from './PageForms.client';

/** The lead's source as the forms record it: the page's address, and its title with the block's anchor. */
export interface PageFormSource {
  pageUri: string;
  title: string;
  /** Gated resources live in the page's language, by slug: the ones a resource form may hand out. */
  gatedResources: ReadonlySet<string>;
  /** The resource form's messages for the browser (null when the page has no such form). */
  resourceMessages: AbstractIntlMessages | null;
}

/** `Returns that pay #demo`: the page and the form's block, within the 300 characters a lead keeps. */
export const formPageName = (title: string, anchor: string) => `${title.slice(0, 200)} #${anchor}`;

/**
 * A form block's form on a builder page: the site's demo, contact, resource and newsletter forms,
 * the lead attributed to this page and block. The contact and resource forms have fixed element
 * ids, so only the first of each kind on a page is a form; a later one, and a resource form whose
 * resource is not a live gated one in the page's language, keep the block's link (null).
 */
export function renderPageForm(source: PageFormSource) {
  const placed = new Set<FormSlot['form']>();
  const once = (form: FormSlot['form']) => !placed.has(form) && Boolean(placed.add(form));
  return function pageForm({ form, resource, anchor, locale }: FormSlot) {
    const pageName = formPageName(source.title, anchor);
    switch (form) {
      case 'demo':
        return <PageDemoForm locale={locale} idPrefix={`${anchor}-form`} countries={countryOptions(locale)} pageUri={source.pageUri} pageName={pageName} />;
      case 'contact':
        return once('contact') ? <PageContactForm locale={locale} pageUri={source.pageUri} pageName={pageName} /> : null;
      case 'resource': {
        if (!resource || !source.gatedResources.has(resource) || !source.resourceMessages || !once('resource')) return null;
        return (
          <NextIntlClientProvider locale={locale} messages={source.resourceMessages}>
            <PageResourceForm locale={locale} slug={resource} pageUri={source.pageUri} pageName={pageName} />
          </NextIntlClientProvider>
        );
      }
      case 'newsletter':
        return <PageNewsletterForm locale={locale} />;
      default:
        return form satisfies never;
    }
  };
}

async function PageNewsletterForm({ locale }: { locale: FormSlot['locale'] }) {
  return <NewsletterForm locale={locale} labels={await newsletterLabels(locale)} />;
}
