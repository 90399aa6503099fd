import type { Metadata } from 'next';
import { EditPostScreen } from '@/components/admin/EditPostScreen';
import { isTranslationOutcome } from '@/components/admin/TranslationPanel';
import { adminTitle } from '@/components/page/AdminHeading';
import { localeOf } from '@/i18n/locale-params';
import { adminPosts } from '@/lib/features/posts';
import { buildMetadata } from '@/lib/infra/seo/metadata';
import { parseSerialId } from '@/lib/infra/util/ids';

type Params = { params: Promise<{ locale: string; id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const locale = await localeOf(params);
  return buildMetadata({ locale, path: '/manage/posts', title: await adminTitle(locale, 'editPostTitle'), description: '', index: false });
}

export default async function EditPostPage({ params, searchParams }: Params) {
  const locale = await localeOf(params);
  const { id } = await params;
  const { translation, compare, restored, preview } = await searchParams;
  const numeric = parseSerialId(id);
  return (
    <EditPostScreen
      locale={locale}
      next={`/${locale}/manage/posts/${encodeURIComponent(id)}`}
      load={async () => (numeric ? adminPosts.byId(numeric) : null)}
      outcome={isTranslationOutcome(translation) ? translation : undefined}
      compare={parseSerialId(compare) ?? undefined}
      restored={restored === '1' ? true : restored === '0' ? false : undefined}
      previewRevoked={preview === 'revoked'}
    />
  );
}
