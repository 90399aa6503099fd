import type { Locale } from '@/lib/infra/routing/routing';
import { retryLeadAction } from '@/lib/features/leads/actions/retry-lead';
import type { AdminBooking } from '@/lib/features/booking';
import { CRM_STATUSES, LEAD_KINDS, type LeadQuery, type LeadRow } from '@/lib/features/leads';
import type { AdminTranslator } from '../admin-screen';
import { AdminTable, type AdminColumn } from '../AdminTable';
import { formatBookingTime } from '../booking/BookingTime';

type Filters = Pick<LeadQuery, 'kind' | 'status'>;

/** The inbox's filters (kind, CRM status) as a plain GET form, with the count of matches. */
export function LeadFilterForm({ filters, total, t }: { filters: Filters; total: number; t: AdminTranslator }) {
  return (
    <form method="get" className="mt-6 flex flex-wrap items-end gap-4 rounded-card border border-ink-100 bg-white p-4 shadow-card">
      <FilterSelect id="lead-kind" name="kind" label={t('leads.kind')} value={filters.kind} allLabel={t('leads.all')}>
        {LEAD_KINDS.map((kind) => [kind, t(`leads.kinds.${kind}`)] as const)}
      </FilterSelect>
      <FilterSelect id="lead-status" name="status" label={t('leads.status')} value={filters.status} allLabel={t('leads.all')}>
        {CRM_STATUSES.map((status) => [status, t(`leads.statuses.${status}`)] as const)}
      </FilterSelect>
      <button type="submit" className="btn btn-dark">
        {t('leads.filter')}
      </button>
      <p className="ml-auto text-sm text-ink-600">{t('leads.total', { count: total })}</p>
    </form>
  );
}

function FilterSelect({
  id,
  name,
  label,
  value,
  allLabel,
  children: options,
}: {
  id: string;
  name: string;
  label: string;
  value: string | undefined;
  allLabel: string;
  children: ReadonlyArray<readonly [string, string]>;
}) {
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <select id={id} name={name} defaultValue={value ?? ''} className="field-control">
        <option value="">{allLabel}</option>
        {options.map(([option, text]) => (
          <option key={option} value={option}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * Every lead with its CRM status and last error, and 'retry now' for those not sent. `back`: the
 * inbox's address with its filters, where the retry returns. `bookings`: each lead's demo booking, if any.
 */
export function LeadsTable({ leads, bookings, locale, back, t }: { leads: LeadRow[]; bookings: ReadonlyMap<string, AdminBooking>; locale: Locale; back: string; t: AdminTranslator }) {
  return (
    <AdminTable
      columns={leadColumns({ bookings, locale, back, t })}
      rows={leads}
      rowKey={(lead) => lead.id}
      rowId={(lead) => `lead-${lead.id}`}
      empty={t('leads.empty')}
      dense
      className="min-w-[64rem]"
    />
  );
}

/** The inbox's columns: the lead as sent, its demo booking, and its way to the CRM. */
function leadColumns({ bookings, locale, back, t }: { bookings: ReadonlyMap<string, AdminBooking>; locale: Locale; back: string; t: AdminTranslator }): AdminColumn<LeadRow>[] {
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
  const country = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });
  return [
    { key: 'date', header: t('leads.columns.date'), className: 'whitespace-nowrap', cell: (lead) => <time dateTime={lead.createdAt.toISOString()}>{date.format(lead.createdAt)}</time> },
    { key: 'kind', header: t('leads.columns.kind'), cell: (lead) => t(`leads.kinds.${lead.kind}`) },
    { key: 'name', header: t('leads.columns.name'), cell: (lead) => <LeadName lead={lead} booking={bookings.get(lead.id)} locale={locale} t={t} /> },
    {
      key: 'email',
      header: t('leads.columns.email'),
      cell: (lead) => (
        <a href={`mailto:${lead.email}`} className="text-brand-800 underline-offset-4 hover:underline">
          {lead.email}
        </a>
      ),
    },
    { key: 'company', header: t('leads.columns.company'), cell: (lead) => lead.company },
    { key: 'country', header: t('leads.columns.country'), cell: (lead) => (lead.country ? country.of(lead.country) : '') },
    { key: 'message', header: t('leads.columns.message'), className: 'max-w-xs break-words whitespace-pre-line', cell: (lead) => lead.message },
    { key: 'status', header: t('leads.columns.status'), cell: (lead) => t(`leads.statuses.${lead.crmStatus}`) },
    { key: 'attempts', header: t('leads.columns.attempts'), className: 'tabular-nums', cell: (lead) => lead.attempts },
    { key: 'lastError', header: t('leads.columns.lastError'), className: 'max-w-xs break-words text-ink-700', cell: (lead) => lead.lastError },
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
