import type { ReactNode } from 'react';
import type { useTranslations } from 'next-intl';
import type { TrustAdminState } from '@/lib/features/trust/shared/types';
import { deniedText, type AdminMessages } from '../editor-messages';

export type TrustAdminMessages = ReturnType<typeof useTranslations<'Admin.trust'>>;

/** The alert over a form the server refused, or null. */
export function problemText<Field extends string>(t: TrustAdminMessages, admin: AdminMessages, state: TrustAdminState<Field>): string | null {
  if (state.status === 'invalid') return t('invalid');
  if (state.status === 'failed') return state.reason === 'not-found' ? t('notFound') : admin('editor.unknownError');
  return state.status === 'denied' ? deniedText(admin, state.reason) : null;
}

/** Each refused field's sentence. */
export function errorTexts<Field extends string>(t: TrustAdminMessages, state: TrustAdminState<Field>): Partial<Record<Field, string>> {
  if (state.status !== 'invalid') return {};
  return Object.fromEntries(Object.entries(state.errors).map(([field, code]) => [field, t(`errors.${code as 'required'}`)])) as Partial<Record<Field, string>>;
}

export function FormAlert({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className="rounded-lg border border-red-700/30 bg-red-50 p-3 text-sm font-medium text-red-800">
      {children}
    </p>
  );
}

export function FormStatus({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="rounded-lg bg-brand-50 p-3 text-sm font-medium text-brand-900">
      {children}
    </p>
  );
}
