import type { AdminTranslator } from '@/components/admin/admin-screen';
import { AdminTable } from '@/components/admin/AdminTable';
import { SetupHint } from '@/components/admin/SetupHint';
import type { Locale } from '@/lib/infra/routing/routing';
import type { indexNowAdminView } from '@/lib/features/indexnow';

type View = Awaited<ReturnType<typeof indexNowAdminView>>;
type Ping = View['pings'][number];

/** Whether IndexNow is on, its key file, and the last pings with their outcome. */
export function IndexNowPanel({ view, locale, t, admin }: { view: View; locale: Locale; t: AdminTranslator; /** Shown how to switch it on (a server setting). */ admin: boolean }) {
  const when = (date: Date | null) => (date ? new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(date) + ' UTC' : '—');
  return (
    <section aria-labelledby="indexnow" className="mt-10">
      <h2 id="indexnow" className="text-lg font-bold text-ink-950">
        {t('redirects.indexNow.title')}
      </h2>
      {!view.enabled ? (
        <>
          <p className="mt-2 max-w-3xl text-ink-700">{t('redirects.indexNow.off')}</p>
          <SetupHint show={admin} label={t('setupHint')}>
            {t('redirects.indexNow.offSetup')}
          </SetupHint>
        </>
      ) : (
        <>
          <p className="mt-2 max-w-3xl text-ink-700">{t('redirects.indexNow.on', { keyFile: view.keyFile, endpoint: view.endpoint })}</p>
          <div className="mt-4 overflow-x-auto rounded-card border border-ink-100 bg-white shadow-card">
            <AdminTable<Ping>
              rows={view.pings}
              rowKey={(ping) => ping.id}
              caption={t('redirects.indexNow.caption')}
              empty={t('redirects.indexNow.empty')}
              dense
              className="min-w-[40rem]"
              columns={[
                { key: 'created', header: t('redirects.indexNow.queued'), rowHeader: true, cell: (ping) => when(ping.createdAt) },
                { key: 'urls', header: t('redirects.indexNow.urls'), className: 'break-all font-mono text-xs', cell: (ping) => ping.urls.join('\n') },
                { key: 'outcome', header: t('redirects.indexNow.outcome'), cell: (ping) => t(`redirects.indexNow.statuses.${ping.status as 'sent'}`, { code: ping.responseStatus ?? 0, error: ping.lastError ?? '', attempts: ping.attempts }) },
                { key: 'sent', header: t('redirects.indexNow.sent'), cell: (ping) => when(ping.sentAt) },
              ]}
            />
          </div>
        </>
      )}
    </section>
  );
}
