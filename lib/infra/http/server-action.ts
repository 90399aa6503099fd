/**
 * How every server action is built: one client, `actionClient`, that reads what was posted the same
 * way for all, then a chain that reads in the order a reader asks:
 *
 *     export const saveThing = actionClient
 *       .input(schema)                  // what it accepts: the fields not in the schema are never read
 *       .use(signedInWith('things', …)) // who may call it: runs first, on the posted fields; a refusal is the answer
 *       .onInvalid(() => …)             // the answer to a post the schema refuses
 *       .stateAction(async ({ input, ctx, raw }) => …); // what it does (or .formAction, .callAction)
 *
 * At run time the order is fixed whatever the chain's: the form is read (only the schema's fields,
 * text cleaned and bounded), each `use` step runs in turn, then the schema decides, then the action.
 * A client can post an action any arguments it likes (`[]` as text, a multipart body with only the
 * action's id…): the action then reads an empty form and answers it, never a TypeError and a 500.
 */
import * as z from 'zod/mini';
import { storableText } from '@/lib/infra/util/text';
import { isListField } from './form-fields';

/** Longest text read from one field: longer is cut (the schema's own limits are lower). */
const MAX_FIELD_CHARS = 200_000;

/** A field as posted: text without control characters, or a file. */
export type RawValue = string | File;
export type RawForm = Readonly<Record<string, RawValue>>;

/** What a step lets through (a context for the next, e.g. the signed-in account) or answers itself. */
export type Guarded<Context, Result> = { ok: true; context: Context } | { ok: false; answer: Result };

/** A `use` step: runs on the posted fields (none for a called action) and the previous step's context. */
export type ActionStep<In, Out, Answer> = (raw: RawForm, context: In) => Promise<Guarded<Out, Answer>>;

/** What the answer to a refused post is given. */
export interface InvalidPost<Context> {
  issues: readonly z.core.$ZodIssue[];
  raw: RawForm;
  ctx: Context;
}

/** What the action itself is given: the schema's typed object, the last step's context, the fields as posted. */
export interface ActionArgs<Input, Context> {
  input: Input;
  ctx: Context;
  raw: RawForm;
}

/** The last FormData among an action's arguments, or an empty form. */
export function postedForm(args: readonly unknown[]): FormData {
  for (let index = args.length - 1; index >= 0; index -= 1) {
    const arg = args[index];
    if (arg instanceof FormData) return arg;
  }
  return new FormData();
}

/**
 * The schema's fields as posted: text cleaned for storage with browser line breaks made plain, files
 * as files. A list field's values (`lists`) are read one per line; any other field's first value.
 */
export function readForm(data: FormData, names: readonly string[], lists: ReadonlySet<string> = new Set()): RawForm {
  const raw: Record<string, RawValue> = {};
  for (const name of names) {
    const value = lists.has(name) ? listValue(data.getAll(name)) : data.get(name);
    if (value instanceof File) raw[name] = value;
    else if (typeof value === 'string') raw[name] = storableText(value.slice(0, MAX_FIELD_CHARS)).replace(/\r\n?/g, '\n');
  }
  return raw;
}

/** Posted text values one per line (files ignored); null when none was posted. */
function listValue(values: readonly FormDataEntryValue[]): string | null {
  const texts = values.filter((value): value is string => typeof value === 'string');
  return texts.length ? texts.join('\n').slice(0, MAX_FIELD_CHARS) : null;
}

/** The text fields of a raw form (what a refused form is filled with again). */
export function textFields<Field extends string>(raw: RawForm, fields: readonly Field[]): Partial<Record<Field, string>> {
  return Object.fromEntries(fields.flatMap((field) => (typeof raw[field] === 'string' ? [[field, raw[field]]] : []))) as Partial<Record<Field, string>>;
}

type AnyStep = ActionStep<unknown, unknown, unknown>;
type AnyInvalid = (problem: InvalidPost<unknown>) => unknown;
type AnyRun = (args: ActionArgs<unknown, unknown>) => Promise<unknown>;

interface Chain {
  schema: z.ZodMiniType;
  steps: readonly AnyStep[];
  invalid?: AnyInvalid;
}

