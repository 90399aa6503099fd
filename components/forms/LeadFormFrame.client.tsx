'use client';

import type { FormEvent, ReactNode, RefObject } from 'react';
import { useTranslations } from 'next-intl';
import { HttpStatus } from '@/components/seo/HttpStatus';
import { documentStatusOf, type SubmissionState } from '@/lib/features/leads/shared/submission';
import { FormMeta } from './FormMeta.client';

/** What the frame takes of useLeadForm's answer. */
export interface FramedForm {
  state: SubmissionState<string>;
  formRef: RefObject<HTMLFormElement | null>;
  formAction: (data: FormData) => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  enhanced: boolean;
}

/**
 * The `<form>` around a lead form's fields: it posts to the server action (also without
 * JavaScript), carries the hidden fields and the honeypot, says which fields are required, and
 * gives a page re-rendered after a post without JavaScript the answer's status.
 */
export function LeadFormFrame({
  idPrefix,
  locale,
  pageUri,
  pageName,
  lead: { state, formRef, formAction, onSubmit, enhanced },
  children,
}: {
  idPrefix: string;
  locale: string;
  pageUri?: string;
  pageName?: string;
  lead: FramedForm;
  children: ReactNode;
}) {
  const t = useTranslations('Forms');
  const status = documentStatusOf(state);
  return (
    <form ref={formRef} action={formAction} onSubmit={onSubmit} noValidate={enhanced} className="relative space-y-5" aria-describedby={`${idPrefix}-hint`}>
      <FormMeta locale={locale} pageUri={pageUri} pageName={pageName} honeypotLabel={t('honeypot')} />
      {status && <HttpStatus code={status} />}
      <p id={`${idPrefix}-hint`} className="text-sm text-ink-600">
        {t('requiredHint')}
      </p>
      {children}
    </form>
  );
}
