import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { guardAdminScreen, type AdminPageProps, type AdminTranslator } from '@/components/admin/admin-screen';
import { PostEditDelete } from '@/components/admin/PostEditDelete.client';
import { SignInForm } from '@/components/admin/SignInForm.client';
import { AdminHeading } from '@/components/page/AdminHeading';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { can } from '@/lib/features/people/shared/permissions';
import { formatLongDate } from '@/i18n/dates';
import { localeOf, type LocaleParams } from '@/i18n/locale-params';
import { adminPosts } from '@/lib/features/posts';
import { translationIn } from '@/lib/features/posts';
import type { PostStatus, PostSummary } from '@/lib/features/posts/shared/types';
import { mayEditPost } from '@/lib/features/posts/shared/workflow';
import { pageMetadata } from '@/lib/infra/seo/metadata';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  return pageMetadata(await localeOf(params), 'manage');
}

/** Sign-in for visitors; the dashboard for the team: every post for editors and admins, an author's own. */
export default async function ManagePage({ params, searchParams }: AdminPageProps) {
  const locale = await localeOf(params);
  const screen = await guardAdminScreen(locale, 'posts');
  if (!screen.ok) return screen.reason === 'signed-out' ? <SignInScreen locale={locale} next={(await searchParams).next} /> : screen.denied;
  const { t, user } = screen;
  const { posts: all } = await adminPosts.list({ page: 1, pageSize: 200 });
  const posts = user.role === 'author' ? all.filter((post) => post.ownerId === user.id) : all;
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <AdminHeading>{t('dashboardTitle')}</AdminHeading>
        <div className="flex flex-wrap gap-3">
          {can(user.role, 'leads') && (
            <Link locale={locale} href="/manage/leads" className="btn btn-secondary">
              {t('viewLeads')}
            </Link>
          )}
          <Link locale={locale} href="/manage/posts/new" className="btn btn-primary">
            {t('addNewPost')}
          </Link>
        </div>
      </div>
      <section aria-labelledby="posts-title" className="mt-8 overflow-hidden rounded-card border border-ink-100 bg-white shadow-card">
        <h2 id="posts-title" className="border-b border-ink-100 px-5 py-4 text-lg font-bold text-ink-950">
          {t('postsTitle')}
        </h2>
        {posts.length === 0 ? (
          <p className="p-6 text-ink-600">{t('noPosts')}</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full min-w-[40rem] text-left text-sm">
              <thead className="bg-ink-50 text-ink-700">
                <tr>
                  <th scope="col" className="px-5 py-3 font-semibold">{t('columns.title')}</th>
                  <th scope="col" className="px-5 py-3 font-semibold">{t('columns.status')}</th>
                  <th scope="col" className="px-5 py-3 font-semibold">{t('columns.language')}</th>
                  <th scope="col" className="px-5 py-3 font-semibold">{t('translation.column')}</th>
                  <th scope="col" className="px-5 py-3 font-semibold">{t('columns.date')}</th>
                  <th scope="col" className="px-5 py-3 font-semibold">{t('columns.actions')}</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-ink-100">
                {posts.map((post) => (
                  <tr key={post.id}>
                    <td className="px-5 py-3">
                      <Link locale={post.language} href={`/blog/${post.slug}`} lang={post.language} className="font-semibold text-ink-950 underline-offset-4 hover:underline">
                        {post.title}
                      </Link>
                      <span className="block text-ink-600">{post.category}</span>
                    </td>
                    <td className="px-5 py-3">
                      <StatusBadge status={post.status} label={statusLabel(t, post.status)} />
                      {post.status === 'scheduled' && post.publishedAt && (
                        <time dateTime={post.publishedAt} className="mt-1 block text-xs text-ink-600">
                          {formatInstant(post.publishedAt, locale)}
                        </time>
                      )}
                    </td>
                    <td className="px-5 py-3 uppercase">{post.language}</td>
                    <td className="px-5 py-3">
                      <TranslationCell locale={locale} translation={translationIn(posts, post)} missing={t('translation.missing')} />
                    </td>
                    <td className="px-5 py-3 whitespace-nowrap">
                      <time dateTime={post.date}>{formatLongDate(post.date, locale)}</time>
                    </td>
                    <td className="px-5 py-3">
                      {mayEditPost(user, post) && <PostEditDelete id={post.id} title={post.title} />}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </>
  );
}

/** The sign-in form; `next` is where a successful sign-in goes. */
async function SignInScreen({ locale, next }: { locale: Locale; next: string | string[] | undefined }) {
  const t = await getTranslations({ locale, namespace: 'Admin' });
  return (
    <div className="mx-auto max-w-md rounded-card border border-ink-100 bg-white p-6 shadow-card sm:p-8">
      <AdminHeading>{t('signInTitle')}</AdminHeading>
      <p className="mt-2 mb-6 text-ink-600">{t('signInLead')}</p>
      <SignInForm locale={locale} next={typeof next === 'string' ? next : ''} />
    </div>
  );
}

function statusLabel(t: AdminTranslator, status: PostStatus): string {
  return { draft: t('statusDraft'), review: t('statusReview'), scheduled: t('statusScheduled'), published: t('statusPublished') }[status];
}

const BADGE: Record<PostStatus, string> = {
  draft: 'bg-accent-100 text-accent-700',
  review: 'bg-amber-100 text-amber-900',
  scheduled: 'bg-ink-100 text-ink-800',
  published: 'bg-brand-100 text-brand-800',
};

function StatusBadge({ status, label }: { status: PostStatus; label: string }) {
  return <span className={`rounded-full px-2 py-0.5 text-xs font-bold ${BADGE[status]}`}>{label}</span>;
}

/** A scheduled instant, in UTC (said so: the server does not know the reader's zone). */
function formatInstant(iso: string, locale: Locale): string {
  return `${new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(new Date(iso))} UTC`;
}

/** The post's translation in the dashboard: a link to edit it, or that there is none yet. */
function TranslationCell({ locale, translation, missing }: { locale: Locale; translation?: PostSummary; missing: string }) {
  if (!translation) return <span className="text-ink-600">{missing}</span>;
  return (
    <Link locale={locale} href={`/manage/posts/${translation.id}`} lang={translation.language} className="text-brand-800 underline-offset-4 hover:underline">
      <span className="font-bold">{translation.language.toUpperCase()}</span> {translation.title}
    </Link>
  );
}
