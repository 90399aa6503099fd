import { ContactForm } from '@/components/forms/ContactForm.client';
import { DemoForm } from '@/components/forms/DemoForm.client';
import { NewsletterForm } from '@/components/newsletter/NewsletterForm.client';
import { newsletterLabels } from '@/components/newsletter/NewsletterSignup';
import type { FormSlot } from '@/lib/features/pages/shared/blocks';
import { countryOptions } from '@/lib/features/leads/shared/countries';

/** The lead's source as the forms record it: the page's address, and its title with the block's anchor. */
export interface PageFormSource {
  pageUri: string;
  title: string;
}

/** `Returns that pay #demo`: the page and the form's block, within the 300 characters a lead keeps. */
export const formPageName = (title: string, anchor: string) => `${title.slice(0, 200)} #${anchor}`;

/**
 * A form block's form on a builder page: the site's demo, contact and newsletter forms, the lead
 * attributed to this page and block. A resource's request form needs its resource's page (gated
 * or not), so that block keeps its link to it (null: FormBlock's fallback).
 */
export function renderPageForm(source: PageFormSource) {
  return function PageFormSlot({ form, anchor, locale }: FormSlot) {
    const pageName = formPageName(source.title, anchor);
    switch (form) {
      case 'demo':
        return <DemoForm locale={locale} idPrefix={`${anchor}-form`} countries={countryOptions(locale)} pageUri={source.pageUri} pageName={pageName} />;
      case 'contact':
        return <ContactForm locale={locale} pageUri={source.pageUri} pageName={pageName} />;
      case 'newsletter':
        return <PageNewsletterForm locale={locale} />;
      default:
        return null;
    }
  };
}

async function PageNewsletterForm({ locale }: { locale: FormSlot['locale'] }) {
  return <NewsletterForm locale={locale} labels={await newsletterLabels(locale)} />;
}
