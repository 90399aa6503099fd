import { adminScreenMetadata, guardAdminScreen, type AdminPageProps } from '@/components/admin/admin-screen';
import { SharePreview } from '@/components/admin/SharePreview';
import { StoryEditor } from '@/components/admin/stories/StoryEditor.client';
import { StoryTranslation } from '@/components/admin/stories/StoryTranslation';
import { AdminHeading } from '@/components/page/AdminHeading';
import { BackLink } from '@/components/sections/BackLink';
import { HttpStatus } from '@/components/seo/HttpStatus';
import { getPathname } from '@/lib/infra/routing/navigation';
import { localeOf } from '@/lib/infra/routing/locale-params';
import { mayEditEntry } from '@/lib/features/publishing/shared/workflow';
import { adminStories, storyPath, storyPreviewLinks } from '@/lib/features/stories';
import { ReviewBar } from '@/components/admin/review/ReviewBar';
import { deleteStoryAction } from '@/lib/features/stories/actions/delete-story';
import { revokeStoryPreviewAction, shareStoryPreviewAction } from '@/lib/features/stories/actions/story-preview-links';
import { valuesOf } from '@/lib/features/stories/shared/story-input';
import { parseSerialId } from '@/lib/infra/util/ids';

type Props = AdminPageProps & { params: Promise<{ locale: string; id: string }> };

export const generateMetadata = adminScreenMetadata('/manage/customers', 'editStoryTitle');

/** One story: its editor, its translation, its preview links and deleting it. */
export default async function EditStoryPage({ params, searchParams }: Props) {
  const locale = await localeOf(params);
  const { id: rawId } = await params;
  const screen = await guardAdminScreen(locale, 'stories', `/manage/customers/${encodeURIComponent(rawId)}`);
  if (!screen.ok) return screen.denied;
  const { t, user } = screen;
  const id = parseSerialId(rawId);
  const story = id ? await adminStories.byId(id) : null;
  if (!story || !mayEditEntry(user, story)) {
    return (
      <>
        <HttpStatus code={404} />
        <AdminHeading>{t('editStoryTitle')}</AdminHeading>
        <p className="mt-4 text-ink-700">{t('stories.problems.notFound')}</p>
        <div className="mt-6">
          <BackLink locale={locale} href="/manage/customers">
            {t('storiesTitle')}
          </BackLink>
        </div>
      </>
    );
  }
  const { saved, preview, translation, sendBack } = await searchParams;
  const [links, translated] = await Promise.all([storyPreviewLinks().active(story.id), adminStories.translationOf(story)]);
  const status = translated ? (await adminStories.translationStatuses([story], [translated])).get(story.id) : undefined;
  const source = status?.kind === 'out-of-date' ? await adminStories.byId(status.sourceId) : null;
  return (
    <>
      <BackLink locale={locale} href="/manage/customers">
        {t('storiesTitle')}
      </BackLink>
      <div className="mt-6">
        <AdminHeading>{t('editStoryTitle')}</AdminHeading>
        <ReviewBar locale={locale} kind="story" entry={story} publicHref={getPathname({ href: storyPath(story), locale: story.language })} user={user} outcome={sendBack} />
      </div>
      {saved === '1' && (
        <p role="status" className="mt-4 rounded-lg bg-brand-50 p-3 text-sm text-brand-900">
          {t('stories.saved')}
        </p>
      )}
      <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_22rem]">
        <StoryEditor role={user.role} id={story.id} version={story.version} initial={valuesOf(story)} />
        <div className="space-y-8">
          <StoryTranslation locale={locale} story={story} translation={translated} outcome={typeof translation === 'string' ? translation : undefined} user={user} status={status} source={source} />
          <SharePreview locale={locale} entryId={story.id} links={links} share={shareStoryPreviewAction} revoke={revokeStoryPreviewAction} revoked={preview === 'revoked'} />
          <form action={deleteStoryAction} className="rounded-card border border-red-700/20 bg-white p-6 shadow-card">
            <input type="hidden" name="locale" value={locale} />
            <input type="hidden" name="id" value={story.id} />
            <p className="text-sm text-ink-600">{t('stories.deleteHint')}</p>
            <button type="submit" className="btn mt-4 border border-red-700 bg-white text-red-800 hover:bg-red-50">
              {t('stories.delete')}
            </button>
          </form>
        </div>
      </div>
    </>
  );
}
