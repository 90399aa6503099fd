import { expect } from '@playwright/test';
import type { FakeCrmMode } from '../../test/fakes/fake-crm.mjs';
import { E2E_CRM_URL } from './server-env.mjs';

export interface CrmSubmission {
  portalId: string;
  formId: string;
  body: {
    submittedAt?: string;
    fields: { name: string; value: string }[];
    context: { pageUri?: string; pageName?: string; hutk?: string };
  };
  at: number;
}

interface CrmLog {
  mode: FakeCrmMode;
  submissions: CrmSubmission[];
  requests: (CrmSubmission & { mode: FakeCrmMode; status: number | null })[];
}

async function log(): Promise<CrmLog> {
  const response = await fetch(`${E2E_CRM_URL}/__control/submissions`);
  return (await response.json()) as CrmLog;
}

const emailOf = (submission: CrmSubmission) => submission.body.fields?.find((field) => field.name === 'email')?.value;

/** The fields of a submission as an object (`{ firstname: 'Ana', … }`). */
export function fieldsOf(submission: CrmSubmission): Record<string, string> {
  return Object.fromEntries(submission.body.fields.map((field) => [field.name, field.value]));
}

/** Submissions the fake CRM accepted for an email address (each test uses its own address). */
export async function acceptedFor(email: string): Promise<CrmSubmission[]> {
  return (await log()).submissions.filter((submission) => emailOf(submission) === email);
}

/** Every call the site made for an address, accepted or not. */
export async function requestsFor(email: string): Promise<CrmLog['requests']> {
  return (await log()).requests.filter((request) => emailOf(request) === email);
}

/** Waits until the fake CRM has accepted `count` submissions for the address, and returns them. */
export async function deliveredFor(email: string, count = 1, timeout = 20_000): Promise<CrmSubmission[]> {
  await expect.poll(async () => (await acceptedFor(email)).length, { timeout, intervals: [250, 500, 1000] }).toBeGreaterThanOrEqual(count);
  return acceptedFor(email);
}

export async function setCrmMode(mode: FakeCrmMode): Promise<void> {
  const response = await fetch(`${E2E_CRM_URL}/__control/mode`, { method: 'POST', body: JSON.stringify({ mode }) });
  expect(response.ok).toBe(true);
}

/** An address no other test uses. */
export function uniqueEmail(tag: string): string {
  return `${tag}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
}
