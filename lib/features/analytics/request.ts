/**
 * `POST /api/collect`: a JSON body sent as text/plain (navigator.sendBeacon needs no preflight then),
 * at most MAX_COLLECT_BYTES (413) and MAX_COLLECT_EVENTS events (400), validated, rate-limited per
 * address in memory (never a database round trip; 429 with Retry-After), refused (429) while the
 * site-wide budget of events is spent, bots and Do Not Track / Global Privacy Control dropped, page
 * views of paths that are no page of the site kept apart as "not found" hits. The answer is 204 at
 * once (after a reload of the page catalogue when a path is unknown to it, at most every 5 s): the
 * events wait in the collector's buffer.
 */
import { isBot } from './bots';
import { collectBody, deviceClass, pageFields, type ParsedEvent } from './collect-schema';
import type { VisitorContext } from './collector';
import type { PageCheck } from './pages';
import { MAX_COLLECT_BYTES } from './shared/events';

export interface CollectDeps {
  accept(event: ParsedEvent, visitor: VisitorContext, check?: PageCheck): boolean;
  /** Which of the request's paths are pages (page views kept only for those); all are without it. */
  pages?(paths: readonly string[]): Promise<PageCheck>;
  /** Takes one point of the address's allowance; the seconds to wait when it is spent, else 0. */
  allow(address: string): Promise<number>;
  /** The site-wide budget of events: seconds until it takes events again (0: now), and the count of those refused. */
  budget?: { closedFor(): number; refuse(count: number): void };
  clientIp(headers: Headers): string;
  countryHeader: string;
  /** Told of the page views and events kept, with the request's headers (experiments count their participants: docs/experiments.md). */
  observe?(events: readonly ObservedEvent[], headers: Headers): void;
}

/** A kept page view or event, as observers see it. */
export interface ObservedEvent {
  kind: 'pageview' | 'event';
  /** The event's name; '' for a page view. */
  name: string;
  path: string;
  locale: string;
  /** mobile, tablet or desktop from the viewport's width; null when unknown (server events). */
  device: string | null;
}

const answer = (status: number) => new Response(null, { status, headers: { 'Cache-Control': 'no-store' } });
const tooMany = (seconds: number) => new Response(null, { status: 429, headers: { 'Cache-Control': 'no-store', 'Retry-After': String(seconds) } });

/** The body as text, or null past `limit` bytes (read no further than that). */
async function readLimited(request: Request, limit: number): Promise<string | null> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > limit) return null;
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}

export async function handleCollect(request: Request, deps: CollectDeps): Promise<Response> {
  const text = await readLimited(request, MAX_COLLECT_BYTES);
  if (text === null) return answer(413);
  const userAgent = request.headers.get('user-agent') ?? '';
  // Not measured, and not told apart from a success: a bot or a visitor who asked not to be tracked.
  if (isBot(userAgent) || request.headers.get('sec-gpc') === '1' || request.headers.get('dnt') === '1') return answer(204);
  const address = deps.clientIp(request.headers);
  const wait = await deps.allow(address);
  if (wait > 0) return tooMany(wait);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return answer(400);
  }
  const parsed = collectBody.safeParse(json);
  if (!parsed.success) return answer(400);
  const closed = deps.budget?.closedFor() ?? 0;
  if (closed > 0) {
    deps.budget?.refuse(parsed.data.e.length);
    return tooMany(closed);
  }
  const visitor: VisitorContext = { address, userAgent, country: request.headers.get(deps.countryHeader) };
  // One look at the page catalogue per request (in memory), never one per event.
  const viewed = parsed.data.e.flatMap((event) => {
    const path = event.k === 'event' ? undefined : pageFields(event.u)?.path;
    return path ? [path] : [];
  });
  const check = deps.pages && viewed.length ? await deps.pages(viewed) : undefined;
  const observed: ObservedEvent[] = [];
  for (const event of parsed.data.e) {
    if (!deps.accept(event, visitor, check) || event.k === 'vital') continue;
    const page = pageFields(event.u);
    if (page && (event.k === 'event' || check?.(page.path) !== 'missing')) observed.push({ kind: event.k, name: event.k === 'event' ? event.n : '', path: page.path, locale: page.locale, device: deviceClass(event.w) });
  }
  if (observed.length > 0) deps.observe?.(observed, request.headers);
  return answer(204);
}
