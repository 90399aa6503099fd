/**
 * Modules that hold secrets or reach the database or the CRM must never be bundled for the browser:
 * each imports 'server-only', so a client component importing one by mistake fails the build.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const modulesOf = (folder: string, except: RegExp = /^$/) =>
  readdirSync(folder)
    .filter((name) => /\.ts$/.test(name) && !/\.(test|fixture|d)\.ts$/.test(name) && !except.test(name))
    .map((name) => join(folder, name));

const SERVER_ONLY = [
  // Table definitions, the closed lists (roles, lead kinds: the People page's form uses them), types
  // (the database thread's messages), the role table and the password lengths hold nothing secret.
  ...modulesOf('lib/infra/db', /^(tables|references|values|pglite-protocol)\.ts$/),
  ...modulesOf('lib/features/people', /^(tables|types|permissions|password-rules)\.ts$/),
  ...modulesOf('lib/features/audit', /^tables\.ts$/),
  ...['hubspot', 'smtp'].map((name) => `lib/infra/clients/${name}.ts`),
  'lib/features/leads/csv-export.ts',
  ...['store', 'outbox', 'forwarding'].map((name) => `lib/features/leads/${name}.ts`),
  ...['store', 'salespeople', 'admin-list'].map((name) => `lib/features/booking/${name}.ts`),
  ...['tickets', 'service'].map((name) => `lib/features/booking/${name}.ts`),
  ...['outbox', 'service'].map((name) => `lib/features/mail/${name}.ts`),
];

describe("import 'server-only'", () => {
  it.each(SERVER_ONLY)('%s', (file) => {
    expect(readFileSync(file, 'utf8')).toMatch(/^import 'server-only';$/m);
  });
});
