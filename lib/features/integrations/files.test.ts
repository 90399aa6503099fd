import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@/lib/infra/db/client';
import { discardUnreferencedUploads, droppedFiles } from '@/lib/infra/uploads/discard';
import { temporaryUploads } from '@/lib/infra/uploads/test-uploads';
import { freshDatabase, testBackends } from '@/test/databases';
import { integrationInput as input } from './integration.fixture';
import { createIntegrationStore } from './store';

const files = temporaryUploads('integration-files');
const { onDisk } = files;
const upload = async () => (await files.upload()).url;

// What the save and delete actions do once the repository has answered (the change has committed).
describe.each(testBackends())('an integration’s uploaded logo on %s', (backend) => {
  let handle: DatabaseHandle;
  const store = () => createIntegrationStore(async () => handle.db);
  const discard = (urls: string[]) => discardUnreferencedUploads(urls, handle.db, files.options());
  beforeAll(async () => {
    handle = await freshDatabase(backend);
  });
  afterAll(() => handle?.close());

  it('deletes a replaced logo, keeps one another integration shows, and deletes a deleted one’s', async () => {
    const [first, second, shared] = [await upload(), await upload(), await upload()];
    const integration = await store().create(input({ logo: first }));
    const other = await store().create(input({ logo: shared }));
    const replaced = await store().update(integration.id, input({ slug: integration.slug, logo: second }), integration.version);
    expect(await discard(droppedFiles(integration, replaced, ['logo']))).toEqual({ deleted: [first], kept: [] });
    expect(onDisk(first)).toBe(false);
    expect(onDisk(second)).toBe(true);

    const sharing = await store().update(integration.id, input({ slug: integration.slug, logo: shared }), replaced!.version);
    expect(await discard(droppedFiles(replaced, sharing, ['logo']))).toEqual({ deleted: [second], kept: [] });
    expect(await store().remove(integration.id)).toBe(true);
    expect(await discard(droppedFiles(sharing, null, ['logo']))).toEqual({ deleted: [], kept: [shared] });
    expect(onDisk(shared)).toBe(true);
    expect(await store().remove(other.id)).toBe(true);
    expect(await discard(droppedFiles(other, null, ['logo']))).toEqual({ deleted: [shared], kept: [] });
    expect(onDisk(shared)).toBe(false);
  });
});
