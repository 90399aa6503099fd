import { expect, type Locator, type Page } from '@playwright/test';
import { field } from './fields';
import { waitForHydration } from './site';

/**
 * Which day a test books on. The browser tests share one server and its one sample salesperson
 * (weekdays 09:00–17:00 in Madrid, lib/features/booking/seed.ts), so the tests that book take a day
 * each — a lane — and none takes another's slot. A lane is a date, counted from the day after the
 * run started (fixed once by e2e/global-setup.ts), never a place in the list: today's last slot
 * passing mid-run takes today off the list, which would move a place-based choice onto the day
 * another test books on (and, near midnight, onto a slot about to pass). The days after the run's
 * first day are whole within the two-week window: at least nine weekdays, lanes 0–8 (all taken).
 */
export const BOOKING_LANE = {
  /** Books nothing (its slot is forged): any day will do. */
  forged: 0,
  journey: 1,
  noJs: 2,
  race: 3,
  smtpDown: 4,
  analytics: 5,
  adminView: 6,
  hostileInvitation: 7,
  spanishVisitor: 8,
} as const;

/** The sample salesperson's zone: a slot's day is its date there (the same date in every zone the tests show). */
const SAMPLE_ZONE = 'Europe/Madrid';
export const RUN_DATE_VARIABLE = 'E2E_BOOKING_RUN_DATE';

/** An instant's date (YYYY-MM-DD) in the sample salesperson's zone. */
export const bookingDate = (instant: string | Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: SAMPLE_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(instant));

/** The date the run started on (global setup sets it for every worker; a lone file run falls back to now). */
const runDate = () => process.env[RUN_DATE_VARIABLE] ?? bookingDate(new Date());

/** The starts (ISO instants, as the slot list offers them) of `lane`'s day, earliest first. */
export function laneStarts(starts: string[], lane: number): string[] {
  const after = runDate();
  const dates = [...new Set(starts.map(bookingDate))].filter((date) => date > after).sort();
  const date = dates[lane];
  if (!date) throw new Error(`The slot list offers no day for lane ${lane}: the days after ${after} are ${dates.join(', ') || 'none'}.`);
  return starts.filter((start) => bookingDate(start) === date).sort();
}

/** The slot buttons' times in a slot list's HTML, whatever order React writes their attributes in. */
export const slotStartsIn = (html: string) => [...html.matchAll(/<button[^>]*\bname="start"[^>]*>/g)].map((match) => /\bvalue="([^"]+)"/.exec(match[0])![1]!);

/** The slot buttons of `lane`'s day on the slot list (each names its time and day), its disclosure opened if need be. */
export async function laneSlots(page: Page, lane: number): Promise<Locator> {
  const buttons = page.locator('form button[name="start"]');
  await buttons.first().waitFor({ state: 'attached' });
  const [first] = laneStarts(await buttons.evaluateAll((elements) => elements.map((element) => (element as HTMLButtonElement).value)), lane);
  // Its place on this page, found by date (a test may change a button's value afterwards: the forged slot).
  const place = await page.locator('details').evaluateAll((all, start) => all.findIndex((element) => [...element.querySelectorAll('button')].some((button) => button.value === start)), first);
  const details = page.locator('details').nth(place);
  if (!(await details.evaluate((element) => (element as HTMLDetailsElement).open))) await details.locator('summary').click();
  return details.getByRole('button', { name: /^(Choose|Elegir) / });
}

const FORM = {
  en: { first: 'First name', last: 'Last name', email: 'Work email', company: 'Company', submit: 'Request my demo', thanks: 'Thank You!', book: 'Pick a time' },
  es: { first: 'Nombre', last: 'Apellido', email: 'Correo de trabajo', company: 'Empresa', submit: 'Solicitar mi demo', thanks: '¡Gracias!', book: 'Elegir hora' },
};

/** Asks for a demo on /{locale}/demo and follows the success panel's link to the slot list. */
export async function requestDemo(page: Page, locale: 'en' | 'es', email: string, { js = true } = {}) {
  const text = FORM[locale];
  await page.goto(`/${locale}/demo`);
  if (js) await waitForHydration(page);
  await field(page, text.first).fill('Marta');
  await field(page, text.last).fill('Ruiz');
  await field(page, text.email).fill(email);
  await field(page, text.company).fill('Ruiz Retail');
  await page.getByRole('button', { name: text.submit }).click();
  await expect(page.getByRole('heading', { name: text.thanks })).toBeVisible();
  // One message and one primary action: picking a time; the way home sits beside it, secondary.
  const panel = page.getByRole('status').filter({ has: page.getByRole('heading', { name: text.thanks }) });
  await expect(panel.locator('.btn-primary')).toHaveCount(1);
  await expect(panel.locator('.btn-primary')).toHaveText(text.book);
  await expect(panel).toContainText(locale === 'en' ? 'Pick a 15-minute slot now' : 'Elige ahora un horario de 15 minutos');
  await expect(panel).not.toContainText(locale === 'en' ? 'will be in touch shortly' : 'se pondrá en contacto contigo en breve');
  await page.getByRole('link', { name: text.book }).click();
  await expect(page).toHaveURL(/\/demo\/(book|reservar)\?ticket=/);
}

/** The confirm step a chosen time leads to: its summary, then "Confirm booking". */
export async function confirmBooking(page: Page, locale: 'en' | 'es' = 'en') {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(locale === 'en' ? /^Confirm (your demo|the new time)$/ : /^Confirma (tu demo|la nueva hora)$/);
  await page.getByRole('button', { name: locale === 'en' ? 'Confirm booking' : 'Confirmar reserva' }).click();
}
