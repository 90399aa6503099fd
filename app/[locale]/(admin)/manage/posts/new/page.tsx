import type { Metadata } from 'next';
import { AccessDenied } from '@/components/admin/AccessDenied';
import { PostEditor } from '@/components/admin/PostEditor.client';
import { AdminHeading, adminTitle } from '@/components/page/AdminHeading';
import { requireAdmin } from '@/lib/auth/service';
import { localeOf, type LocaleParams } from '@/lib/i18n/locale-params';
import { buildMetadata } from '@/lib/seo/metadata';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await localeOf(params);
  return buildMetadata({ locale, path: '/manage/posts/new', title: await adminTitle(locale, 'newPostTitle'), description: '', index: false });
}

export default async function NewPostPage({ params }: LocaleParams) {
  const locale = await localeOf(params);
  const auth = await requireAdmin();
  if (!auth.ok) return <AccessDenied locale={locale} reason={auth.reason} next={`/${locale}/manage/posts/new`} />;
  return (
    <>
      <AdminHeading>{await adminTitle(locale, 'newPostTitle')}</AdminHeading>
      <div className="mt-8">
        <PostEditor locale={locale} today={new Date().toISOString().slice(0, 10)} />
      </div>
    </>
  );
}
