import { adminScreenMetadata, guardAdminScreen, type AdminPageProps } from '@/components/admin/admin-screen';
import { CategoriesList } from '@/components/admin/integrations/CategoriesList';
import { CategoryForm } from '@/components/admin/integrations/CategoryForm.client';
import { AdminHeading } from '@/components/page/AdminHeading';
import { BackLink } from '@/components/sections/BackLink';
import { localeOf } from '@/lib/infra/routing/locale-params';
import { adminCategories } from '@/lib/features/integrations';
import { EMPTY_CATEGORY_VALUES } from '@/lib/features/integrations/shared/categories';

export const generateMetadata = adminScreenMetadata('/manage/integrations/categories', 'integrationCategoriesTitle');

/** The directory's categories (editors and admins): each with its integrations' count, edit and delete; then a new one. */
export default async function IntegrationCategoriesPage({ params, searchParams }: AdminPageProps) {
  const locale = await localeOf(params);
  const screen = await guardAdminScreen(locale, 'integrations', '/manage/integrations/categories');
  if (!screen.ok) return screen.denied;
  const { t } = screen;
  const [categories, usage, query] = await Promise.all([adminCategories.all(), adminCategories.usage(), searchParams]);
  return (
    <>
      <BackLink locale={locale} href="/manage/integrations">
        {t('integrationCategories.back')}
      </BackLink>
      <AdminHeading>{t('integrationCategoriesTitle')}</AdminHeading>
      <p className="mt-1 max-w-3xl text-ink-600">{t('integrationCategories.lead')}</p>
      <CategoriesList locale={locale} categories={categories} usage={usage} query={query} />
      <section aria-labelledby="add-category-title" className="mt-8 rounded-card border border-ink-100 bg-white p-6 shadow-card">
        <h2 id="add-category-title" className="text-lg font-bold text-ink-950">
          {t('integrationCategories.addTitle')}
        </h2>
        <CategoryForm initial={EMPTY_CATEGORY_VALUES} />
      </section>
    </>
  );
}
