/**
 * Adds an account to an embedded database before a test starts its own server (the CLI only
 * creates admins):  tsx e2e/support/create-user.ts <dataDir> <email> <password> <role>
 */
import { openDatabase } from '@/lib/infra/db/client';
import { migrateDatabase } from '@/lib/infra/db/migrate';
import { createUserStore } from '@/lib/features/people';

const [dataDir, email, password, role] = process.argv.slice(2);
if (!dataDir || !email || !password || (role !== 'admin' && role !== 'user')) throw new Error('usage: <dataDir> <email> <password> <admin|user>');
const handle = await openDatabase({ kind: 'pglite', dataDir });
try {
  await migrateDatabase(handle);
  await createUserStore(async () => handle.db).createUser({ email, password, role });
} finally {
  await handle.close();
}
