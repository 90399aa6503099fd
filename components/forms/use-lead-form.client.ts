'use client';

import { startTransition, useActionState, useCallback, useEffect, useRef, useSyncExternalStore, type FormEvent, type RefObject } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path, type Resolver, type UseFormRegisterReturn, type UseFormReturn } from 'react-hook-form';
import type * as z from 'zod/mini';
import type { LimitedField } from '@/lib/features/leads/shared/fields';
import { META, type SubmissionState } from '@/lib/features/leads/shared/submission';
import { useFieldErrorText } from './FormParts.client';
import type { WiredField } from './InputField';
import { useCooldown } from '@/components/feedback/RateLimitBanner.client';

type Action<Field extends string> = (previous: SubmissionState<Field>, data: FormData) => Promise<SubmissionState<Field>>;

const INITIAL = { status: 'idle' } as const;

const pathOf = <Field extends string>(field: Field) => field as unknown as Path<Record<Field, string>>;

const subscribeNothing = () => () => {};

/** False in the server HTML, true once the form runs in the browser. */
function useEnhanced(): boolean {
  return useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
}

/**
 * The schema's resolver, with zod and the schema loaded the first time they are needed (or asked
 * for with `preload`), so a page with a form does not evaluate them while it starts. Should they
 * fail to load (a dropped connection), the browser lets the values through: the server decides.
 */
function useLazyResolver<Field extends string, Values extends FieldValues>(loadSchema: () => Promise<z.ZodMiniType<Values>>) {
  type FormResolver = Resolver<Record<Field, string>, unknown, Values>;
  const loading = useRef<Promise<FormResolver> | null>(null);
  const preload = useCallback(() => {
    loading.current ??= Promise.all([loadSchema(), import('@hookform/resolvers/zod')]).then(
      ([schema, { zodResolver }]) => zodResolver(schema as never) as unknown as FormResolver,
    );
    return loading.current;
  }, [loadSchema]);
  const resolver = useCallback<FormResolver>(
    async (values, context, options) => {
      try {
        return await (await preload())(values, context, options);
      } catch {
        loading.current = null; // tried again next time
        return { values: values as unknown as Values, errors: {} };
      }
    },
    [preload],
  );
  return { resolver, preload };
}

/** The schema is on its way as soon as the visitor enters the form, well before the first check. */
function usePreloadOnEntry(formRef: RefObject<HTMLFormElement | null>, preload: () => Promise<unknown>) {
  useEffect(() => {
    const element = formRef.current;
    if (!element) return;
    const start = () => void preload().catch(() => undefined);
    element.addEventListener('focusin', start, { once: true });
    element.addEventListener('pointerdown', start, { once: true });
    return () => {
      element.removeEventListener('focusin', start);
      element.removeEventListener('pointerdown', start);
    };
  }, [formRef, preload]);
}

/**
 * Sends the form's values to the action. Values that differ per visitor are added now, never baked
 * into the (shared, static) server HTML: one key per form instance, and when the form appeared.
 */
function useSend(formRef: RefObject<HTMLFormElement | null>, formAction: (data: FormData) => void) {
  const submissionKey = useRef<string | null>(null);
  const shownAt = useRef(0);
  useEffect(() => {
    shownAt.current = Date.now();
  }, []);

  return useCallback(() => {
    const element = formRef.current;
    if (!element) return;
    const data = new FormData(element);
    submissionKey.current ??= crypto.randomUUID();
    data.set(META.idempotencyKey, submissionKey.current);
    data.set(META.startedAt, String(shownAt.current));
    data.set(META.pageUri, window.location.href);
    data.set(META.pageName, document.title);
    startTransition(() => formAction(data));
  }, [formRef, formAction]);
}

