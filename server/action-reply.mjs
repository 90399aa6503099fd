// @ts-check
/**
 * A server action's arguments in React's reply format (the JSON fields `decodeReply` and
 * `decodeAction` read), checked before Next.js decodes them. React and Next.js throw, and answer
 * 500, on a reply past their limits (more than 1,000 arguments or bound arguments, arrays of more
 * than a million slots, a number of more than 300 digits) or one that does not hold together (a
 * reference to a field that is missing or comes later); parsing a few megabytes of `[{},{},…]`
 * also holds the main thread for seconds. Each is refused here, at a cost bounded by the limits:
 * the fields are counted before they are parsed, and parsed once.
 *
 * Only the encodings this site's forms send pass: plain JSON, escaped strings (`$$`), undefined,
 * dates, big numbers, non-finite numbers, FormData (`$K`), references to fields and their parts
 * (`$1`, `$@1`, `$0:a:b`: React's second mention of an object) and, for a fetch action, opaque
 * values (`$T`). Maps, sets, iterators, typed arrays, blobs, streams, server references, a
 * reference that leads nowhere or to a value that holds itself are refused.
 */

export const REPLY_LIMITS = {
  /**
   * Bytes in all of a request's reply fields together, checked before they are decoded. Long texts
   * (a post's body to preview, 100,000 characters) fit; files and form fields are not JSON and do
   * not count.
   */
  bytes: 2 * 1024 * 1024,
  /** JSON values in all of a request's reply fields together: forms send a few dozen. */
  values: 20_000,
  /** Nesting of arrays and objects; React revives a reply recursively. */
  depth: 64,
  /** Next.js: "Server Action arguments list is too long" past this. */
  arguments: 1000,
  /** React: "Server Function has too many bound arguments" past this. */
  boundArguments: 1000,
  /** React: "Maximum array nesting exceeded" past this many array slots (decodeReply's arraySizeLimit). */
  arraySlots: 1_000_000,
};

/** @typedef {'action-reply-size' | 'action-field' | 'action-reply' | 'action-arguments'} ReplyProblem */
/** @typedef {{ text: string, position: number }} ReplyField a field's JSON, and where it came in the body */
/** @typedef {{ values: number }} ReplyBudget what a request's reply fields may still hold */

/** @returns {ReplyBudget} */
export const replyBudget = () => ({ values: REPLY_LIMITS.values });

/**
 * The end of the JSON string that opens at `open` (the index of its closing quote), or the text's
 * length when it does not close.
 * @param {string} text
 * @param {number} open
 */
function stringEnd(text, open) {
  let at = open;
  for (;;) {
    at = text.indexOf('"', at + 1);
    if (at < 0) return text.length;
    let backslashes = 0;
    while (text.charCodeAt(at - 1 - backslashes) === 0x5c) backslashes += 1;
    if (backslashes % 2 === 0) return at;
  }
}

/**
 * Counts a JSON text's values (array items, object members, containers) and checks its nesting,
 * without parsing it, and stops as soon as `budget.values` runs out: a million tiny values cost
 * this scan a few milliseconds, where JSON.parse takes seconds. Strings are skipped with indexOf.
 * @param {string} text
 * @param {{ values: number }} budget what is left for the request; decreased by this text's count
 * @returns {boolean} false when the text is past a limit
 */
export function withinReplyLimits(text, budget) {
  let values = 1;
  let depth = 0;
  for (let at = 0; at < text.length; at += 1) {
    const code = text.charCodeAt(at);
    if (code === 0x22) at = stringEnd(text, at);
    else if (code === 0x5b || code === 0x7b) {
      values += 1;
      depth += 1;
      if (depth > REPLY_LIMITS.depth || values > budget.values) return false;
    } else if (code === 0x5d || code === 0x7d) depth -= 1;
    else if (code === 0x2c && ++values > budget.values) return false;
  }
  budget.values -= values;
  return budget.values >= 0;
}

/** A reference to another field's value (`$1`), or to a part of it (`$0:items:2`, React's second mention of an object). */
const REFERENCE = /^\$(@?)([0-9a-f]{1,8})((?::[^:]*)*)$/;
const BIG_NUMBER = /^\$n-?\d{1,300}$/;
const FORM_DATA = /^\$K[0-9a-f]{1,8}$/;
/** References followed one after another (a field that is only a reference to another…). */
const MAX_HOPS = 32;

/**
 * Checks every value of a reply and counts its array slots as React does (each array's length + 1,
 * an escaped string's or a big number's length, a referenced value's count, once per reference),
 * so that what React would refuse by throwing is refused here.
 * @param {Map<number, unknown>} values the parsed fields
 * @param {Map<number, ReplyField>} fields
 * @param {{ opaque: boolean, ordered: boolean }} options
 * @returns {ReplyProblem | undefined}
 */
