import { adminScreenMetadata, guardAdminScreen, type AdminPageProps } from '@/components/admin/admin-screen';
import { NewPageForm } from '@/components/admin/pages/NewPageForm.client';
import { AdminHeading } from '@/components/page/AdminHeading';
import { BackLink } from '@/components/sections/BackLink';
import { localeOf } from '@/lib/infra/routing/locale-params';
import { pageKeys } from '@/lib/infra/routing/pages';
import { can } from '@/lib/features/people/shared/permissions';
import { adminPages, mayChangePage } from '@/lib/features/pages';
import { parseSerialId } from '@/lib/infra/util/ids';

export const generateMetadata = adminScreenMetadata('/manage/pages/new', 'newPageTitle');

/** A new page; with `?translationOf=ID`, the other language's version of that page (linked when created). */
export default async function NewPagePage({ params, searchParams }: AdminPageProps) {
  const locale = await localeOf(params);
  const screen = await guardAdminScreen(locale, 'pages', '/manage/pages/new');
  if (!screen.ok) return screen.denied;
  const { t, user } = screen;
  const { translationOf } = await searchParams;
  const sourceId = typeof translationOf === 'string' ? parseSerialId(translationOf) : null;
  const found = sourceId ? await adminPages.byId(sourceId) : null;
  const source = found && mayChangePage(user, found) ? found : null;
  const siteKeys = can(user.role, 'pages.publish') ? pageKeys.filter((key) => key !== 'manage') : null;
  const initial = source
    ? { language: source.language === 'en' ? ('es' as const) : ('en' as const), slug: source.slug ?? '', key: source.key, title: source.title, translationOf: source.id }
    : { language: locale, slug: '', key: null, title: '' };
  return (
    <>
      <BackLink locale={locale} href="/manage/pages">
        {t('pagesTitle')}
      </BackLink>
      <div className="mt-6">
        <AdminHeading>{t('newPageTitle')}</AdminHeading>
      </div>
      <div className="mt-8">
        <NewPageForm locale={locale} siteKeys={siteKeys} initial={initial} />
      </div>
    </>
  );
}
