import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createSmtpSender } from '@/lib/infra/clients/smtp';
import type { DatabaseHandle } from '@/lib/infra/db/client';
import { mailOutbox } from './tables';
import { freshDatabase, testBackends } from '@/test/databases';
import { startSmtp, type TestSmtp } from '@/test/support/smtp-server';
import { createMailOutbox, type MailSender, type OutgoingMail } from './outbox';
import { RECIPIENT_CAP, recipientKey } from './recipient-cap';

/** A mail to the team (never capped), numbered so each has its own dedupe key. */
const teamMail = (n: number, overrides: Partial<OutgoingMail> = {}): OutgoingMail => ({
  dedupeKey: `test:${n}`,
  kind: 'test',
  audience: 'team',
  locale: 'en',
  to: 'sales@otailo.test',
  subject: `Test ${n}`,
  text: 'Hello',
  ...overrides,
});

describe.each(testBackends())('mail outbox on %s', (backend) => {
  let handle: DatabaseHandle;
  let smtp: TestSmtp;
  const refused = new Set<string>();
  const database = async () => handle.db;
  const outbox = (sender: MailSender | null, owner = 'test') => createMailOutbox({ getDb: database, sender, owner, retryBaseMs: 50, retryCapMs: 100, maxAttempts: 3, random: () => 0 });
  const sender = () => createSmtpSender({ url: smtp.url, from: 'Otailo <no-reply@otailo.test>', timeoutMs: 2_000 });

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

  it('sends what was stored, from the site, marked automatic, in the reader’s language', async () => {
    const box = outbox(sender());
    await box.enqueue(teamMail(1, { subject: 'New demo request: Ana Pérez, Acme', text: 'Email: ana@acme.test' }));
    await box.enqueue({ ...teamMail(2, { subject: 'Tienes una invitación', text: 'Hola' }), locale: 'es', to: 'nuevo@otailo.test' });
    expect(await box.runOnce()).toMatchObject({ sent: 2, retried: 0, failed: 0 });

    const [notification, invitation] = [...smtp.received].sort((a, b) => String(a.subject).localeCompare(String(b.subject)));
    expect(notification!.subject).toBe('New demo request: Ana Pérez, Acme');
    expect(notification!.from?.value).toEqual([{ name: 'Otailo', address: 'no-reply@otailo.test' }]);
    expect(notification!.headers.get('content-language')).toBe('en');
    expect(notification!.headers.get('auto-submitted')).toBe('auto-generated');
    expect(notification!.text).toContain('Email: ana@acme.test');
    expect(invitation!.headers.get('content-language')).toBe('es');
    const rows = await handle.db.select().from(mailOutbox);
    expect(rows.map((row) => [row.status, row.attempts])).toEqual([['sent', 1], ['sent', 1]]);
  });

  it('sends the extra headers a mail carries (List-Unsubscribe), never ones that would forge the sender or break the message', async () => {
    const box = outbox(sender());
    await box.enqueue(
      teamMail(40, {
        headers: {
          'List-Unsubscribe': '<https://otailo.test/api/trust/unsubscribe?token=abc>',
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
          From: 'ceo@evil.test',
          Bcc: 'all@evil.test',
          'X-Injected': 'a\r\nBcc: all@evil.test',
          'Bad Name': 'x',
        },
      }),
    );
    const [row] = await handle.db.select().from(mailOutbox);
    expect(row!.headers).toEqual({ 'List-Unsubscribe': '<https://otailo.test/api/trust/unsubscribe?token=abc>', 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
    expect(await box.runOnce()).toMatchObject({ sent: 1 });
    const [mail] = smtp.received;
    const lines = Object.fromEntries(mail!.headerLines.map((header) => [header.key, header.line]));
    expect(lines['list-unsubscribe-post']).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(lines['list-unsubscribe']).toBe('List-Unsubscribe: <https://otailo.test/api/trust/unsubscribe?token=abc>');
    expect(lines['x-injected']).toBeUndefined();
    expect(mail!.from?.value).toEqual([{ name: 'Otailo', address: 'no-reply@otailo.test' }]);
    expect(mail!.bcc).toBeUndefined();
    // A mail without extra headers stores none.
    await box.enqueue(teamMail(41));
    expect((await handle.db.select().from(mailOutbox).where(eq(mailOutbox.dedupeKey, 'test:41')))[0]!.headers).toBeNull();
  });

  it('sends once per dedupe key, however often it is asked for or run', async () => {
    const box = outbox(sender());
    const first = await box.enqueue(teamMail(3));
    const again = await box.enqueue(teamMail(3));
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
    await box.enqueue(teamMail(8, { subject: 'You are invited to the Otailo website admin' }));
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
    await box.enqueue({ ...teamMail(9), to: 'nobody@otailo.test' });
    expect(await box.runOnce()).toMatchObject({ failed: 1 });
    const [row] = await handle.db.select().from(mailOutbox);
    expect(row).toMatchObject({ status: 'failed', attempts: 1 });
    expect(row!.lastError).toMatch(/No such mailbox/);
  });

  it('stores and waits without SMTP settings', async () => {
    const box = outbox(null);
    await box.enqueue(teamMail(10));
    expect(await box.runOnce()).toEqual({ sent: 0, retried: 0, failed: 0, more: false });
    expect((await handle.db.select().from(mailOutbox))[0]).toMatchObject({ status: 'pending', attempts: 0 });
  });

  it('attaches a calendar invitation that reads back as a REQUEST', async () => {
    const ics = [
      'BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Otailo//Test//EN', 'METHOD:REQUEST', 'BEGIN:VEVENT', 'UID:booking-1@otailo.test',
      'DTSTAMP:20261125T100000Z', 'DTSTART:20261130T090000Z', 'DTEND:20261130T091500Z', 'SUMMARY:Otailo demo', 'END:VEVENT', 'END:VCALENDAR', '',
    ].join('\r\n');
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
      for (let n = 0; n < 8; n += 1) expect((await box.enqueue({ ...teamMail(20 + n), to: 'ana@example.test' })).capped).toBe(false);
      expect(await statuses()).toEqual(Array<string>(9).fill('pending'));
    });

    it('reads Gmail addresses as Gmail delivers them', () => {
      expect(recipientKey('V.I.C.Tim+promo@GoogleMail.com')).toBe('victim@gmail.com');
      expect(recipientKey('v.ictim@other.test')).toBe('v.ictim@other.test');
    });
  });
});
