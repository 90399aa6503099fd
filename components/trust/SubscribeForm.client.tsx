'use client';

import { SignupForm, type SignupLabels } from '@/components/forms/SignupForm.client';
import { subscribeToTrustChanges } from '@/lib/features/trust/actions/subscribe-to-changes';

export type SubscribeLabels = SignupLabels;

/** "Notify me of changes": the mailing lists' sign-up form, posted to the trust center's action. */
export function SubscribeForm({ locale, labels }: { locale: string; labels: SubscribeLabels }) {
  return <SignupForm action={subscribeToTrustChanges} locale={locale} labels={labels} />;
}
