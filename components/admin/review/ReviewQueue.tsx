import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/infra/routing/navigation';
import type { Locale } from '@/lib/infra/routing/routing';
import type { QueueItem } from '@/lib/features/review';
import { REVIEW_QUEUE_LIMIT } from '@/lib/features/publishing/shared/review';
import { AdminTable, type AdminColumn } from '../AdminTable';

/** The review queue's table: kind, title (a link to its editor), language, author, since when. */
export async function ReviewQueue({ locale, items }: { locale: Locale; items: QueueItem[] }) {
  const t = await getTranslations({ locale, namespace: 'Admin.review' });
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
  const columns: AdminColumn<QueueItem>[] = [
    { key: 'kind', header: t('columns.kind'), cell: (item) => t(`kinds.${item.kind}`) },
    {
      key: 'title',
      header: t('columns.title'),
      rowHeader: true,
      cell: (item) => (
        <Link locale={locale} href={item.editPath} className="font-semibold text-brand-800 underline underline-offset-4" aria-label={t('openEntry', { title: item.title })}>
          {item.title}
        </Link>
      ),
    },
    { key: 'language', header: t('columns.language'), cell: (item) => t(`languages.${item.language}`) },
    { key: 'author', header: t('columns.author'), cell: (item) => item.owner ?? t('unknownAuthor'), className: 'break-all' },
    { key: 'submitted', header: t('columns.submitted'), cell: (item) => <time dateTime={item.submittedAt}>{date.format(new Date(item.submittedAt))} UTC</time> },
  ];
  return (
    <div className="overflow-x-auto rounded-card border border-ink-100 bg-white shadow-card">
      <AdminTable columns={columns} rows={items} caption={t('caption')} empty={t('empty')} rowKey={(item) => `${item.kind}:${item.id}`} className="min-w-[40rem]" />
      {items.length >= REVIEW_QUEUE_LIMIT && <p className="p-4 text-sm text-ink-600">{t('limited', { count: REVIEW_QUEUE_LIMIT })}</p>}
    </div>
  );
}
