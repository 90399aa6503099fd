import { adminScreenMetadata, guardAdminScreen, type AdminPageProps } from '@/components/admin/admin-screen';
import { StoryEditor } from '@/components/admin/stories/StoryEditor.client';
import { AdminHeading } from '@/components/page/AdminHeading';
import { BackLink } from '@/components/sections/BackLink';
import { localeOf } from '@/lib/infra/routing/locale-params';
import { mayEditEntry } from '@/lib/features/publishing/shared/workflow';
import { adminStories } from '@/lib/features/stories';
import { EMPTY_STORY_VALUES, translationDraft } from '@/lib/features/stories/shared/story-input';
import { parseSerialId } from '@/lib/infra/util/ids';

export const generateMetadata = adminScreenMetadata('/manage/customers/new', 'newStoryTitle');

/**
 * A new story; with `?translationOf=ID`, the translation of that story: the other language, its
 * tags, figures and images filled in, its texts to translate, and the two linked on save.
 */
export default async function NewStoryPage({ params, searchParams }: AdminPageProps) {
  const locale = await localeOf(params);
  const screen = await guardAdminScreen(locale, 'stories', '/manage/customers/new');
  if (!screen.ok) return screen.denied;
  const { t, user } = screen;
  const { translationOf } = await searchParams;
  const sourceId = typeof translationOf === 'string' ? parseSerialId(translationOf) : null;
  const source = sourceId ? await adminStories.byId(sourceId) : null;
  const translatable = source && !source.translationGroup && mayEditEntry(user, source) ? source : null;
  return (
    <>
      <BackLink locale={locale} href="/manage/customers">
        {t('storiesTitle')}
      </BackLink>
      <div className="mt-6">
        <AdminHeading>{t('newStoryTitle')}</AdminHeading>
      </div>
      <div className="mt-8 max-w-4xl">
        <StoryEditor role={user.role} translationOf={translatable?.id} initial={translatable ? translationDraft(translatable) : { ...EMPTY_STORY_VALUES, language: locale }} />
      </div>
    </>
  );
}
