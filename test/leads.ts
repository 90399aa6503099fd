import type { LeadRow, NewLead } from '@/lib/features/leads';

let sequence = 0;

/** A valid demo request; every call gets its own idempotency key and email. */
export function newLead(overrides: Partial<NewLead> = {}): NewLead {
  sequence += 1;
  return {
    kind: 'demo',
    idempotencyKey: `test-${Date.now().toString(36)}-${sequence}`,
    locale: 'en',
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: `ada${sequence}@example.com`,
    company: 'Analytical Engines Ltd',
    country: 'GB',
    interest: null,
    message: null,
    pageUri: 'https://www.otailo.com/en',
    pageName: 'Otailo — Returns management',
    hutk: null,
    ipAddress: '203.0.113.7',
    userAgent: 'Mozilla/5.0 (test)',
    ...overrides,
  };
}

/** A stored lead as the database would return it, for code that only reads rows. */
export function leadRow(overrides: Partial<LeadRow> = {}): LeadRow {
  const { spam, ...lead } = newLead();
  return {
    ...lead,
    details: lead.details ?? null,
    id: '00000000-0000-4000-8000-000000000001',
    createdAt: new Date('2026-03-01T12:00:00.000Z'),
    crmStatus: spam ? 'spam' : 'pending',
    attempts: 0,
    nextAttemptAt: new Date('2026-03-01T12:00:00.000Z'),
    leaseOwner: null,
    leaseUntil: null,
    lastError: null,
    sentAt: null,
    ...overrides,
  };
}
