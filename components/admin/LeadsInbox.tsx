import type { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { retryLeadAction } from '@/lib/features/leads/actions/retry-lead';
import type { AdminBooking } from '@/lib/features/booking';
import { CRM_STATUSES, LEAD_KINDS, type LeadQuery, type LeadRow } from '@/lib/features/leads';
import { formatBookingTime } from './BookingTime';

type AdminT = Awaited<ReturnType<typeof getTranslations<'Admin'>>>;
type Filters = Pick<LeadQuery, 'kind' | 'status'>;

const COLUMNS = ['date', 'kind', 'name', 'email', 'company', 'country', 'message', 'status', 'attempts', 'lastError', 'actions'] as const;

/** The inbox's filters (kind, CRM status) as a plain GET form, with the count of matches. */
export function LeadFilterForm({ filters, total, t }: { filters: Filters; total: number; t: AdminT }) {
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
export function LeadsTable({ leads, bookings, locale, back, t }: { leads: LeadRow[]; bookings: ReadonlyMap<string, AdminBooking>; locale: Locale; back: string; t: AdminT }) {
  if (leads.length === 0) return <p className="p-6 text-ink-600">{t('leads.empty')}</p>;
  const format = {
    date: new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }),
    country: new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' }),
  };
  return (
    <table className="w-full min-w-[64rem] text-left text-sm">
      <thead className="bg-ink-50 text-ink-700">
        <tr>
          {COLUMNS.map((column) => (
            <th key={column} scope="col" className="px-4 py-3 font-semibold">
              {t(`leads.columns.${column}`)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-ink-100 align-top">
        {leads.map((lead) => (
          <LeadTableRow key={lead.id} lead={lead} booking={bookings.get(lead.id)} locale={locale} back={back} format={format} t={t} />
        ))}
      </tbody>
    </table>
  );
}

function LeadTableRow({
  lead,
  booking,
  locale,
  back,
  format,
  t,
}: {
  lead: LeadRow;
  booking: AdminBooking | undefined;
  locale: Locale;
  back: string;
  format: { date: Intl.DateTimeFormat; country: Intl.DisplayNames };
  t: AdminT;
}) {
  return (
    <tr id={`lead-${lead.id}`}>
      <td className="px-4 py-3 whitespace-nowrap">
        <time dateTime={lead.createdAt.toISOString()}>{format.date.format(lead.createdAt)}</time>
      </td>
      <td className="px-4 py-3">{t(`leads.kinds.${lead.kind}`)}</td>
      <td className="px-4 py-3">
        {`${lead.firstName} ${lead.lastName === lead.firstName ? '' : lead.lastName}`.trim()}
        {booking && <LeadBookingNote booking={booking} locale={locale} t={t} />}
      </td>
      <td className="px-4 py-3">
        <a href={`mailto:${lead.email}`} className="text-brand-800 underline-offset-4 hover:underline">
          {lead.email}
        </a>
      </td>
      <td className="px-4 py-3">{lead.company}</td>
      <td className="px-4 py-3">{lead.country ? format.country.of(lead.country) : ''}</td>
      <td className="max-w-xs px-4 py-3 break-words whitespace-pre-line">{lead.message}</td>
      <td className="px-4 py-3">{t(`leads.statuses.${lead.crmStatus}`)}</td>
      <td className="px-4 py-3 tabular-nums">{lead.attempts}</td>
      <td className="max-w-xs px-4 py-3 break-words text-ink-700">{lead.lastError}</td>
      <td className="px-4 py-3">
        {lead.crmStatus !== 'sent' && (
          <form action={retryLeadAction}>
            <input type="hidden" name="locale" value={locale} />
            <input type="hidden" name="id" value={lead.id} />
            <input type="hidden" name="back" value={back} />
            <button type="submit" className="btn btn-secondary min-h-9 px-3 py-1.5 whitespace-nowrap">
              {t('leads.retry')}
            </button>
          </form>
        )}
      </td>
    </tr>
  );
}

/** "Demo booked: Tue, 1 Dec 2026, 10:15 (Europe/Madrid) · with Lucía", or that it was cancelled. */
function LeadBookingNote({ booking, locale, t }: { booking: AdminBooking; locale: Locale; t: AdminT }) {
  const { timeZone, name } = booking.salesperson;
  const when = formatBookingTime(booking.startsAt, timeZone, locale);
  return (
    <p className={`mt-1 text-xs font-medium ${booking.status === 'confirmed' ? 'text-brand-900' : 'text-ink-600'}`}>
      {booking.status === 'confirmed' ? t('leads.booked', { when, zone: timeZone, salesperson: name }) : t('leads.bookingCancelled', { when, salesperson: name })}
    </p>
  );
}