/** The server is the authority: its per-field verdicts replace the browser's. */
function useServerVerdicts<Field extends string, Values extends FieldValues>(state: SubmissionState<Field>, form: UseFormReturn<Record<Field, string>, unknown, Values>) {
  useEffect(() => {
    if (state.status !== 'invalid') return;
    const fields = Object.entries(state.fieldErrors) as [Field, string][];
    for (const [field, code] of fields) form.setError(pathOf(field), { type: 'server', message: code });
    if (fields[0]) form.setFocus(pathOf(fields[0][0]));
  }, [state, form]);
}

/**
 * react-hook-form for the visitor's typing (validated in the browser with the server's schema,
 * loaded once the visitor starts on the form), a server action for the decision. The `<form>` also
 * posts to the action natively, so it works before JavaScript arrives or without it.
 */
export function useLeadForm<Field extends string, Values extends FieldValues>({
  loadSchema,
  action,
  emptyValues,
}: {
  /** The form's schema from lib/features/leads/shared/schemas (a dynamic import: stable, defined outside the component). */
  loadSchema: () => Promise<z.ZodMiniType<Values>>;
  action: Action<Field>;
  emptyValues: Record<Field, string>;
}) {
  const [state, formAction, isPending] = useActionState(action, INITIAL as SubmissionState<Field>);
  const echoed = 'values' in state ? state.values : undefined;
  const { resolver, preload } = useLazyResolver<Field, Values>(loadSchema);
  const form = useForm<Record<Field, string>, unknown, Values>({
    resolver,
    defaultValues: { ...emptyValues, ...echoed } as DefaultValues<Record<Field, string>>,
    mode: 'onTouched',
  });
  const formRef = useRef<HTMLFormElement>(null);
  usePreloadOnEntry(formRef, preload);
  const enhanced = useEnhanced();
  const send = useSend(formRef, formAction);
  useServerVerdicts(state, form);
  const cooling = useCooldown(state.status === 'rate-limited' ? state : null);

  const onSubmit = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      // The browser's own validation stays on until hydration; from then on the schema speaks.
      void form.handleSubmit(send, (errors) => {
        const first = Object.keys(errors)[0];
        if (first) form.setFocus(pathOf(first as Field));
      })(event);
    },
    [form, send],
  );

  const errorCode = (field: Field): string | undefined => {
    // Server-rendered (a form posted without JavaScript): the action's verdict as it is. In the
    // browser, react-hook-form holds it (see useServerVerdicts) and clears it as the visitor fixes it.
    if (!enhanced) return state.status === 'invalid' ? state.fieldErrors[field] : undefined;
    const message = (form.formState.errors as Record<string, { message?: unknown } | undefined>)[field]?.message;
    return typeof message === 'string' ? message : undefined;
  };

  return {
    state,
    form,
    formRef,
    formAction,
    onSubmit,
    /** Sends the current values again (the rate-limit banner's retry). */
    resend: send,
    errorCode,
    busy: isPending || form.formState.isSubmitting,
    /** The browser runs the form (its own validation and retry); false in server-rendered HTML. */
    enhanced,
    echoed,
    /** Seconds before a rate-limited form may be sent again (only the browser counts: 0 in server-rendered HTML). */
    cooling: enhanced ? cooling : 0,
  };
}

/** What useFieldProps takes of useLeadForm's answer. */
interface WirableForm<Field extends string> {
  form: { register: (name: Path<Record<Field, string>>) => UseFormRegisterReturn };
  errorCode: (field: Field) => string | undefined;
  echoed?: Partial<Record<Field, string>>;
}

/** Ties a control to the form: its id, its error in words, react-hook-form's registration, the value sent back. */
export function useFieldProps<Field extends LimitedField>({ form, errorCode, echoed }: WirableForm<Field>, idPrefix: string) {
  const errorText = useFieldErrorText();
  return (field: Field): WiredField => ({
    id: `${idPrefix}-${field}`,
    error: errorText(field, errorCode(field)),
    registration: form.register(pathOf(field)),
    defaultValue: echoed?.[field] ?? '',
  });
}