function checkValues(values, fields, { opaque, ordered }) {
  /** @type {WeakMap<object, number>} */
  const counted = new WeakMap();
  /** @type {WeakSet<object>} */
  const open = new WeakSet();
  /** @type {ReplyProblem} */
  let problem = 'action-reply';
  const position = (/** @type {number} */ id) => fields.get(id)?.position ?? Infinity;

  /**
   * @param {unknown} value
   * @param {number} field the field it is in (a reference's own)
   * @param {number} hops
   * @returns {number | undefined} undefined when refused
   */
  const slots = (value, field, hops) => {
    if (typeof value === 'string') return stringSlots(value, field, hops);
    if (typeof value !== 'object' || value === null) return 0;
    const known = counted.get(value);
    if (known !== undefined) return known;
    if (open.has(value)) return undefined; // a value that holds itself
    open.add(value);
    let sum = Array.isArray(value) ? value.length + 1 : 0;
    for (const item of Array.isArray(value) ? value : Object.values(value)) {
      const inner = slots(item, field, hops);
      if (inner === undefined) return undefined;
      sum += inner;
      if (sum > REPLY_LIMITS.arraySlots) {
        problem = 'action-reply-size';
        return undefined;
      }
    }
    open.delete(value);
    counted.set(value, sum);
    return sum;
  };

  /**
   * @param {string} value
   * @param {number} field
   * @param {number} hops
   * @returns {number | undefined}
   */
  const stringSlots = (value, field, hops) => {
    if (value[0] !== '$') return 0;
    const kind = value[1] ?? '';
    if (kind === '$' || kind === 'n') return kind === '$' || BIG_NUMBER.test(value) ? value.length : undefined;
    if ('uDIN-'.includes(kind) && kind !== '') return 0;
    if (kind === 'K') return FORM_DATA.test(value) ? 0 : undefined;
    if (kind === 'T') return opaque ? 0 : undefined;
    const reference = REFERENCE.exec(value);
    if (!reference || hops >= MAX_HOPS) return undefined;
    const [, promise = '', hex = '', path = ''] = reference;
    const target = parseInt(hex, 16);
    if (!values.has(target)) return undefined;
    // A promise of its own field never settles; another field must have come first when the
    // fields are read as they arrive (React refuses a forward reference).
    if (target === field ? promise !== '' : ordered && position(target) >= position(field)) return undefined;
    if (promise !== '' && path !== '') return undefined;
    /** @type {unknown} */
    let node = values.get(target);
    for (const key of path.split(':').slice(1)) {
      if (typeof node !== 'object' || node === null || !Object.hasOwn(node, key)) return undefined;
      node = /** @type {Record<string, unknown>} */ (node)[key];
    }
    // A plain string reached by a path counts its length, as React does.
    if (typeof node === 'string' && path !== '' && node[0] !== '$') return node.length;
    return slots(node, target, hops + 1);
  };

  for (const [id, value] of values) if (slots(value, id, 0) === undefined) return problem;
  return undefined;
}

/**
 * Parses and checks one reply's fields (a fetch action's, or one form action's `$ACTION_n:` fields).
 * @param {Map<number, ReplyField>} fields by the number React reads them under
 * @param {{ budget: ReplyBudget, opaque: boolean, ordered: boolean }} options
 *   `opaque`: `$T` may appear (a fetch action's); `ordered`: a reference to another field must
 *   point to one sent before (busboy hands React the fields as they arrive)
 * @returns {{ values: Map<number, unknown> } | { problem: ReplyProblem }}
 */
export function readReply(fields, { budget, opaque, ordered }) {
  /** @type {Map<number, unknown>} */
  const values = new Map();
  for (const [id, { text }] of fields) {
    if (!withinReplyLimits(text, budget)) return { problem: 'action-reply-size' };
    try {
      values.set(id, JSON.parse(text));
    } catch {
      return { problem: 'action-field' };
    }
  }
  const problem = checkValues(values, fields, { opaque, ordered });
  return problem ? { problem } : { values };
}

/**
 * A fetch action's arguments: a list (Next.js spreads it into the call) of at most
 * REPLY_LIMITS.arguments items.
 * @param {unknown} root
 */
export function isArgumentList(root) {
  return Array.isArray(root) && root.length <= REPLY_LIMITS.arguments;
}

/**
 * A form action's bound arguments (its previous state): a list of at most
 * REPLY_LIMITS.boundArguments items (Next.js throws on `null`, React past the limit).
 * @param {unknown} bound
 */
export function isBoundList(bound) {
  return Array.isArray(bound) && bound.length <= REPLY_LIMITS.boundArguments;
}
