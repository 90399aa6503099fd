import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailOutbox } from '@/lib/features/mail';
import { createSmtpSender } from '@/lib/infra/clients/smtp';
import type { DatabaseHandle } from '@/lib/infra/db/client';
import { leads } from './tables';
import { freshDatabase, testBackends } from '@/test/databases';
import { newLead } from '@/test/leads';
import { recipientOf, startSmtp, type TestSmtp } from '@/test/support/smtp-server';
import { leadNotification, queueLeadNotifications } from './notification-mail';
import { createLeadStore } from './store';

describe('a lead’s notification', () => {
  it('names the kind, the person and the company in English, with the lead and the admin link', () => {
    const mail = leadNotification(
      { id: 'l1', kind: 'demo', firstName: 'Ana', lastName: 'Pérez', company: 'Acme', email: 'ana@acme.test', country: 'ES', locale: 'es', pageUri: 'https://otailo.test/es', message: null } as never,
      'sales@otailo.test',
      'https://otailo.test/en/manage/leads',
    );
    expect(mail).toMatchObject({ dedupeKey: 'lead:l1', audience: 'team', locale: 'en', to: 'sales@otailo.test', subject: 'New demo request: Ana Pérez, Acme' });
    expect(mail.text).toContain('Email: ana@acme.test');
    expect(mail.text).toContain('Language: Spanish');
    expect(mail.text).toContain('In the admin area: https://otailo.test/en/manage/leads');
  });
});

describe.each(testBackends())('lead notifications on %s', (backend) => {
  let handle: DatabaseHandle;
  let smtp: TestSmtp;
  const database = async () => handle.db;
  const sender = () => createSmtpSender({ url: smtp.url, from: 'Otailo <no-reply@otailo.test>', timeoutMs: 2_000 });
  const outbox = () => createMailOutbox({ getDb: database, sender: sender(), owner: 'test' });

  beforeAll(async () => {
    handle = await freshDatabase(backend);
    smtp = await startSmtp();
  });
  afterAll(async () => {
    await smtp?.close();
    await handle?.close();
  });

  it('announces every recent accepted lead to sales once, from the leads table itself', async () => {
    await handle.db.delete(leads);
    const store = createLeadStore(database);
    await store.capture(newLead({ firstName: 'Recent' }));
    await store.capture(newLead({ firstName: 'Bot', spam: true }));
    const { id: oldId } = await store.capture(newLead({ firstName: 'Old' }));
    await handle.db.update(leads).set({ createdAt: new Date(Date.now() - 3 * 86_400_000) }).where(eq(leads.id, oldId));
    expect(await queueLeadNotifications({ salesNotify: 'sales@otailo.test' }, { db: handle.db, siteUrl: 'https://otailo.test' })).toBe(1);
    expect(await queueLeadNotifications({ salesNotify: 'sales@otailo.test' }, { db: handle.db, siteUrl: 'https://otailo.test' })).toBe(0);
    expect(await queueLeadNotifications({ salesNotify: undefined }, { db: handle.db })).toBe(0);
    await outbox().runOnce();
    expect(smtp.received.map((mail) => [recipientOf(mail), mail.subject])).toEqual([
      ['sales@otailo.test', 'New demo request: Recent Lovelace, Analytical Engines Ltd'],
    ]);
    expect(smtp.received[0]!.text).toContain('https://otailo.test/en/manage/leads?kind=demo');
  });

});
