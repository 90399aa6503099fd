import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { localeField, serialIdField, textField } from './form-fields';
import { callAction, formAction, stateAction } from './server-action';

const form = (entries: Record<string, string | File>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(entries)) data.set(name, value);
  return data;
};

const signUp = z.object({ locale: localeField, name: z.string().check(z.minLength(1, { error: 'required' })), id: serialIdField, note: textField(5) });

describe('server actions through the wrapper', () => {
  it('read the form once into the schema’s typed object: only its fields, cleaned, ids parsed', async () => {
    const run = vi.fn(async (input: z.infer<typeof signUp>, _context: unknown, _raw: Record<string, unknown>) => input);
    const action = formAction({ input: signUp, invalid: () => null, run });
    const answer = await action(form({ locale: 'es', name: 'Ana\u0000\r\nPérez', id: '42', note: 'longer than five', admin: '1' }));
    expect(answer).toEqual({ locale: 'es', name: 'Ana\nPérez', id: 42, note: 'longe' });
    expect(run.mock.calls[0]![2]).not.toHaveProperty('admin');
    expect(run.mock.calls[0]![2]).toHaveProperty('name');
  });

  it('answer a refused form with the action’s own answer, and the guard before anything', async () => {
    const run = vi.fn(async () => 'done');
    const invalid = vi.fn(({ issues }: { issues: readonly { path: PropertyKey[] }[] }) => `invalid: ${issues.map((issue) => String(issue.path[0])).join()}`);
    const action = stateAction({ input: signUp, invalid, run, guard: async (raw) => (raw.name === 'Mallory' ? { ok: false as const, answer: 'denied' } : { ok: true as const, context: null }) });
    expect(await action('idle', form({ name: '' }))).toBe('invalid: name');
    expect(await action('idle', form({ name: 'Mallory', id: 'x' }))).toBe('denied');
    expect(await action('idle', form({ name: 'Ana', id: '99999999999999999999' }))).toBe('done');
    expect(run).toHaveBeenCalledWith(expect.objectContaining({ id: null, locale: 'en' }), null, expect.anything());
  });

  it('read a malformed call (no form, a form where the state goes, junk) as the form it holds or an empty one', async () => {
    const action = stateAction({ input: signUp, invalid: () => 'invalid', run: async (input) => input.name });
    const call = action as unknown as (...args: unknown[]) => Promise<string>;
    expect(await call()).toBe('invalid');
    expect(await call(null, null)).toBe('invalid');
    expect(await call('x', { get: 'not a form' })).toBe('invalid');
    expect(await call(form({ name: 'Ana' }))).toBe('Ana');
    expect(await call({ status: 'idle' }, 7, form({ name: 'Bea' }))).toBe('Bea');
  });

  it('hand a file field over as a file, and refuse text where a file belongs', async () => {
    const upload = formAction({ input: z.object({ file: z.file() }), invalid: () => 'empty', run: async ({ file }) => `${file.name}:${file.size}` });
    expect(await upload(form({ file: new File(['PNG'], 'a.png', { type: 'image/png' }) }))).toBe('a.png:3');
    expect(await upload(form({ file: 'not a file' }))).toBe('empty');
  });

  it('take a called action’s one argument through its schema', async () => {
    const remove = callAction({ input: z.pipe(z.unknown(), z.transform((value) => (typeof value === 'number' ? value : null))), invalid: () => 'invalid', run: async (id) => `id ${id}` });
    const call = remove as unknown as (...args: unknown[]) => Promise<string>;
    expect(await call(3)).toBe('id 3');
    expect(await call({ toString: () => '3' })).toBe('id null');
    expect(await call()).toBe('id null');
  });
});
