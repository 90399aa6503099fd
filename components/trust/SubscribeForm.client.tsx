'use client';

import { useActionState, useId } from 'react';
import { HttpStatus } from '@/components/seo/HttpStatus';
import { SUBSCRIBE_HONEYPOT } from '@/lib/features/trust/shared/subscribe';
import { subscribeToTrustChanges } from '@/lib/features/trust/actions/subscribe-to-changes';
import type { TrustErrorCode } from '@/lib/features/trust/shared/inputs';
import { subscribeDocumentStatus, type SubscribeState } from '@/lib/features/trust/shared/types';

export interface SubscribeLabels {
  email: string;
  submit: string;
  sending: string;
  consent: string;
  sent: string;
  rateLimited: string;
  error: string;
  honeypot: string;
  errors: Record<TrustErrorCode, string>;
}

const IDLE: SubscribeState = { status: 'idle' };

/** The problem to show under the field, if any. */
function problemOf(state: SubscribeState, labels: SubscribeLabels): string | null {
  if (state.status === 'invalid') return labels.errors[state.error];
  if (state.status === 'rate-limited') return labels.rateLimited;
  if (state.status === 'error') return labels.error;
  return null;
}

/**
 * "Notify me of changes": one address, posted to a server action. Works without JavaScript (the
 * page comes back with the answer and its HTTP status); with it, the answer appears in place.
 */
export function SubscribeForm({ locale, labels }: { locale: string; labels: SubscribeLabels }) {
  const [state, action, pending] = useActionState(subscribeToTrustChanges, IDLE);
  const id = useId();
  const status = subscribeDocumentStatus(state);
  const problem = problemOf(state, labels);
  const typed = state.status === 'idle' || state.status === 'sent' ? '' : state.email;
  return (
    <form action={action} className="relative mt-6 max-w-xl">
      {status && <HttpStatus code={status} />}
      <input type="hidden" name="locale" value={locale} />
      <div aria-hidden="true" className="absolute -left-[9999px] size-px overflow-hidden">
        <label htmlFor={`${id}-hp`}>{labels.honeypot}</label>
        <input id={`${id}-hp`} type="text" name={SUBSCRIBE_HONEYPOT} tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <label htmlFor={`${id}-email`} className="field-label">
        {labels.email}
      </label>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <input
          id={`${id}-email`}
          key={state.status === 'sent' ? 'sent' : 'typing'}
          name="email"
          type="email"
          required
          maxLength={254}
          autoComplete="email"
          defaultValue={typed}
          aria-invalid={state.status === 'invalid' || undefined}
          aria-describedby={`${id}-consent${problem ? ` ${id}-problem` : ''}`}
          className="field-control sm:flex-1"
        />
        <button type="submit" className="btn btn-primary mt-1.5" disabled={pending} aria-busy={pending || undefined}>
          {pending ? labels.sending : labels.submit}
        </button>
      </div>
      <p id={`${id}-consent`} className="mt-2 text-sm text-ink-600">
        {labels.consent}
      </p>
      {problem && (
        <p id={`${id}-problem`} role="alert" className="field-error">
          {problem}
        </p>
      )}
      {state.status === 'sent' && (
        <p role="status" className="mt-3 rounded-lg bg-brand-50 p-3 text-sm font-medium text-brand-900">
          {labels.sent}
        </p>
      )}
    </form>
  );
}
