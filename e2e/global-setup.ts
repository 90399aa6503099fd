import { startFakeCrm } from './support/fake-crm.mjs';
import { E2E_CRM_PORT } from './support/server-env.mjs';

/** Starts the fake CRM the site under test forwards leads to; tests drive it over HTTP. */
export default async function globalSetup() {
  const crm = await startFakeCrm({ port: E2E_CRM_PORT });
  return async () => {
    await crm.close();
  };
}
