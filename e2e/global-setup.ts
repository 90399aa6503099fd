import { startFakeCrm } from '../test/fakes/fake-crm.mjs';
import { startFakeSmtp } from '../test/fakes/fake-smtp.mjs';
import { E2E_CRM_PORT, E2E_SMTP_PORT } from './support/server-env.mjs';

/** Starts the fake CRM the site forwards leads to and the SMTP server it mails through; tests drive both over HTTP. */
export default async function globalSetup() {
  const [crm, smtp] = await Promise.all([startFakeCrm({ port: E2E_CRM_PORT }), startFakeSmtp({ smtpPort: E2E_SMTP_PORT, controlPort: E2E_SMTP_PORT + 1 })]);
  return async () => {
    await Promise.all([crm.close(), smtp.close()]);
  };
}
