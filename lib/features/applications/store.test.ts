import { mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@/lib/infra/db/client';
import { freshDatabase, testBackends } from '@/test/databases';
import { jobOpenings, mailOutbox } from '@/test/tables';
import { smallPdf } from './cv.fixture';
import { cvFolderPath, saveCv } from './cv-files';
import { applicantConfirmationMail, hiringContactMail, queueApplicationMails } from './mails';
import { sweepApplications } from './retention';
import { createApplicationStore, type NewApplication } from './store';
import { jobApplications } from './tables';

const opening = (slug: string, title: string) => ({
  slug,
  language: 'en' as const,
  status: 'published' as const,
  title,
  team: 'Sales',
  locationType: 'remote',
  location: 'Remote',
  employmentType: 'FULL_TIME',
  summary: 'Summary',
  responsibilities: ['Do'],
  requirements: ['Know'],
  validThrough: new Date(Date.now() + 86_400_000),
});

const application = (over: Partial<NewApplication> = {}): NewApplication => ({
  openingId: null,
  openingTitle: 'Account Executive',
  language: 'en',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  profileUrl: null,
  message: '',
  cvKey: `cv-${crypto.randomUUID()}.pdf`,
  cvBytes: 1234,
  notifyEmail: 'careers@otailo.test',
  ...over,
});

describe.each(testBackends())('job applications on %s', (backend) => {
  let handle: DatabaseHandle;
  let ids: { sales: number; support: number };
  const dataDir = mkdtempSync(join(tmpdir(), 'otailo-applications-'));
  const folder = { dataDir };
  const store = () => createApplicationStore(async () => handle.db);

  beforeAll(async () => {
    handle = await freshDatabase(backend);
    const rows = await handle.db.insert(jobOpenings).values([opening('sales', 'Account Executive'), opening('support', 'Support Engineer')]).returning({ id: jobOpenings.id });
    ids = { sales: rows[0]!.id, support: rows[1]!.id };
  });
  afterAll(async () => {
    await handle?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('stores an application as new, and lists a page by opening and status, newest first', async () => {
    const first = await store().create(application({ openingId: ids.sales, name: 'First' }));
    expect(first).toMatchObject({ status: 'new', openingTitle: 'Account Executive', language: 'en', message: '' });
    await store().create(application({ openingId: ids.support, openingTitle: 'Support Engineer', name: 'Second', language: 'es' }));
    const third = await store().create(application({ openingId: ids.sales, name: 'Third' }));
    await store().setStatus(third.id, 'interview');

    const all = await store().page({}, 1, 2);
    expect(all).toMatchObject({ total: 3, pageCount: 2, page: 1 });
    expect(all.rows.map((row) => row.name)).toEqual(['Third', 'Second']);
    expect((await store().page({}, 9, 2)).rows.map((row) => row.name)).toEqual(['First']);
    expect((await store().page({ openingId: ids.sales }, 1, 50)).rows.map((row) => row.name)).toEqual(['Third', 'First']);
    expect((await store().page({ openingId: ids.sales, status: 'interview' }, 1, 50)).rows.map((row) => row.name)).toEqual(['Third']);
    expect((await store().page({ status: 'hired' }, 1, 50)).total).toBe(0);
    expect(await store().appliedOpenings()).toEqual([
      { openingId: ids.sales, title: 'Account Executive' },
      { openingId: ids.support, title: 'Support Engineer' },
    ]);
  });

  it('knows a second send of the same form (same address, same opening, lately), whatever the address’s case', async () => {
    await store().create(application({ openingId: ids.support, email: 'Grace@Example.com' }));
    expect(await store().sentSince('grace@example.com', ids.support, new Date(Date.now() - 60_000))).toBe(true);
    expect(await store().sentSince('grace@example.com', ids.sales, new Date(Date.now() - 60_000))).toBe(false);
    expect(await store().sentSince('grace@example.com', ids.support, new Date(Date.now() + 60_000))).toBe(false);
  });

  it('keeps an application when its opening is deleted, with the title it was sent for', async () => {
    const [gone] = await handle.db.insert(jobOpenings).values(opening('gone', 'Gone Role')).returning({ id: jobOpenings.id });
    const kept = await store().create(application({ openingId: gone!.id, openingTitle: 'Gone Role' }));
    await handle.db.delete(jobOpenings).where(eq(jobOpenings.id, gone!.id));
    expect(await store().byId(kept.id)).toMatchObject({ openingId: null, openingTitle: 'Gone Role' });
  });

  it('deletes applications past the retention with their CVs, and CV files no row names, but nothing younger', async () => {
    const oldCv = await saveCv(smallPdf('old'), folder);
    const newCv = await saveCv(smallPdf('new'), folder);
    const orphan = await saveCv(smallPdf('orphan'), folder);
    const fresh = await saveCv(smallPdf('being stored'), folder);
    const old = await store().create(application({ openingId: ids.sales, cvKey: oldCv.key, name: 'Old' }));
    const recent = await store().create(application({ openingId: ids.sales, cvKey: newCv.key, name: 'Recent' }));
    await handle.db.update(jobApplications).set({ createdAt: sql`now() - interval '181 days'` }).where(eq(jobApplications.id, old.id));
    const hoursAgo = new Date(Date.now() - 2 * 3_600_000);
    for (const key of [oldCv.key, newCv.key, orphan.key]) utimesSync(join(cvFolderPath(folder), key), hoursAgo, hoursAgo);
    writeFileSync(join(cvFolderPath(folder), 'notes.txt'), 'not ours');

    const swept = await sweepApplications({ store: store(), folder, retentionDays: 180 });
    expect(swept).toEqual({ applications: 1, orphans: 1, more: false });
    expect(await store().byId(old.id)).toBeNull();
    expect(await store().byId(recent.id)).toMatchObject({ name: 'Recent' });
    expect(readdirSync(cvFolderPath(folder)).sort()).toEqual([newCv.key, fresh.key, 'notes.txt'].sort());
    // Again: nothing left to do.
    expect(await sweepApplications({ store: store(), folder, retentionDays: 180 })).toEqual({ applications: 0, orphans: 0, more: false });
  });

  it('deletes one application and says which CV to delete with it', async () => {
    const row = await store().create(application());
    expect(await store().remove(row.id)).toEqual({ cvKey: row.cvKey });
    expect(await store().remove(row.id)).toBeNull();
  });

  it('queues the hiring contact’s mail and the applicant’s confirmation in their language, once each', async () => {
    const row = await store().create(application({ openingId: ids.support, openingTitle: 'Support Engineer', language: 'es', name: 'Lucía Sanz', email: 'lucia@example.com', profileUrl: 'https://lucia.example.com', message: 'Hola', notifyEmail: 'hiring@otailo.test' }));
    expect(await queueApplicationMails({ db: handle.db, siteUrl: 'https://otailo.test' })).toBeGreaterThanOrEqual(1);
    expect(await queueApplicationMails({ db: handle.db, siteUrl: 'https://otailo.test' })).toBe(0);
    const mails = await handle.db.select().from(mailOutbox).where(sql`${mailOutbox.dedupeKey} in (${`application:${row.id}`}, ${`application-confirm:${row.id}`})`);
    const team = mails.find((mail) => mail.kind === 'application')!;
    const applicant = mails.find((mail) => mail.kind === 'application-confirm')!;
    expect(team).toMatchObject({ toAddress: 'hiring@otailo.test', locale: 'en', subject: 'New application: Support Engineer — Lucía Sanz' });
    expect(team.textBody).toContain(`https://otailo.test/en/manage/applications/${row.id}`);
    expect(team.textBody).toContain('Profile: https://lucia.example.com');
    expect(applicant).toMatchObject({ toAddress: 'lucia@example.com', locale: 'es', subject: 'Recibimos tu solicitud: Support Engineer' });
    expect(applicant.textBody).toContain('Hola, Lucía Sanz:');
    expect(applicant.textBody).toContain('180 días');
  });
});

describe('an application’s mails', () => {
  const row = { id: 7, openingTitle: 'Front-End Developer', language: 'en' as const, name: 'Ada Lovelace', email: 'ada@example.com', profileUrl: null, message: 'Line one\nLine two', cvBytes: 2_500_000, notifyEmail: 'jobs@otailo.test' };

  it('tell the hiring contact who applied and where to read it, never the CV itself', () => {
    const mail = hiringContactMail(row, 'https://otailo.test/en/manage/applications/7');
    expect(mail).toMatchObject({ dedupeKey: 'application:7', audience: 'team', to: 'jobs@otailo.test' });
    expect(mail.text).toContain('CV: a PDF of 2.4 MB, in the admin area');
    expect(mail.text).toContain('Line one\nLine two');
    expect(mail.text).not.toContain('Profile:');
  });

  it('confirm to the applicant in English, with how long the application is kept', () => {
    const mail = applicantConfirmationMail(row, { retentionDays: 90, contact: 'careers@otailo.test' });
    expect(mail).toMatchObject({ dedupeKey: 'application-confirm:7', audience: 'visitor', locale: 'en', subject: 'We received your application: Front-End Developer' });
    expect(mail.text).toContain('Hello Ada Lovelace,');
    expect(mail.text).toContain('for 90 days, then delete them');
    expect(mail.text).toContain('careers@otailo.test');
  });
});
