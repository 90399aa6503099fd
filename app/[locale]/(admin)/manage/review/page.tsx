import { adminScreenMetadata, guardAdminScreen, type AdminPageProps } from '@/components/admin/admin-screen';
import { ReviewQueue } from '@/components/admin/review/ReviewQueue';
import { AdminHeading } from '@/components/page/AdminHeading';
import { localeOf } from '@/lib/infra/routing/locale-params';
import { reviewQueue } from '@/lib/features/review';

export const generateMetadata = adminScreenMetadata('/manage/review', 'review.title');

/** Everything in review across posts, stories, openings and pages, oldest first (editors and admins). */
export default async function ReviewPage({ params }: AdminPageProps) {
  const locale = await localeOf(params);
  const screen = await guardAdminScreen(locale, 'review', '/manage/review');
  if (!screen.ok) return screen.denied;
  const { t } = screen;
  return (
    <>
      <AdminHeading>{t('review.title')}</AdminHeading>
      <p className="mt-2 max-w-3xl text-ink-700">{t('review.lead')}</p>
      <div className="mt-8">
        <ReviewQueue locale={locale} items={await reviewQueue()} />
      </div>
    </>
  );
}
