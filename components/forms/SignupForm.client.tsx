'use client';

import { useActionState, useId, type ReactNode } from 'react';
import { HttpStatus } from '@/components/seo/HttpStatus';
import { SUBSCRIBE_HONEYPOT, subscribeDocumentStatus, type SubscribeErrorCode, type SubscribeState } from '@/lib/infra/subscriptions/form';

export interface SignupLabels {
  email: string;
  submit: string;
  sending: string;
  consent: string;
  sent: string;
  rateLimited: string;
  /** The site-wide budget of sign-ups is spent. */
  busy: string;
  error: string;
  honeypot: string;
  errors: Record<SubscribeErrorCode, string>;
}

const IDLE: SubscribeState = { status: 'idle' };

/** The problem to show under the field, if any. */
function problemOf(state: SubscribeState, labels: SignupLabels): string | null {
  if (state.status === 'invalid') return labels.errors[state.error];
  if (state.status === 'rate-limited') return labels.rateLimited;
  if (state.status === 'busy') return labels.busy;
  if (state.status === 'error') return labels.error;
  return null;
}

/**
 * A mailing list's sign-up (trust center alerts, newsletter): one address and the consent sentence,
 * posted to the list's server action. Works without JavaScript (the page comes back with the answer
 * and its HTTP status); with it, the answer appears in place. `extra` adds fields (a language).
 */
export function SignupForm({
  action: serverAction,
  locale,
  labels,
  extra,
  className = 'mt-6 max-w-xl',
  row = 'flex flex-col gap-3 sm:flex-row sm:items-start',
}: {
  action: (state: SubscribeState, data: FormData) => Promise<SubscribeState>;
  locale: string;
  labels: SignupLabels;
  extra?: (id: string) => ReactNode;
  className?: string;
  row?: string;
}) {
  const [state, action, pending] = useActionState(serverAction, IDLE);
  const id = useId();
  const status = subscribeDocumentStatus(state);
  const problem = problemOf(state, labels);
  const typed = state.status === 'idle' || state.status === 'sent' ? '' : state.email;
  return (
    <form action={action} className={`relative ${className}`}>
      {status && <HttpStatus code={status} />}
      <input type="hidden" name="locale" value={locale} />
      <div aria-hidden="true" className="absolute -left-[9999px] size-px overflow-hidden">
        <label htmlFor={`${id}-hp`}>{labels.honeypot}</label>
        <input id={`${id}-hp`} type="text" name={SUBSCRIBE_HONEYPOT} tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <label htmlFor={`${id}-email`} className="field-label">
        {labels.email}
      </label>
      <div className={row}>
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
        {extra?.(id)}
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
