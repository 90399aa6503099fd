'use client';

import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { RateLimitBanner } from '@/components/feedback/RateLimitBanner.client';
import { Link } from '@/lib/infra/routing/navigation';
import type { Locale } from '@/lib/infra/routing/routing';
import { FIELD_LIMITS, type LimitedField } from '@/lib/features/leads/shared/fields';
import { pages } from '@/lib/infra/routing/pages';

/** A spinner for busy buttons (hidden from assistive technology: the label says what happens). */
export function Spinner() {
  return <span aria-hidden="true" className="size-4 animate-spin rounded-full border-2 border-current border-r-transparent" />;
}

/**
 * The submit button: disabled with a spinner and the "sending" text while the form is sent, and
 * disabled while a rate limit's countdown runs (`waiting`: the banner's retry is the way then).
 */
export function SubmitButton({ busy, waiting = false, label, busyLabel }: { busy: boolean; waiting?: boolean; label: string; busyLabel: string }) {
  return (
    <button type="submit" className="btn btn-primary w-full sm:w-auto" disabled={busy || waiting} aria-busy={busy || undefined}>
      {busy && <Spinner />}
      {busy ? busyLabel : label}
    </button>
  );
}

/**
 * The answer after a successful send; its heading takes focus so that screen readers announce it,
 * and the card scrolls into view whole, below the sticky header.
 */
export function SuccessPanel({ title, message, children }: { title: string; message: string; children: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const card = useRef<HTMLDivElement>(null);
  useEffect(() => {
    heading.current?.focus({ preventScroll: true });
    card.current?.scrollIntoView({ block: 'nearest' });
  }, []);
  return (
    <div ref={card} role="status" className="scroll-mt-24 rounded-card border border-brand-200 bg-brand-50 p-6 text-center sm:p-8">
      <span aria-hidden="true" className="mx-auto flex size-12 items-center justify-center rounded-full bg-brand-700 text-white">
        <svg viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2.5">
          <path d="m5 12.5 4.5 4.5L19 7.5" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </span>
      <h2 ref={heading} tabIndex={-1} className="mt-4 text-2xl font-bold text-ink-950 focus:outline-none">
        {title}
      </h2>
      <p className="mt-2 text-ink-700">{message}</p>
      <div className="mt-6 flex justify-center">{children}</div>
    </div>
  );
}

/** A failed send: the form stays as it was, with this message above the button. */
export function SubmissionError({ message }: { message: string }) {
  return (
    <p role="alert" className="rounded-lg border border-red-700/30 bg-red-50 p-4 text-sm font-medium text-red-800">
      {message}
    </p>
  );
}

/** 'API Rate Limit Exceeded' for a form; its retry sends the same values again. */
export function FormRateLimit({ onRetry, remaining }: { onRetry?: () => void; remaining?: number }) {
  const t = useTranslations('RateLimit');
  return (
    <RateLimitBanner
      // The banner counts down itself: it gets the message with its `{n}` still to fill in.
      labels={{ title: t('title'), message: t('message'), retry: t('retry'), retryIn: t('retryIn', { n: '{n}' }) }}
      onRetry={onRetry}
      remaining={remaining}
    />
  );
}

/**
 * The site-wide budget of leads is spent: nothing was sent, and the visitor is told to try again
 * later or to write to the contact address (a lead is never lost silently). The form keeps its values.
 */
export function FormBusy({ contact }: { contact: string }) {
  const t = useTranslations('Forms.busy');
  return (
    <div role="alert" className="rounded-lg border border-amber-700/30 bg-amber-50 p-4 text-sm text-amber-950">
      <p className="font-semibold">{t('title')}</p>
      <p className="mt-1">
        {t.rich('message', {
          email: contact,
          link: (chunks) => (
            <a href={`mailto:${contact}`} className="font-semibold underline underline-offset-2">
              {chunks}
            </a>
          ),
        })}
      </p>
    </div>
  );
}

/** Turns a schema's error code into the visitor's language. */
export function useFieldErrorText() {
  const t = useTranslations('Forms.errors');
  return (field: LimitedField, code: string | undefined): string | undefined => {
    if (!code) return undefined;
    if (code === 'tooLong') return t('tooLong', { max: FIELD_LIMITS[field] });
    if (code === 'invalidEmail' || code === 'invalidChoice' || code === 'invalidName' || code === 'required') return t(code);
    return t('required');
  };
}

/** What a form's details are used for, in the form's own words, with the link to the privacy policy. */
export function PrivacyNote({ locale, message }: { locale: Locale; message: 'Forms.demo.privacy' | 'Roi.privacy' }) {
  const t = useTranslations();
  return (
    <p className="text-xs text-ink-600">
      {t.rich(message, {
        link: (chunks) => (
          <Link locale={locale} href={pages.privacyPolicy.path} className="font-semibold text-brand-800 underline underline-offset-2">
            {chunks}
          </Link>
        ),
      })}
    </p>
  );
}
