import { adminScreenMetadata, guardAdminScreen, type AdminPageProps } from '@/components/admin/admin-screen';
import { countryOptions } from '@/lib/features/leads/shared/countries';
import { OpeningEditor } from '@/components/admin/openings/OpeningEditor.client';
import { AdminHeading } from '@/components/page/AdminHeading';
import { BackLink } from '@/components/sections/BackLink';
import { localeOf } from '@/lib/infra/routing/locale-params';
import { mayEditEntry } from '@/lib/features/publishing/shared/workflow';
import { adminOpenings } from '@/lib/features/openings';
import { EMPTY_OPENING_VALUES, openingTranslationDraft } from '@/lib/features/openings/shared/opening-input';
import { parseSerialId } from '@/lib/infra/util/ids';

export const generateMetadata = adminScreenMetadata('/manage/openings/new', 'newOpeningTitle');

/**
 * A new opening; with `?translationOf=ID`, the translation of that one: the other language, its
 * facts filled in, its texts to translate, and the two linked on save.
 */
export default async function NewOpeningPage({ params, searchParams }: AdminPageProps) {
  const locale = await localeOf(params);
  const screen = await guardAdminScreen(locale, 'openings', '/manage/openings/new');
  if (!screen.ok) return screen.denied;
  const { t, user } = screen;
  const { translationOf } = await searchParams;
  const sourceId = typeof translationOf === 'string' ? parseSerialId(translationOf) : null;
  const source = sourceId ? await adminOpenings.byId(sourceId) : null;
  const translatable = source && !source.translationGroup && mayEditEntry(user, source) ? source : null;
  return (
    <>
      <BackLink locale={locale} href="/manage/openings">
        {t('openingsTitle')}
      </BackLink>
      <div className="mt-6">
        <AdminHeading>{t('newOpeningTitle')}</AdminHeading>
      </div>
      <div className="mt-8 max-w-4xl">
        <OpeningEditor role={user.role} countries={countryOptions(locale)} translationOf={translatable?.id} initial={translatable ? openingTranslationDraft(translatable) : { ...EMPTY_OPENING_VALUES, language: locale }} />
      </div>
    </>
  );
}
