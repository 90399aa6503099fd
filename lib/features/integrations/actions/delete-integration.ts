'use server';

import { redirect } from 'next/navigation';
import * as z from 'zod/mini';
import { localeField, serialIdField } from '@/lib/infra/http/form-fields';
import { getDatabase } from '@/lib/infra/db';
import { getEnv } from '@/lib/infra/env.mjs';
import { actionClient } from '@/lib/infra/http/server-action';
import { discardUnreferencedUploads, droppedFiles } from '@/lib/infra/uploads/discard';
import { uploadOptionsFromEnv } from '@/lib/infra/uploads/store';
import { audit } from '@/lib/features/audit';
import { signedInWith } from '@/lib/features/people';
import { integrationAddressChanged } from '@/lib/features/integrations/address-changes';
import { adminIntegrations, deleteIntegration } from '@/lib/features/integrations/repository';
import { backToManage } from '@/lib/features/integrations/actions/integration-form';

/** Deletes an integration (editors and admins: the guard checks on every call); its published pages then answer 410. */
export const deleteIntegrationAction = actionClient
  .input(z.object({ locale: localeField, id: serialIdField }))
  .use(signedInWith<void>('integrations', backToManage))
  .onInvalid(({ raw }) => backToManage(null, raw))
  .formAction(async ({ input: { locale, id }, ctx: user }): Promise<void> => {
    const integration = id ? await adminIntegrations.byId(id) : null;
    if (!integration) redirect(`/${locale}/manage/integrations?deleted=0`);
    await deleteIntegration(integration.id);
    await audit({ actor: user, action: 'integration.delete', target: `integration:${integration.id}`, detail: { slug: integration.slug, name: integration.name } });
    await integrationAddressChanged(integration, null);
    // Deleted: its uploaded logo goes too, unless another row still names it.
    await discardUnreferencedUploads(droppedFiles(integration, null, ['logo']), getDatabase, uploadOptionsFromEnv(getEnv()));
    redirect(`/${locale}/manage/integrations?deleted=1`);
  });