/** The steps, the schema, then the action: the one order every action runs in. */
async function answer(chain: Chain, run: AnyRun, raw: RawForm, value: unknown): Promise<unknown> {
  let ctx: unknown = undefined;
  for (const step of chain.steps) {
    const guarded = await step(raw, ctx);
    if (!guarded.ok) return guarded.answer;
    ctx = guarded.context;
  }
  const parsed = chain.schema.safeParse(value);
  if (!parsed.success) return chain.invalid!({ issues: parsed.error.issues, raw, ctx });
  return run({ input: parsed.data, ctx, raw });
}

/** The fields a form action reads: its object schema's keys. */
function fieldNames(schema: z.ZodMiniType): string[] {
  return 'shape' in schema && typeof schema.shape === 'object' && schema.shape ? Object.keys(schema.shape) : [];
}

/** Those of its fields posted once per choice (`listTextField`). */
function listNames(schema: z.ZodMiniType): Set<string> {
  const shape = 'shape' in schema && typeof schema.shape === 'object' && schema.shape ? (schema.shape as Record<string, unknown>) : {};
  return new Set(Object.keys(shape).filter((name) => isListField(shape[name])));
}

/**
 * One link of the chain; each method gives a new builder, so a client with shared steps can be
 * extended by many actions. `Result` collects every answer the action can give; `Ready` says
 * whether the answer to a refused post is known (an action cannot be made before it is).
 */
export class ActionBuilder<Schema extends z.ZodMiniType, Context, Result, Ready extends boolean> {
  /** @internal use `actionClient` */
  constructor(private readonly chain: Chain) {}

  /** What the action accepts: a form's fields (an object schema) or a called action's one value. */
  input<Next extends z.ZodMiniType>(schema: Next): ActionBuilder<Next, Context, Result, Ready> {
    return new ActionBuilder({ ...this.chain, schema });
  }

  /** Who may call it: a check before the schema reads the form; its context goes to the next step and the action. */
  use<Next, Answer>(step: ActionStep<Context, Next, Answer>): ActionBuilder<Schema, Next, Result | Answer, Ready> {
    return new ActionBuilder({ ...this.chain, steps: [...this.chain.steps, step as AnyStep] });
  }

  /** The answer to a post the schema refuses (field errors, a redirect…). */
  onInvalid<Answer>(invalid: (problem: InvalidPost<Context>) => Answer | Promise<Answer>): ActionBuilder<Schema, Context, Result | Answer, true> {
    return new ActionBuilder({ ...this.chain, invalid: invalid as AnyInvalid });
  }

  /** An action posted by a `<form action>`: it answers with a redirect or a result. */
  formAction<Answer>(this: ActionBuilder<Schema, Context, Result, true>, run: (args: ActionArgs<z.infer<Schema>, Context>) => Promise<Answer>): (data: FormData) => Promise<Result | Answer> {
    const { chain } = this;
    const names = fieldNames(chain.schema);
    const lists = listNames(chain.schema);
    return (...args: unknown[]) => {
      const raw = readForm(postedForm(args), names, lists);
      return answer(chain, run as AnyRun, raw, raw) as Promise<Result | Answer>;
    };
  }

  /** An action of `useActionState`: the previous state is never trusted (the client sends it), only the form. */
  stateAction<Answer>(
    this: ActionBuilder<Schema, Context, Result, true>,
    run: (args: ActionArgs<z.infer<Schema>, Context>) => Promise<Answer>,
  ): (previous: Result | Answer, data: FormData) => Promise<Result | Answer> {
    const submit = this.formAction(run);
    return (...args: unknown[]) => (submit as (...posted: unknown[]) => Promise<Result | Answer>)(...args);
  }

  /** An action the browser calls with one value rather than a form (`deletePost(id)`); its steps see no fields. */
  callAction<Answer>(this: ActionBuilder<Schema, Context, Result, true>, run: (args: ActionArgs<z.infer<Schema>, Context>) => Promise<Answer>): (value: z.input<Schema>) => Promise<Result | Answer> {
    const { chain } = this;
    return (...args: unknown[]) => answer(chain, run as AnyRun, {}, args[0]) as Promise<Result | Answer>;
  }
}

/** The client every action starts from: no fields read and no step yet. */
export const actionClient = new ActionBuilder<z.ZodMiniObject<Record<never, never>>, undefined, never, false>({ schema: z.object({}), steps: [] });
