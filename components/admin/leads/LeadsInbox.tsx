import type { Locale } from '@/lib/infra/routing/routing';
import { retryLeadAction } from '@/lib/features/leads/actions/retry-lead';
import type { AdminBooking } from '@/lib/features/booking';
import type { LeadRow } from '@/lib/features/leads';
import type { AdminTranslator } from '../admin-screen';
import { AdminTable, type AdminColumn, type ColumnSort } from '../AdminTable';
import { selectColumn } from '../lists/BulkBar';
import { formatBookingTime } from '../booking/BookingTime';

/**
 * Every lead with its CRM status and last error, and 'retry now' for those not sent. `back`: the
 * inbox's address with its filters, where the retry returns. `bookings`: each lead's demo booking, if any.
 */
export function LeadsTable({
  leads,
  bookings,
  locale,
  back,
  t,
  select,
  sorts = {},
  empty,
}: {
  leads: LeadRow[];
  bookings: ReadonlyMap<string, AdminBooking>;
  locale: Locale;
  back: string;
  t: AdminTranslator;
  /** The bulk form the rows' boxes join. */
  select?: string;
  /** The sortable columns' header links. */
  sorts?: Partial<Record<'date' | 'name' | 'email' | 'company', ColumnSort>>;
  empty?: string;
}) {
  return (
    <AdminTable
      columns={[...(select ? [selectColumn<LeadRow>(select, (lead) => lead.id, (lead) => `${lead.firstName} ${lead.lastName}`.trim(), t)] : []), ...leadColumns({ bookings, locale, back, t, sorts })]}
      rows={leads}
      rowKey={(lead) => lead.id}
      rowId={(lead) => `lead-${lead.id}`}
      empty={empty ?? t('leads.empty')}
      dense
      className="min-w-[64rem]"
    />
  );
}

/** The inbox's columns: the lead as sent, its demo booking, and its way to the CRM. */
function leadColumns({ bookings, locale, back, t, sorts }: { bookings: ReadonlyMap<string, AdminBooking>; locale: Locale; back: string; t: AdminTranslator; sorts: Partial<Record<'date' | 'name' | 'email' | 'company', ColumnSort>> }): AdminColumn<LeadRow>[] {
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
  const country = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });
  return [
    { key: 'date', header: t('leads.columns.date'), sort: sorts.date, className: 'whitespace-nowrap', cell: (lead) => <time dateTime={lead.createdAt.toISOString()}>{date.format(lead.createdAt)}</time> },
    { key: 'kind', header: t('leads.columns.kind'), cell: (lead) => t(`leads.kinds.${lead.kind}`) },
    { key: 'name', header: t('leads.columns.name'), sort: sorts.name, cell: (lead) => <LeadName lead={lead} booking={bookings.get(lead.id)} locale={locale} t={t} /> },
    {
      key: 'email',
      header: t('leads.columns.email'),
      sort: sorts.email,
      cell: (lead) => (
        <a href={`mailto:${lead.email}`} className="text-brand-800 underline-offset-4 hover:underline">
          {lead.email}
        </a>
      ),
    },
    { key: 'company', header: t('leads.columns.company'), sort: sorts.company, cell: (lead) => lead.company },
    { key: 'country', header: t('leads.columns.country'), cell: (lead) => (lead.country ? country.of(lead.country) : '') },
    // The visitor's words are in the lead's language; a booked lead's message is the CRM's meeting note, in English (booking's crmBookingNote).
    { key: 'message', header: t('leads.columns.message'), className: 'max-w-xs break-words whitespace-pre-line', cell: (lead) => lead.message && <span lang={bookings.has(lead.id) ? 'en' : lead.locale}>{lead.message}</span> },
    { key: 'status', header: t('leads.columns.status'), cell: (lead) => t(`leads.statuses.${lead.crmStatus}`) },
    { key: 'attempts', header: t('leads.columns.attempts'), className: 'tabular-nums', cell: (lead) => lead.attempts },
    { key: 'lastError', header: t('leads.columns.lastError'), className: 'max-w-xs break-words text-ink-700', cell: (lead) => lead.lastError && <span lang="en">{lead.lastError}</span> },
    { key: 'actions', header: t('leads.columns.actions'), cell: (lead) => lead.crmStatus !== 'sent' && <RetryLeadForm lead={lead} locale={locale} back={back} label={t('leads.retry')} /> },
  ];
}

function LeadName({ lead, booking, locale, t }: { lead: LeadRow; booking: AdminBooking | undefined; locale: Locale; t: AdminTranslator }) {
  return (
    <>
      {`${lead.firstName} ${lead.lastName === lead.firstName ? '' : lead.lastName}`.trim()}
      {booking && <LeadBookingNote booking={booking} locale={locale} t={t} />}
    </>
  );
}

/** 'Retry now': the lead goes to the CRM again, and the inbox comes back with the outcome. */
function RetryLeadForm({ lead, locale, back, label }: { lead: LeadRow; locale: Locale; back: string; label: string }) {
  return (
    <form action={retryLeadAction}>
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="id" value={lead.id} />
      <input type="hidden" name="back" value={back} />
      <button type="submit" className="btn btn-secondary min-h-9 px-3 py-1.5 whitespace-nowrap">
        {label}
      </button>
    </form>
  );
}

/** "Demo booked: Tue, 1 Dec 2026, 10:15 (Europe/Madrid) · with Lucía", or that it was cancelled. */
function LeadBookingNote({ booking, locale, t }: { booking: AdminBooking; locale: Locale; t: AdminTranslator }) {
  const { timeZone, name } = booking.salesperson;
  const when = formatBookingTime(booking.startsAt, timeZone, locale);
  return (
    <p className={`mt-1 text-xs font-medium ${booking.status === 'confirmed' ? 'text-brand-900' : 'text-ink-600'}`}>
      {booking.status === 'confirmed' ? t('leads.booked', { when, zone: timeZone, salesperson: name }) : t('leads.bookingCancelled', { when, salesperson: name })}
    </p>
  );
}
