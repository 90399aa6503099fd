import { getTranslations } from 'next-intl/server';
import { adminScreenMetadata, guardAdminScreen } from '@/components/admin/admin-screen';
import { SettingsForm } from '@/components/admin/settings/SettingsForm.client';
import { FormStatus } from '@/components/admin/trust/form-parts';
import { AdminHeading } from '@/components/page/AdminHeading';
import { getEnv } from '@/lib/infra/env.mjs';
import { Link } from '@/lib/infra/routing/navigation';
import { localeOf, type LocaleParams } from '@/lib/infra/routing/locale-params';
import { adminSettings } from '@/lib/features/site-settings';
import { settingsValues, type SettingsField } from '@/lib/features/site-settings/shared/settings';

export const generateMetadata = adminScreenMetadata('/manage/settings', 'settingsTitle');

const DONE = ['draft', 'published', 'discarded'] as const;

/** The site settings (lib/features/site-settings): what is live, the draft being prepared, and the form. */
export default async function SettingsAdminPage({ params, searchParams }: LocaleParams & { searchParams: Promise<{ done?: string | string[] }> }) {
  const locale = await localeOf(params);
  const screen = await guardAdminScreen(locale, 'settings', '/manage/settings');
  if (!screen.ok) return screen.denied;
  const { t } = screen;
  const [state, { done }] = await Promise.all([adminSettings(), searchParams]);
  const outcome = DONE.find((value) => value === done);
  const env = getEnv();
  const [solutions, solutionsEs] = await Promise.all([getTranslations({ locale: 'en', namespace: 'SolutionPage' }), getTranslations({ locale: 'es', namespace: 'SolutionPage' })]);
  const defaults: Record<SettingsField, string> = {
    phone: env.CONTACT_PHONE,
    email: env.CONTACT_EMAIL,
    linkedin: env.SOCIAL_URL,
    x: t('settings.noLink'),
    youtube: t('settings.noLink'),
    demoLabelEn: solutions('requestDemo'),
    demoLabelEs: solutionsEs('requestDemo'),
  };
  // The admin's language's date and time, in UTC as the message says.
  const when = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
  const date = (at: Date) => when.format(at);
  return (
    <>
      <AdminHeading>{t('settingsTitle')}</AdminHeading>
      <p className="mt-1 max-w-3xl text-ink-600">{t('settings.lead')}</p>
      <div className="mt-4 space-y-2 text-sm text-ink-700">
        <p>{state.published ? t('settings.live', { date: date(state.published.updatedAt) }) : t('settings.neverPublished')}</p>
        {state.draft && <p className="font-semibold text-ink-900">{t('settings.draftWaiting', { date: date(state.draft.updatedAt) })}</p>}
        <p>
          <Link locale={locale} href="/manage/settings/navigation" className="font-semibold text-brand-800 underline">
            {t('settings.editMenus')}
          </Link>
        </p>
      </div>
      {outcome && (
        <div className="mt-4">
          <FormStatus>{t(`settings.done.${outcome}`)}</FormStatus>
        </div>
      )}
      <SettingsForm
        key={`${state.draft?.version ?? 0}-${state.published?.version ?? 0}`}
        initial={settingsValues((state.draft ?? state.published)?.settings)}
        defaults={defaults}
        versions={{ draft: state.draft?.version ?? 0, published: state.published?.version ?? 0 }}
      />
    </>
  );
}
