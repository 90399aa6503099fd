/**
 * The one door every server action goes through: the posted form is read once, by the action's zod
 * schema, into a typed object; a guard (the role check, a rate limit) runs before anything else;
 * a post the schema refuses gets the action's own answer. A client can post an action any
 * arguments it likes (`[]` as text, a multipart body with only the action's id…): the action then
 * reads an empty form and answers it, never a TypeError and a 500.
 */
import type * as z from 'zod/mini';
import { storableText } from '@/lib/infra/util/text';

/** Longest text read from one field: longer is cut (the schema's own limits are lower). */
const MAX_FIELD_CHARS = 200_000;

/** A field as posted: text without control characters, or a file. */
export type RawValue = string | File;
export type RawForm = Readonly<Record<string, RawValue>>;

/** What a guard lets through (a context for the action, e.g. the signed-in account) or answers itself. */
export type Guarded<Context, Result> = { ok: true; context: Context } | { ok: false; answer: Result };

interface ActionDefinition<Schema extends z.ZodMiniObject, Result, Context> {
  /** The form's fields and their rules; the fields not in it are never read. */
  input: Schema;
  /** Runs first, on what was posted. */
  guard?: (raw: RawForm) => Promise<Guarded<Context, Result>>;
  /** The answer to a post the schema refuses (field errors, a redirect…). */
  invalid: (problem: { issues: readonly z.core.$ZodIssue[]; raw: RawForm; context: Context }) => Result | Promise<Result>;
  run: (input: z.infer<Schema>, context: Context, raw: RawForm) => Promise<Result>;
}

/** The last FormData among an action's arguments, or an empty form. */
export function postedForm(args: readonly unknown[]): FormData {
  for (let index = args.length - 1; index >= 0; index -= 1) {
    const arg = args[index];
    if (arg instanceof FormData) return arg;
  }
  return new FormData();
}

/** The schema's fields as posted: text cleaned for storage with browser line breaks made plain, files as files. */
export function readForm(data: FormData, names: readonly string[]): RawForm {
  const raw: Record<string, RawValue> = {};
  for (const name of names) {
    const value = data.get(name);
    if (value instanceof File) raw[name] = value;
    else if (typeof value === 'string') raw[name] = storableText(value.slice(0, MAX_FIELD_CHARS)).replace(/\r\n?/g, '\n');
  }
  return raw;
}

/** The text fields of a raw form (what a refused form is filled with again). */
export function textFields<Field extends string>(raw: RawForm, fields: readonly Field[]): Partial<Record<Field, string>> {
  return Object.fromEntries(fields.flatMap((field) => (typeof raw[field] === 'string' ? [[field, raw[field]]] : []))) as Partial<Record<Field, string>>;
}

async function answer<Schema extends z.ZodMiniObject, Result, Context>(definition: ActionDefinition<Schema, Result, Context>, args: readonly unknown[]): Promise<Result> {
  const raw = readForm(postedForm(args), Object.keys(definition.input.shape));
  let context = undefined as Context;
  if (definition.guard) {
    const guarded = await definition.guard(raw);
    if (!guarded.ok) return guarded.answer;
    context = guarded.context;
  }
  const parsed = definition.input.safeParse(raw);
  if (!parsed.success) return definition.invalid({ issues: parsed.error.issues, raw, context });
  return definition.run(parsed.data, context, raw);
}

/** An action posted by a `<form action>`: it answers with a redirect or a result. */
export function formAction<Schema extends z.ZodMiniObject, Result, Context>(
  definition: ActionDefinition<Schema, Result, Context>,
): (data: FormData) => Promise<Result> {
  return (...args: unknown[]) => answer(definition, args);
}

/** An action of `useActionState`: the previous state is never trusted (the client sends it), only the form. */
export function stateAction<Schema extends z.ZodMiniObject, Result, Context>(
  definition: ActionDefinition<Schema, Result, Context>,
): (previous: Result, data: FormData) => Promise<Result> {
  return (...args: unknown[]) => answer(definition, args);
}

interface CallDefinition<Schema extends z.ZodMiniType, Result, Context> {
  /** The one argument the browser passes (an id, a text). */
  input: Schema;
  guard?: () => Promise<Guarded<Context, Result>>;
  invalid: (context: Context) => Result;
  run: (input: z.infer<Schema>, context: Context) => Promise<Result>;
}

/** An action the browser calls with a value rather than a form (`deletePost(id)`). */
export function callAction<Schema extends z.ZodMiniType, Result, Context>(
  definition: CallDefinition<Schema, Result, Context>,
): (value: z.input<Schema>) => Promise<Result> {
  return async (...args: unknown[]) => {
    let context = undefined as Context;
    if (definition.guard) {
      const guarded = await definition.guard();
      if (!guarded.ok) return guarded.answer;
      context = guarded.context;
    }
    const parsed = definition.input.safeParse(args[0]);
    return parsed.success ? definition.run(parsed.data, context) : definition.invalid(context);
  };
}
