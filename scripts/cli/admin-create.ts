/**
 * `npm run admin:create -- --email you@example.com`: creates an admin account. The password comes
 * from the ADMIN_PASSWORD environment variable or, in a terminal, is typed (twice, not shown). With
 * the embedded database it refuses while the site is running (one process owns PGlite).
 */
import { parseArgs } from 'node:util';
import { emailProblem, passwordProblem, createUserStore, normalizeEmail, UserExistsError } from '@/lib/features/people';
import { openDatabase, targetFromEnv } from '@/lib/infra/db/client';
import { migrateDatabase } from '@/lib/infra/db/migrate';
import { cliEnvironment, runCli } from './environment';

const USAGE = 'Usage: npm run admin:create -- --email you@example.com (password from ADMIN_PASSWORD, or typed when asked)';

/**
 * The password given to this command in its own environment. Taken before the configuration is
 * read: the `.env` file's ADMIN_PASSWORD belongs to the start-up admin (ADMIN_EMAIL), and on its
 * own, without ADMIN_EMAIL, it would not pass the configuration's rule that the two go together.
 */
function takePasswordFromEnvironment(): string | undefined {
  const password = process.env.ADMIN_PASSWORD;
  delete process.env.ADMIN_PASSWORD;
  delete process.env.ADMIN_EMAIL;
  return password;
}

/** Reads a line from the terminal without echoing it. */
function promptHidden(question: string): Promise<string> {
  const input = process.stdin;
  process.stdout.write(question);
  input.setRawMode(true);
  input.setEncoding('utf8');
  input.resume();
  return new Promise((resolve, reject) => {
    let typed: string[] = [];
    const finish = (error?: Error) => {
      input.off('data', onData);
      input.setRawMode(false);
      input.pause();
      process.stdout.write('\n');
      if (error) reject(error);
      else resolve(typed.join(''));
    };
    const onData = (chunk: string) => {
      for (const character of chunk) {
        if (character === '\r' || character === '\n' || character === '\u0004') return finish();
        if (character === '\u0003') return finish(new Error('Cancelled.'));
        if (character === '\u007f' || character === '\b') typed = typed.slice(0, -1);
        else if (character >= ' ') typed.push(character);
      }
    };
    input.on('data', onData);
  });
}

async function typedPassword(): Promise<string> {
  const password = await promptHidden('Password (at least 12 characters): ');
  const problem = passwordProblem(password);
  if (problem) throw new Error(problem);
  if ((await promptHidden('Repeat the password: ')) !== password) throw new Error('The passwords do not match.');
  return password;
}

runCli(async () => {
  let email: string | undefined;
  try {
    ({ email } = parseArgs({ options: { email: { type: 'string' } } }).values);
  } catch (error) {
    throw new Error(`${(error as Error).message}\n${USAGE}`);
  }
  if (!email) throw new Error(USAGE);
  const badEmail = emailProblem(email);
  if (badEmail) throw new Error(badEmail);

  const givenPassword = takePasswordFromEnvironment();
  if (givenPassword !== undefined) {
    const problem = passwordProblem(givenPassword);
    if (problem) throw new Error(`ADMIN_PASSWORD: ${problem}`);
  } else if (!process.stdin.isTTY) {
    throw new Error('No password: set ADMIN_PASSWORD, or run this in a terminal to type it.');
  }

  const env = cliEnvironment();
  const target = targetFromEnv(env);
  const handle = await openDatabase(target);
  try {
    await migrateDatabase(handle);
    const users = createUserStore(async () => handle.db);
    // Before asking for a password that could not be used.
    if (await users.findUserByEmail(email)) throw new UserExistsError(normalizeEmail(email));
    const password = givenPassword ?? (await typedPassword());
    const user = await users.createUser({ email, password, role: 'admin' });
    const where = target.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `the embedded database in ${env.DATA_DIR}`;
    console.log(`Created the admin account ${user.email} in ${where}.`);
  } finally {
    await handle.close();
  }
});
