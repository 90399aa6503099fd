/**
 * Every CSV the site exports goes through lib/infra/util/csv: with visitor-typed text in each text
 * column, no cell of any export is one a spreadsheet would evaluate, whether it splits the file at
 * `,` (the file's separator), at `;` (Excel's in Spanish and most EU locales) or at a tab.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANALYTICS_TABLES, analyticsCsv, emptyAnalyticsData, type AnalyticsData } from '@/lib/features/analytics';
import { auditToCsv } from '@/lib/features/audit';
import { leadsToCsv } from '@/lib/features/leads';
import { subscribersCsv } from '@/lib/features/newsletter/subscribers';
import { redirectsCsv } from '@/lib/features/redirects';
import type { DatabaseHandle } from '@/lib/infra/db/client';
import { newsletterSubscribers } from '@/lib/schema';
import { freshDatabase } from '@/test/databases';
import { leadRow } from '@/test/leads';
import { formulaCells, HOSTILE_CELLS } from '@/test/support/spreadsheet';

const SEPARATORS = [',', ';', '\t'];

function expectNoFormula(name: string, csv: string) {
  for (const separator of SEPARATORS) expect(formulaCells(csv, separator), `${name}, split at ${JSON.stringify(separator)}`).toEqual([]);
}

describe('every CSV export, read with `,`, `;` or a tab as the separator', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await freshDatabase('pglite');
  });
  afterAll(() => handle?.close());

  it.each(HOSTILE_CELLS)('leads, analytics, audit, redirects and subscribers with %j', async (value) => {
    // The lead's every text column a visitor types, a company `acme;=1+1` among them (finding 7).
    const lead = leadRow({ firstName: value, lastName: value, company: value, country: value, interest: value, message: value, pageUri: value, lastError: value });
    expectNoFormula('leads', leadsToCsv([lead]));

    const data: AnalyticsData = {
      ...emptyAnalyticsData(),
      daily: [{ day: value, visitors: 1, pageviews: 1 }],
      pages: [{ path: value, locale: value, visitors: 1, pageviews: 1 }],
      // A UTM source or a referrer: visitors choose both.
      sources: [{ path: value, locale: 'en', source: value, visitors: 1 }],
      countries: [{ country: value, visitors: 1, pageviews: 1 }],
      funnel: [{ path: value, locale: value, visitors: 1, opened: 0, sent: 0, booked: 0 }],
      vitals: [{ path: value, p75: { LCP: 1 }, samples: { LCP: 1 } }],
      notFound: [{ path: value, locale: 'en', visitors: 1, hits: 1, referrer: value }],
    };
    for (const table of ANALYTICS_TABLES) expectNoFormula(`analytics ${table}`, analyticsCsv(table, data));

    expectNoFormula('audit', auditToCsv([{ id: 1, at: new Date(), actorId: null, actorEmail: value, action: value, target: value, detail: { note: value }, ip: value }]));
    expectNoFormula('redirects', redirectsCsv([{ source: value, target: value, status: 301 }]));

    await handle.db.delete(newsletterSubscribers);
    await handle.db.insert(newsletterSubscribers).values({ email: value.toLowerCase(), locale: 'en', consentText: 'x' });
    expectNoFormula('newsletter subscribers', (await subscribersCsv(handle.db)).csv);
  });
});
