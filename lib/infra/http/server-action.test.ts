import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { listTextField, localeField, serialIdField, textField } from './form-fields';
import { actionClient, type ActionArgs } from './server-action';

const form = (entries: Record<string, string | File>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(entries)) data.set(name, value);
  return data;
};

const signUp = z.object({ locale: localeField, name: z.string().check(z.minLength(1, { error: 'required' })), id: serialIdField, note: textField(5) });

describe('server actions through the builder', () => {
  it('read the form once into the schema’s typed object: only its fields, cleaned, ids parsed', async () => {
    const run = vi.fn(async ({ input }: ActionArgs<z.infer<typeof signUp>, undefined>) => input);
    const action = actionClient.input(signUp).onInvalid(() => null).formAction(run);
    const answer = await action(form({ locale: 'es', name: 'Ana\u0000\r\nPérez', id: '42', note: 'longer than five', admin: '1' }));
    expect(answer).toEqual({ locale: 'es', name: 'Ana\nPérez', id: 42, note: 'longe' });
    expect(run.mock.calls[0]![0].raw).not.toHaveProperty('admin');
    expect(run.mock.calls[0]![0].raw).toHaveProperty('name');
  });

  it('read a list field’s every value, one per line (a select of many), and any other field’s first only', async () => {
    const picks = z.object({ countries: listTextField(20), name: textField(20) });
    const action = actionClient.input(picks).onInvalid(() => null).formAction(async ({ input }) => input);
    const data = new FormData();
    for (const code of ['MX', 'ES', 'PT']) data.append('countries', code);
    data.append('name', 'Ana');
    data.append('name', 'Eve');
    expect(await action(data)).toEqual({ countries: 'MX\nES\nPT', name: 'Ana' });
    expect(await action(new FormData())).toEqual({ countries: '', name: '' });
  });

  it('answer a refused form with the action’s own answer, and the guard before anything', async () => {
    const run = vi.fn(async (_args: ActionArgs<z.infer<typeof signUp>, null>) => 'done');
    const action = actionClient
      .input(signUp)
      .use(async (raw) => (raw.name === 'Mallory' ? { ok: false as const, answer: 'denied' } : { ok: true as const, context: null }))
      .onInvalid(({ issues }) => `invalid: ${issues.map((issue) => String(issue.path[0])).join()}`)
      .stateAction(run);
    expect(await action('idle', form({ name: '' }))).toBe('invalid: name');
    expect(await action('idle', form({ name: 'Mallory', id: 'x' }))).toBe('denied');
    expect(await action('idle', form({ name: 'Ana', id: '99999999999999999999' }))).toBe('done');
    expect(run).toHaveBeenCalledWith(expect.objectContaining({ input: expect.objectContaining({ id: null, locale: 'en' }), ctx: null, raw: expect.anything() }));
  });

  it('run the steps in the chain’s order, each handing the next its context, and stop at the first refusal', async () => {
    const seen: string[] = [];
    const action = actionClient
      .input(signUp)
      .use(async () => (seen.push('first'), { ok: true as const, context: 1 }))
      .use(async (raw, count) => (seen.push(`second ${count}`), raw.name === 'Eve' ? { ok: false as const, answer: 'refused' } : { ok: true as const, context: count + 1 }))
      .onInvalid(({ ctx }) => `invalid ${ctx}`)
      .formAction(async ({ ctx }) => `ran ${ctx}`);
    expect(await action(form({ name: 'Ana' }))).toBe('ran 2');
    expect(await action(form({ name: '' }))).toBe('invalid 2');
    expect(await action(form({ name: 'Eve' }))).toBe('refused');
    expect(seen).toEqual(['first', 'second 1', 'first', 'second 1', 'first', 'second 1']);
  });

  it('read a malformed call (no form, a form where the state goes, junk) as the form it holds or an empty one', async () => {
    const action = actionClient.input(signUp).onInvalid(() => 'invalid').stateAction(async ({ input }) => input.name);
    const call = action as unknown as (...args: unknown[]) => Promise<string>;
    expect(await call()).toBe('invalid');
    expect(await call(null, null)).toBe('invalid');
    expect(await call('x', { get: 'not a form' })).toBe('invalid');
    expect(await call(form({ name: 'Ana' }))).toBe('Ana');
    expect(await call({ status: 'idle' }, 7, form({ name: 'Bea' }))).toBe('Bea');
  });

  it('hand a file field over as a file, and refuse text where a file belongs', async () => {
    const upload = actionClient.input(z.object({ file: z.file() })).onInvalid(() => 'empty').formAction(async ({ input: { file } }) => `${file.name}:${file.size}`);
    expect(await upload(form({ file: new File(['PNG'], 'a.png', { type: 'image/png' }) }))).toBe('a.png:3');
    expect(await upload(form({ file: 'not a file' }))).toBe('empty');
  });

  it('take a called action’s one argument through its schema, its steps seeing no fields', async () => {
    const raws: unknown[] = [];
    const remove = actionClient
      .input(z.pipe(z.unknown(), z.transform((value) => (typeof value === 'number' ? value : null))))
      .use(async (raw) => (raws.push(raw), { ok: true as const, context: undefined }))
      .onInvalid(() => 'invalid')
      .callAction(async ({ input: id }) => `id ${id}`);
    const call = remove as unknown as (...args: unknown[]) => Promise<string>;
    expect(await call(3)).toBe('id 3');
    expect(await call({ toString: () => '3' })).toBe('id null');
    expect(await call()).toBe('id null');
    expect(raws).toEqual([{}, {}, {}]);
  });

  it('leave the client it starts from as it was (a chain never changes the builder it came from)', async () => {
    const named = actionClient.input(signUp);
    named.use(async () => ({ ok: false as const, answer: 'refused' }));
    expect(await named.onInvalid(() => 'invalid').formAction(async ({ input }) => input.name)(form({ name: 'Ana' }))).toBe('Ana');
  });
});
