/**
 * The one door every server action goes through. A client can post an action any arguments it
 * likes (`[]` as text, a multipart body with only the action's id…); an action reads the form it
 * was posted, or an empty one, so a malformed post gets the action's own answer to an empty form
 * (a field error, a redirect) instead of a TypeError and a 500.
 */

/** The last FormData among an action's arguments, or an empty form. */
export function postedForm(args: readonly unknown[]): FormData {
  for (let index = args.length - 1; index >= 0; index -= 1) {
    const arg = args[index];
    if (arg instanceof FormData) return arg;
  }
  return new FormData();
}

/** An action posted by a `<form action>`: it answers with a redirect or a result. */
export function formAction<Result>(handler: (data: FormData) => Promise<Result>): (data: FormData) => Promise<Result> {
  return (...args: unknown[]) => handler(postedForm(args));
}

/** An action of `useActionState`: the previous state is never trusted (the client sends it), only the form. */
export function stateAction<State>(handler: (data: FormData) => Promise<State>): (previous: State, data: FormData) => Promise<State> {
  return (...args: unknown[]) => handler(postedForm(args));
}
