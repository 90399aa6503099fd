import { startFakeCrm } from '../test/fakes/fake-crm.mjs';
import { startFakeIndexNow } from '../test/fakes/fake-indexnow.mjs';
import { startFakeSmtp } from '../test/fakes/fake-smtp.mjs';
import { bookingDate, RUN_DATE_VARIABLE } from './support/booking';
import { E2E_CRM_PORT, E2E_INDEXNOW_PORT, E2E_SMTP_PORT } from './support/server-env.mjs';

/** Starts the fake CRM the site forwards leads to, the SMTP server it mails through and the IndexNow endpoint it pings; tests drive them over HTTP. */
export default async function globalSetup() {
  // The day the booking tests count their days from, the same for every worker (e2e/support/booking.ts).
  process.env[RUN_DATE_VARIABLE] ??= bookingDate(new Date());
  const [crm, smtp, indexNow] = await Promise.all([
    startFakeCrm({ port: E2E_CRM_PORT }),
    startFakeSmtp({ smtpPort: E2E_SMTP_PORT, controlPort: E2E_SMTP_PORT + 1 }),
    startFakeIndexNow({ port: E2E_INDEXNOW_PORT }),
  ]);
  return async () => {
    await Promise.all([crm.close(), smtp.close(), indexNow.close()]);
  };
}
