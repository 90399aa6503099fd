import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/infra/routing/routing';
import { deleteIntegrationCategoryAction } from '@/lib/features/integrations/actions/delete-integration-category';
import { categoryValues, type IntegrationCategory } from '@/lib/features/integrations/shared/categories';
import { CategoryForm } from './CategoryForm.client';

type Query = Record<string, string | string[] | undefined>;

/** What the last delete did, from the address it came back to: deleted, gone already, or refused while in use. */
async function deleteNotice(locale: Locale, categories: readonly IntegrationCategory[], query: Query) {
  const t = await getTranslations({ locale, namespace: 'Admin.integrationCategories' });
  if (query.deleted === '1') return { role: 'status', text: t('deleted') };
  if (query.deleted === '0') return { role: 'status', text: t('notDeleted') };
  const refused = typeof query.inUse === 'string' ? categories.find((category) => String(category.id) === query.id) : undefined;
  if (refused) return { role: 'alert', text: t('inUse', { name: refused.name[locale], count: Math.max(1, Number(query.inUse) || 1) }) };
  return null;
}

/** The categories in the directory's order: names, slug, how many integrations use it, an edit form and a delete button. */
export async function CategoriesList({ locale, categories, usage, query }: { locale: Locale; categories: readonly IntegrationCategory[]; usage: ReadonlyMap<string, number>; query: Query }) {
  const t = await getTranslations({ locale, namespace: 'Admin.integrationCategories' });
  const notice = await deleteNotice(locale, categories, query);
  return (
    <section aria-labelledby="categories-title" className="mt-8">
      <h2 id="categories-title" className="text-lg font-bold text-ink-950">
        {t('listTitle')}
      </h2>
      {notice && (
        <p role={notice.role} className={`mt-4 rounded-lg p-3 text-sm font-medium ${notice.role === 'alert' ? 'border border-red-700/30 bg-red-50 text-red-800' : 'bg-brand-50 text-brand-900'}`}>
          {notice.text}
        </p>
      )}
      <ul className="mt-4 space-y-4">
        {categories.map((category) => (
          <li key={category.id} className="rounded-card border border-ink-100 bg-white p-5 shadow-card">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h3 className="text-lg font-bold text-ink-950">{category.name[locale]}</h3>
              <span className="text-sm text-ink-600">
                {category.slug} · {t('used', { count: usage.get(category.slug) ?? 0 })}
              </span>
            </div>
            <details className="mt-2">
              <summary className="cursor-pointer font-semibold text-brand-800 underline-offset-4 hover:underline">{t('edit', { name: category.name[locale] })}</summary>
              <CategoryForm id={category.id} initial={categoryValues(category)} />
            </details>
            <form action={deleteIntegrationCategoryAction} className="mt-3">
              <input type="hidden" name="locale" value={locale} />
              <input type="hidden" name="id" value={category.id} />
              <button type="submit" className="btn btn-secondary min-h-9 px-3 py-1 text-sm">
                {t('delete', { name: category.name[locale] })}
              </button>
            </form>
          </li>
        ))}
      </ul>
    </section>
  );
}
