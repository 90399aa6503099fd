/**
 * What a client can post to a server action: React's reply format as browsers send it, as it is
 * not, and past React's and Next.js's limits (each of those was a 500, issue 51). Shared by
 * server/action-shapes.test.ts, which runs every shape against every action through the request
 * gate (cheap, in-process), and e2e/hostile-actions.spec.ts, which posts each shape once to the
 * real build and a few to every action, to prove Next.js and the actions' own code answer what
 * the gate lets through without a 500.
 */

/** What the gate does with a post: hands it to Next.js, or refuses it with a status. */
export type Verdict = 'passes' | 400 | 404 | 413;

export interface ActionShape {
  label: string;
  /** The gate's answer for an action taking a form (64 kB), and for one taking long texts or files. */
  gate: Verdict | { form: Verdict; larger: Verdict };
  /** Posted to every action in e2e: arguments of the wrong kind that reach the action's own code. */
  everyAction?: boolean;
  request: (actionId: string) => { headers: Record<string, string>; body: string | FormData };
}

export const verdictFor = (shape: ActionShape, limit: 'form' | 'larger'): Verdict => (typeof shape.gate === 'object' ? shape.gate[limit] : shape.gate);

const fetchShape = (label: string, text: string, gate: ActionShape['gate'], everyAction = false): ActionShape => ({
  label: `fetch ${label}`,
  gate,
  everyAction,
  request: (id) => ({ headers: { 'Next-Action': id, 'Content-Type': 'text/plain;charset=UTF-8' }, body: text }),
});

const multipartShape = (label: string, gate: ActionShape['gate'], fields: (id: string) => Record<string, string>, { nextAction = true, everyAction = false } = {}): ActionShape => ({
  label,
  gate,
  everyAction,
  request: (id) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields(id))) form.append(name, value);
    const headers: Record<string, string> = nextAction ? { 'Next-Action': id } : {};
    return { headers, body: form };
  },
});

/** A form posted without JavaScript, with its bound state (a form's previous state). */
const boundState = (bound: string, gate: Verdict) =>
  multipartShape(`no JavaScript: a form's bound state ${bound.slice(0, 20)}`, gate, (id) => ({ $ACTION_REF_1: '', '$ACTION_1:0': JSON.stringify({ id, bound: '$@1' }), '$ACTION_1:1': bound, $ACTION_KEY: 'k0' }), { nextAction: false });

export const ACTION_SHAPES: ActionShape[] = [
  fetchShape('[]', '[]', 'passes'),
  fetchShape('[null]', '[null]', 'passes'),
  fetchShape('[null, null]', '[null,null]', 'passes', true),
  fetchShape('numbers', '[0,-1]', 'passes'),
  fetchShape('an id beyond 2^31', '[99999999999999999999]', 'passes'),
  fetchShape('strings', '["x","y"]', 'passes'),
  fetchShape('objects', '[{},{"id":"1"}]', 'passes', true),
  // Not a list: Next.js would throw spreading it.
  fetchShape('an object, not a list', '{}', 400),
  fetchShape('a string, not a list', '"x"', 400),
  fetchShape('null', 'null', 400),
  fetchShape('a long string', JSON.stringify(['x'.repeat(200_000)]), { form: 413, larger: 'passes' }),
  // Past Next.js's and React's limits, or not holding together.
  fetchShape('1,001 arguments', JSON.stringify(Array(1001).fill(null)), 400),
  fetchShape('nesting 5,000 deep', `[${'['.repeat(5000)}${']'.repeat(5000)}]`, 400),
  fetchShape('a number of 301 digits', JSON.stringify([`$n${'1'.repeat(301)}`]), 400),
  fetchShape('a reference to a field not sent', '["$1"]', 400),
  fetchShape('a Map of nothing', '["$Q0"]', 400),
  multipartShape('fetch multipart: no arguments', 'passes', () => ({ '0': '[]' })),
  multipartShape('fetch multipart: a form that is not there', 'passes', () => ({ '0': '["$K1"]' })),
  multipartShape('fetch multipart: a form of junk', 'passes', () => ({ '0': '["$K1"]', '1_id': '99999999999999999999', '1_token': '../../x', '1_locale': 'xx' }), { everyAction: true }),
  multipartShape('fetch multipart: a form, then junk', 'passes', () => ({ '0': '["$K1",{"a":1}]', '1_x': 'y' })),
  // A million array slots from a 6 kB body: a thousand references to a list of a thousand.
  multipartShape('fetch multipart: references multiplying a list', 400, () => ({ '1': JSON.stringify(Array(1000).fill(0)), '2': JSON.stringify(Array(1000).fill('$1')), '0': '["$2"]' })),
  multipartShape('fetch multipart: the arguments again under another name', 400, () => ({ '0': '[]', '0x0': '"x"' })),
  multipartShape('no JavaScript: the action id only', 'passes', (id) => ({ [`$ACTION_ID_${id}`]: '' }), { nextAction: false }),
  multipartShape(
    'no JavaScript: ids and tokens of every wrong kind',
    'passes',
    (id) => ({ [`$ACTION_ID_${id}`]: '', id: '99999999999999999999', user: '-1', salesperson: '1e3', token: 'x'.repeat(5000), start: '2027-02-30T10:00:00Z', tz: 'Mars/Olympus' }),
    { nextAction: false, everyAction: true },
  ),
  boundState('"x"', 400),
  boundState('null', 400),
  boundState('{}', 400),
  boundState('[]', 'passes'),
  boundState('[1,2,3,4,5]', 'passes'),
  boundState(JSON.stringify(Array(1001).fill(null)), 400),
  boundState('["$T"]', 400),
  {
    label: 'no JavaScript: url-encoded',
    gate: 'passes',
    request: (id) => ({ headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: `$ACTION_ID_${id}=&id=0x10&version=NaN` }),
  },
];
