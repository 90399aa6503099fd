import { expect } from '@playwright/test';
import { E2E_SMTP_CONTROL_URL } from './server-env.mjs';

/** A mail the test SMTP server received (test/fakes/fake-smtp.mjs). */
export interface ReceivedMail {
  to: string[];
  from: string;
  subject: string;
  language: string | null;
  text: string;
  /** The text/html part, if any. */
  html: string | null;
  /** The message's Content-Type header as sent. */
  contentType: string | null;
  ics: string | null;
  listUnsubscribe: string | null;
  listUnsubscribePost: string | null;
}

export async function receivedMail(): Promise<ReceivedMail[]> {
  const response = await fetch(`${E2E_SMTP_CONTROL_URL}/__control/messages`);
  return (await response.json()) as ReceivedMail[];
}

/** Waits until `count` mails to `address` (matching `subject`, their text `containing`) have arrived, and returns them. */
export async function mailTo(
  address: string,
  { subject = /./, containing = '', count = 1, timeout = 20_000 }: { subject?: RegExp; containing?: string; count?: number; timeout?: number } = {},
): Promise<ReceivedMail[]> {
  const matching = async () => (await receivedMail()).filter((mail) => mail.to.includes(address) && subject.test(mail.subject) && mail.text.includes(containing));
  await expect.poll(async () => (await matching()).length, { timeout, intervals: [250, 500, 1000] }).toBeGreaterThanOrEqual(count);
  return matching();
}

export async function setSmtpMode(mode: 'ok' | 'down'): Promise<void> {
  const response = await fetch(`${E2E_SMTP_CONTROL_URL}/__control/mode`, { method: 'POST', body: JSON.stringify({ mode }) });
  expect(response.ok).toBe(true);
}
