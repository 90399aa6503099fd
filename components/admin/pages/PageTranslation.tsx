import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/infra/routing/navigation';
import type { Locale } from '@/lib/infra/routing/routing';
import type { Page, TranslationStatus } from '@/lib/features/pages/shared/types';

/** The other language's version: its status, a link to its editor, or the way to create it. */
export async function PageTranslation({ locale, page, other, status }: { locale: Locale; page: Page; other: Omit<Page, 'blocks'> | null; status: TranslationStatus }) {
  const t = await getTranslations({ locale, namespace: 'Admin.pages' });
  const language = page.language === 'en' ? 'es' : 'en';
  return (
    <section aria-labelledby="translation-title" className="space-y-3 rounded-card border border-ink-100 bg-white p-6 shadow-card">
      <h2 id="translation-title" className="text-lg font-semibold text-ink-950">
        {t('sections.translation')}
      </h2>
      <p className="text-sm text-ink-700" data-testid="translation-status">
        {t(`translationStatus.${status}`)}
      </p>
      {other ? (
        <Link locale={locale} href={`/manage/pages/${other.id}`} className="font-semibold text-brand-800 underline">
          {t('openTranslation', { language: language.toUpperCase(), title: other.title })}
        </Link>
      ) : (
        <Link locale={locale} href={`/manage/pages/new?translationOf=${page.id}`} className="font-semibold text-brand-800 underline">
          {t('createTranslation', { language: language.toUpperCase() })}
        </Link>
      )}
    </section>
  );
}
