import { adminScreenMetadata, guardAdminScreen, type AdminPageProps } from '@/components/admin/admin-screen';
import { NavigationForm } from '@/components/admin/settings/NavigationForm.client';
import { FormStatus } from '@/components/admin/trust/form-parts';
import { ownNavigation } from '@/components/layout/site-navigation';
import { AdminHeading } from '@/components/page/AdminHeading';
import { Link } from '@/lib/infra/routing/navigation';
import { localeOf } from '@/lib/infra/routing/locale-params';
import { locales } from '@/lib/infra/routing/locales';
import { adminSettings } from '@/lib/features/site-settings';

export const generateMetadata = adminScreenMetadata('/manage/settings/navigation', 'navigationTitle');

const DONE = ['draft', 'published'] as const;

/** The header's and footer's menus of one language (`?lang=es`), in the site settings' draft → publish flow. */
export default async function NavigationAdminPage({ params, searchParams }: AdminPageProps) {
  const locale = await localeOf(params);
  const screen = await guardAdminScreen(locale, 'settings', '/manage/settings/navigation');
  if (!screen.ok) return screen.denied;
  const { t } = screen;
  const [state, query] = await Promise.all([adminSettings(), searchParams]);
  const language = query.lang === 'es' ? 'es' : 'en';
  const outcome = DONE.find((value) => value === query.done);
  const editing = (state.draft ?? state.published)?.settings.navigation?.[language];
  const initial = editing ?? (await ownNavigation(language));
  return (
    <>
      <AdminHeading>{t('navigationTitle')}</AdminHeading>
      <p className="mt-1 max-w-3xl text-ink-600">{t('navigation.lead')}</p>
      <nav aria-label={t('navigation.languages')} className="mt-4">
        <ul className="flex gap-2">
          {locales.map((code) => (
            <li key={code}>
              <Link
                locale={locale}
                href={`/manage/settings/navigation?lang=${code}`}
                aria-current={code === language ? 'page' : undefined}
                className="btn btn-secondary aria-[current=page]:border-brand-700 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-900"
              >
                {t(`navigation.languageNames.${code}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-4 space-y-2 text-sm text-ink-700">
        <p>{editing ? t('navigation.custom') : t('navigation.own')}</p>
        {state.draft && <p className="font-semibold text-ink-900">{t('navigation.draftWaiting')}</p>}
        <p>{t('navigation.legal')}</p>
        <p>
          <Link locale={locale} href="/manage/settings" className="font-semibold text-brand-800 underline">
            {t('navigation.back')}
          </Link>
        </p>
      </div>
      {outcome && (
        <div className="mt-4">
          <FormStatus>{t(`navigation.done.${outcome}`)}</FormStatus>
        </div>
      )}
      <NavigationForm
        key={`${language}-${state.draft?.version ?? 0}-${state.published?.version ?? 0}`}
        initial={initial}
        language={language}
        custom={editing !== undefined}
        versions={{ draft: state.draft?.version ?? 0, published: state.published?.version ?? 0 }}
      />
    </>
  );
}
