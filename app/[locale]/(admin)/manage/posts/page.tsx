import { adminScreenMetadata, guardAdminScreen, type AdminPageProps } from '@/components/admin/admin-screen';
import { PostsList } from '@/components/admin/posts/PostsList';
import { AdminHeading } from '@/components/page/AdminHeading';
import { Link } from '@/lib/infra/routing/navigation';
import { localeOf } from '@/lib/infra/routing/locale-params';

export const generateMetadata = adminScreenMetadata('/manage/posts', 'postsTitle');

/** The posts on their own (the dashboard shows the same list): search, filters, sort, pages and bulk actions from the URL. */
export default async function PostsPage({ params, searchParams }: AdminPageProps) {
  const locale = await localeOf(params);
  const screen = await guardAdminScreen(locale, 'posts', '/manage/posts');
  if (!screen.ok) return screen.denied;
  const { t, user } = screen;
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <AdminHeading>{t('postsTitle')}</AdminHeading>
        <Link locale={locale} href="/manage/posts/new" className="btn btn-primary">
          {t('addNewPost')}
        </Link>
      </div>
      <PostsList locale={locale} path="/manage/posts" query={await searchParams} user={user} t={t} />
    </>
  );
}
