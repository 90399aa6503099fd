import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { calendarInvitation } from '@/lib/features/booking/ics';
import type { DatabaseHandle } from '@/lib/infra/db/client';
import { leads, mailOutbox } from '@/lib/infra/db/schema';
import { createLeadStore } from '@/lib/features/leads/store';
import { freshDatabase, testBackends } from '@/test/databases';
import { newLead } from '@/test/leads';
import { createMailOutbox, type MailSender } from './outbox';
import { RECIPIENT_CAP, recipientKey } from './recipient-cap';
import { sweepLeadNotifications } from './service';
import { createSmtpSender } from '../../infra/clients/smtp';
import { bookingCancellationMails, bookingConfirmationMails, invitationMail, leadNotification } from './templates';

/** A real SMTP server on 127.0.0.1 that keeps what it receives; `refuse` answers 550 to a recipient. */
async function startSmtp(port = 0, refuse = new Set<string>()) {
  const received: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (refuse.has(address.address)) return callback(Object.assign(new Error('No such mailbox'), { responseCode: 550 }));
      callback();
    },
    onData(stream, _session, callback) {
      simpleParser(stream).then((mail) => {
        received.push(mail);
        callback();
      }, callback);
    },
  });
  server.on('error', () => {}); // a client that hangs up mid-conversation must not end the test run
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: bound } = server.server.address() as AddressInfo;
  return { received, port: bound, url: `smtp://127.0.0.1:${bound}`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe.each(testBackends())('mail outbox on %s', (backend) => {
  let handle: DatabaseHandle;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  const refused = new Set<string>();
  const database = async () => handle.db;
  const outbox = (sender: MailSender | null, owner = 'test') => createMailOutbox({ getDb: database, sender, owner, retryBaseMs: 50, retryCapMs: 100, maxAttempts: 3, random: () => 0 });
  const sender = () => createSmtpSender({ url: smtp.url, from: 'Otailo <no-reply@otailo.test>', timeoutMs: 2_000 });
  const storedLead = async () => {
    const { id } = await createLeadStore(database).capture(newLead({ firstName: 'Ana', lastName: 'Pérez', company: 'Acme' }));
    const [row] = await handle.db.select().from(leads).where(eq(leads.id, id));
    return row!;
  };

  beforeAll(async () => {
    handle = await freshDatabase(backend);
    smtp = await startSmtp(0, refused);
  });
  afterAll(async () => {
    await smtp?.close();
    await handle?.close();
  });
  beforeEach(async () => {
    await handle.db.delete(mailOutbox);
    smtp.received.length = 0;
    refused.clear();
  });

  it('sends what was stored: a lead notification in English and an invitation in the admin’s language', async () => {
    const lead = await storedLead();
    const box = outbox(sender());
    await box.enqueue(leadNotification(lead, 'sales@otailo.test', 'https://otailo.test/en/manage/leads'));
    await box.enqueue(invitationMail({ inviteKey: '7', to: 'nuevo@otailo.test', role: 'editor', link: 'https://otailo.test/es/manage/join?token=abc', locale: 'es', days: 7 }));
    expect(await box.runOnce()).toMatchObject({ sent: 2, retried: 0, failed: 0 });

    const [notification, invitation] = [...smtp.received].sort((a, b) => String(a.subject).localeCompare(String(b.subject)));
    expect(notification!.subject).toBe('New demo request: Ana Pérez, Acme');
    expect(notification!.from?.value).toEqual([{ name: 'Otailo', address: 'no-reply@otailo.test' }]);
    expect(notification!.headers.get('content-language')).toBe('en');
    expect(notification!.headers.get('auto-submitted')).toBe('auto-generated');
    expect(notification!.text).toContain(`Email: ${lead.email}`);
    expect(invitation!.subject).toBe('Tienes una invitación a la administración del sitio de Otailo');
    expect(invitation!.headers.get('content-language')).toBe('es');
    expect(invitation!.text).toContain('como editor/a');
    expect(invitation!.text).toContain('https://otailo.test/es/manage/join?token=abc');
    const rows = await handle.db.select().from(mailOutbox);
    expect(rows.map((row) => [row.status, row.attempts])).toEqual([['sent', 1], ['sent', 1]]);
  });

  it('sends once per dedupe key, however often it is asked for or run', async () => {
    const lead = await storedLead();
    const box = outbox(sender());
    const first = await box.enqueue(leadNotification(lead, 'sales@otailo.test', 'x'));
    const again = await box.enqueue(leadNotification(lead, 'sales@otailo.test', 'x'));
    expect(again).toEqual({ id: first.id, duplicate: true, capped: false });
    // Two instances at once.
    await Promise.all([box.runOnce(), outbox(sender(), 'other').runOnce()]);
    await box.runOnce();
    expect(smtp.received).toHaveLength(1);
  });

  it('keeps mail while the SMTP server is down and sends it when it is back', async () => {
    const down = await startSmtp();
    await down.close();
    const box = outbox(createSmtpSender({ url: down.url, from: 'no-reply@otailo.test', timeoutMs: 2_000 }));
    await box.enqueue(invitationMail({ inviteKey: '8', to: 'a@otailo.test', role: 'author', link: 'https://otailo.test/en/manage/join?token=x', locale: 'en', days: 7 }));
    expect(await box.runOnce()).toMatchObject({ sent: 0, retried: 1 });
    const [waiting] = await handle.db.select().from(mailOutbox);
    expect(waiting).toMatchObject({ status: 'retrying', attempts: 1, leaseOwner: null });
    expect(waiting!.lastError).toMatch(/ECONNREFUSED/);

    const back = await startSmtp(down.port);
    try {
      await new Promise((resolve) => setTimeout(resolve, 150));
      expect(await box.runOnce()).toMatchObject({ sent: 1 });
      expect(back.received.map((mail) => mail.subject)).toEqual(['You are invited to the Otailo website admin']);
    } finally {
      await back.close();
    }
  });

  it('gives up on a mail the server refuses for good, with its words', async () => {
    refused.add('nobody@otailo.test');
    const box = outbox(sender());
    await box.enqueue(invitationMail({ inviteKey: '9', to: 'nobody@otailo.test', role: 'author', link: 'x', locale: 'en', days: 7 }));
    expect(await box.runOnce()).toMatchObject({ failed: 1 });
    const [row] = await handle.db.select().from(mailOutbox);
    expect(row).toMatchObject({ status: 'failed', attempts: 1 });
    expect(row!.lastError).toMatch(/No such mailbox/);
  });

  it('stores and waits without SMTP settings', async () => {
    const box = outbox(null);
    await box.enqueue(invitationMail({ inviteKey: '10', to: 'a@otailo.test', role: 'author', link: 'x', locale: 'en', days: 7 }));
    expect(await box.runOnce()).toEqual({ sent: 0, retried: 0, failed: 0, more: false });
    expect((await handle.db.select().from(mailOutbox))[0]).toMatchObject({ status: 'pending', attempts: 0 });
  });

  it('announces every recent accepted lead to sales once, from the leads table itself', async () => {
    await handle.db.delete(leads);
    const store = createLeadStore(database);
    await store.capture(newLead({ firstName: 'Recent' }));
    await store.capture(newLead({ firstName: 'Bot', spam: true }));
    const { id: oldId } = await store.capture(newLead({ firstName: 'Old' }));
    await handle.db.update(leads).set({ createdAt: new Date(Date.now() - 3 * 86_400_000) }).where(eq(leads.id, oldId));
    expect(await sweepLeadNotifications(handle.db, 'sales@otailo.test', 'https://otailo.test')).toBe(1);
    expect(await sweepLeadNotifications(handle.db, 'sales@otailo.test', 'https://otailo.test')).toBe(0);
    await outbox(sender()).runOnce();
    expect(smtp.received.map((mail) => [mail.to && 'value' in mail.to ? mail.to.value[0]?.address : '', mail.subject])).toEqual([
      ['sales@otailo.test', 'New demo request: Recent Lovelace, Analytical Engines Ltd'],
    ]);
    expect(smtp.received[0]!.text).toContain('https://otailo.test/en/manage/leads?kind=demo');
  });

  it('attaches a calendar invitation that reads back as a REQUEST', async () => {
    const ics = calendarInvitation(
      {
        uid: 'booking-1@otailo.test',
        start: new Date('2026-11-30T09:00:00Z'),
        end: new Date('2026-11-30T09:15:00Z'),
        summary: 'Otailo demo',
        description: 'Fifteen minutes',
        organizer: { name: 'Lucía', email: 'lucia@otailo.test' },
        attendee: { name: 'Ana', email: 'ana@acme.test' },
      },
      { method: 'REQUEST', sequence: 0, now: new Date() },
    );
    const box = outbox(sender());
    await box.enqueue({ dedupeKey: 'booking:1:confirm', kind: 'booking-confirmation', audience: 'visitor', locale: 'es', to: 'ana@acme.test', subject: 'Demo', text: 'Hola', ics });
    await box.runOnce();
    const [mail] = smtp.received;
    const calendar = mail!.attachments.find((part) => part.contentType === 'text/calendar');
    expect(calendar).toBeTruthy();
    const parsed = new ICAL.Component(ICAL.parse(calendar!.content.toString('utf8')));
    expect(parsed.getFirstPropertyValue('method')).toBe('REQUEST');
    expect(parsed.getFirstSubcomponent('vevent')!.getFirstPropertyValue('uid')).toBe('booking-1@otailo.test');
  });

  it('sends a booking to both sides: the visitor in their language, the salesperson in English, each with the invitation', async () => {
    const ics = (method: 'REQUEST' | 'CANCEL') =>
      calendarInvitation(
        {
          uid: 'booking-2@otailo.test',
          start: new Date('2026-12-01T09:15:00Z'),
          end: new Date('2026-12-01T09:30:00Z'),
          summary: 'Demo de Otailo',
          description: 'Quince minutos',
          organizer: { name: 'Lucía', email: 'lucia@otailo.test' },
          attendee: { name: 'Marta Ruiz', email: 'marta@ruiz.test' },
        },
        { method, sequence: method === 'CANCEL' ? 1 : 0, now: new Date() },
      );
    const facts = {
      bookingId: '2',
      locale: 'es' as const,
      visitor: { firstName: 'Marta', email: 'marta@ruiz.test', name: 'Marta Ruiz', company: 'Ruiz Retail' },
      salesperson: { name: 'Lucía', email: 'lucia@otailo.test', timeZone: 'Europe/Madrid' },
      visitorWhen: 'martes, 1 de diciembre de 2026, 3:15',
      visitorZone: 'Mexico City (GMT-6)',
      salesWhen: 'Tuesday, 1 December 2026 at 10:15',
      link: 'https://otailo.test/es/demo/booking?token=abc',
      adminUrl: 'https://otailo.test/en/manage/bookings',
    };
    const box = outbox(sender());
    for (const mail of [...bookingConfirmationMails({ ...facts, ics: ics('REQUEST'), salesIcs: ics('REQUEST') }), ...bookingConfirmationMails({ ...facts, ics: ics('REQUEST'), salesIcs: ics('REQUEST') })]) await box.enqueue(mail);
    for (const mail of bookingCancellationMails({ ...facts, link: 'https://otailo.test/es/demo', ics: ics('CANCEL'), salesIcs: ics('CANCEL') })) await box.enqueue(mail);
    await box.runOnce();
    // Asked twice, sent once: two confirmations and two cancellations.
    expect(smtp.received).toHaveLength(4);
    const to = (address: string, subject: RegExp) => smtp.received.find((mail) => mail.to && 'value' in mail.to && mail.to.value[0]?.address === address && subject.test(String(mail.subject)))!;
    const visitor = to('marta@ruiz.test', /^Tu demo/);
    expect(visitor.subject).toBe('Tu demo de Otailo: martes, 1 de diciembre de 2026, 3:15');
    expect(visitor.headers.get('content-language')).toBe('es');
    expect(visitor.text).toContain('https://otailo.test/es/demo/booking?token=abc');
    const sales = to('lucia@otailo.test', /^Demo booked/);
    expect(sales.subject).toBe('Demo booked: Marta Ruiz, Ruiz Retail, Tuesday, 1 December 2026 at 10:15');
    expect(sales.headers.get('content-language')).toBe('en');
    const method = (mail: ParsedMail) => new ICAL.Component(ICAL.parse(mail.attachments.find((part) => part.contentType === 'text/calendar')!.content.toString('utf8'))).getFirstPropertyValue('method');
    expect([method(visitor), method(sales)]).toEqual(['REQUEST', 'REQUEST']);
    expect(method(to('marta@ruiz.test', /^Cancelada/))).toBe('CANCEL');
    expect(method(to('lucia@otailo.test', /^Demo cancelled/))).toBe('CANCEL');
  });

  describe('the recipient cap', () => {
    const visitorMail = (n: number, to: string) => ({ dedupeKey: `roi-estimate:${n}`, kind: 'roi-estimate', audience: 'visitor' as const, locale: 'en' as const, to, subject: `Estimate ${n}`, text: 'Hello,' });
    const statuses = async () => (await handle.db.select({ status: mailOutbox.status }).from(mailOutbox)).map((row) => row.status).sort();

    it(`sends one mailbox at most ${RECIPIENT_CAP.mails} mails a day, however its address is spelt; the rest are kept as capped`, async () => {
      const box = outbox(sender());
      const spellings = ['victim@example.test', 'VICTIM@Example.test', 'victim+1@example.test', 'victim+news@EXAMPLE.TEST'];
      const results = [];
      for (let n = 0; n < 9; n += 1) results.push(await box.enqueue(visitorMail(n, spellings[n % spellings.length]!)));
      expect(results.map((result) => result.capped)).toEqual([false, false, false, false, false, true, true, true, true]);
      await box.runOnce();
      expect(smtp.received).toHaveLength(RECIPIENT_CAP.mails);
      expect(await statuses()).toEqual([...Array<string>(4).fill('capped'), ...Array<string>(5).fill('sent')]);
      const [capped] = await handle.db.select().from(mailOutbox).where(eq(mailOutbox.status, 'capped')).limit(1);
      expect(capped!.lastError).toMatch(/^Not sent: 5 mails to this recipient in 24 hours/);
    });

    it('counts simultaneous requests together', async () => {
      const box = outbox(null);
      const results = await Promise.all(Array.from({ length: 12 }, (_, n) => box.enqueue(visitorMail(100 + n, 'same@example.test'))));
      expect(results.filter((result) => !result.capped)).toHaveLength(RECIPIENT_CAP.mails);
    });

    it('does not count a mail asked for twice, and never caps mail to the team', async () => {
      const box = outbox(null);
      for (let n = 0; n < 3; n += 1) expect((await box.enqueue(visitorMail(1, 'ana@example.test'))).capped).toBe(false);
      const lead = await storedLead();
      for (let n = 0; n < 8; n += 1) expect((await box.enqueue({ ...leadNotification(lead, 'ana@example.test', 'https://otailo.test'), dedupeKey: `lead:${n}` })).capped).toBe(false);
      expect(await statuses()).toEqual(Array<string>(9).fill('pending'));
    });

    it('reads Gmail addresses as Gmail delivers them', () => {
      expect(recipientKey('V.I.C.Tim+promo@GoogleMail.com')).toBe('victim@gmail.com');
      expect(recipientKey('v.ictim@other.test')).toBe('v.ictim@other.test');
    });
  });
});
