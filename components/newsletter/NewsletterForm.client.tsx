'use client';

import { SignupForm, type SignupLabels } from '@/components/forms/SignupForm.client';
import { subscribeToNewsletter } from '@/lib/features/newsletter/actions/subscribe';

export interface NewsletterLabels extends SignupLabels {
  language: string;
  languages: { en: string; es: string };
}

/** The newsletter's sign-up: an address, the newsletter's language (the page's by default), the consent sentence. */
export function NewsletterForm({ locale, labels, compact = false }: { locale: 'en' | 'es'; labels: NewsletterLabels; compact?: boolean }) {
  return (
    <SignupForm
      action={subscribeToNewsletter}
      locale={locale}
      labels={labels}
      className={compact ? 'mt-4 max-w-2xl' : 'mt-6 max-w-2xl'}
      extra={(id) => (
        <div className="flex flex-col">
          <label htmlFor={`${id}-language`} className="sr-only">
            {labels.language}
          </label>
          <select id={`${id}-language`} name="language" defaultValue={locale} className="field-control">
            <option value="en" lang="en">
              {labels.languages.en}
            </option>
            <option value="es" lang="es">
              {labels.languages.es}
            </option>
          </select>
        </div>
      )}
    />
  );
}
