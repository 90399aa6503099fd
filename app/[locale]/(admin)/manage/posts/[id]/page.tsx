import { adminScreenMetadata } from '@/components/admin/admin-screen';
import { EditPostScreen } from '@/components/admin/posts/EditPostScreen';
import { isTranslationOutcome } from '@/components/admin/posts/TranslationPanel';
import { localeOf } from '@/lib/infra/routing/locale-params';
import { adminPosts } from '@/lib/features/posts';
import { parseSerialId } from '@/lib/infra/util/ids';

type Params = { params: Promise<{ locale: string; id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export const generateMetadata = adminScreenMetadata('/manage/posts', 'editPostTitle');

export default async function EditPostPage({ params, searchParams }: Params) {
  const locale = await localeOf(params);
  const { id } = await params;
  const { translation, compare, restored, preview, saved, sendBack } = await searchParams;
  const numeric = parseSerialId(id);
  return (
    <EditPostScreen
      locale={locale}
      path={`/manage/posts/${encodeURIComponent(id)}`}
      load={async () => (numeric ? adminPosts.byId(numeric) : null)}
      outcome={isTranslationOutcome(translation) ? translation : undefined}
      compare={parseSerialId(compare) ?? undefined}
      restored={restored === '1' ? true : restored === '0' ? false : undefined}
      previewRevoked={preview === 'revoked'}
      saved={typeof saved === 'string' && /^\d{1,9}$/.test(saved) ? saved : undefined}
      sendBack={sendBack}
    />
  );
}
