/**
 * Reads an SVG logo without drawing it and refuses what would make drawing it explode: raster
 * images embedded in it past the logo budget (librsvg decodes each one whole, whatever size it is
 * shown at), SVG files nested in it, references to anything outside it, entity declarations,
 * too many elements (counting what `<use>` copies), too deep a tree, and the filter effects whose
 * cost grows with a parameter. What passes is given a drawing size that fits the logo box, so the
 * surface librsvg draws on is never larger than the PNG that is stored (svg-logo.ts).
 *
 * A small XML reader of its own (tags, attributes, comments, CDATA, processing instructions, a
 * DOCTYPE without internal subset): anything else is refused as not well-formed, which librsvg
 * would refuse too. Linear in the file, which is at most MAX_SVG_BYTES.
 */
import { overBudget, PIXEL_BUDGETS, type OverBudget } from './image-budget.mjs';
import { imageSize } from './image-size.mjs';

/** Elements in the file, and once every `<use>` is replaced by a copy of what it shows. */
export const MAX_SVG_ELEMENTS = 10_000;
export const MAX_SVG_DEPTH = 64;
/** Filter primitives (feGaussianBlur, feOffset…) in the whole file. */
export const MAX_FILTER_PRIMITIVES = 64;
/** Raster images embedded in one logo, and the pixels they add up to. */
export const MAX_EMBEDDED_IMAGES = 8;
export const MAX_EMBEDDED_PIXELS = 8_000_000;
/** Widths and heights (and their ratio) a drawing can sensibly have. */
const MIN_LENGTH = 1e-3;
const MAX_LENGTH = 1e6;
const MAX_ASPECT = 100;
/** feTurbulence's cost is one noise pass per octave. */
const MAX_OCTAVES = 8;
/** Filter primitives whose cost grows with a radius or a kernel, or that draw other content. */
const EXPENSIVE_FILTERS = new Set(['feMorphology', 'feConvolveMatrix', 'feImage']);
/** Elements inside a filter primitive (its transfer functions, merge inputs, light sources). */
const FILTER_PARTS = new Set(['feFuncR', 'feFuncG', 'feFuncB', 'feFuncA', 'feMergeNode', 'feDistantLight', 'fePointLight', 'feSpotLight']);
/** How many `<use>` copies deep (a copy of a copy of…) a drawing may go. */
const MAX_USE_NESTING = 32;

export type SvgProblem =
  | { kind: 'unreadable' }
  | { kind: 'entities' }
  | { kind: 'no-size' }
  | { kind: 'shape'; width: number; height: number }
  | { kind: 'elements'; count: number; max: number }
  | { kind: 'depth'; max: number }
  | { kind: 'reference'; ref: string }
  | { kind: 'self-reference' }
  | { kind: 'nested-svg' }
  | { kind: 'embedded-unknown' }
  | { kind: 'embedded-count'; count: number; max: number }
  | ({ kind: 'embedded-pixels' } & OverBudget)
  | { kind: 'embedded-total'; pixels: number; maxPixels: number }
  | { kind: 'filter'; name: string }
  /** Not the screen's: the drawing passed it but took longer or more memory than allowed (svg-logo.ts). */
  | { kind: 'too-costly' };

export type SvgScreen = { ok: true; svg: Uint8Array<ArrayBuffer>; width: number; height: number } | { ok: false; problem: SvgProblem };

interface Element {
  name: string;
  parent: number;
  children: number[];
  /** The `#id` a `<use>` shows. */
  uses?: string;
}

class Refusal extends Error {
  constructor(readonly problem: SvgProblem) {
    super(problem.kind);
  }
}

const refuse = (problem: SvgProblem): never => {
  throw new Refusal(problem);
};

const NAME = /[A-Za-z_:][-\w.:]*/y;
const ATTRIBUTE = /\s+([^\s=/>]+)\s*=\s*(?:"([^"<]*)"|'([^'<]*)')/y;
const TAG_END = /\s*(\/?)>/y;
const URL_REFERENCE = /url\(\s*(['"]?)(.*?)\1\s*\)/gi;

const localName = (name: string) => name.slice(name.indexOf(':') + 1);

function decodeEntities(value: string): string {
  if (!value.includes('&')) return value;
  return value.replace(/&(#x[0-9a-f]+|#\d+|lt|gt|amp|quot|apos);/gi, (whole, entity: string) => {
    const named: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };
    if (entity[0] !== '#') return named[entity.toLowerCase()] ?? whole;
    const code = entity[1] === 'x' || entity[1] === 'X' ? parseInt(entity.slice(2), 16) : parseInt(entity.slice(1), 10);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

/** A length in CSS pixels (`12`, `12px`, `3mm`…); undefined for percentages, `auto` or garbage. */
function length(value: string | undefined): number | undefined {
  const match = /^\s*([+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?)\s*(px|pt|pc|mm|cm|in|em|ex)?\s*$/i.exec(value ?? '');
  if (!match) return undefined;
  const units: Record<string, number> = { px: 1, pt: 4 / 3, pc: 16, mm: 96 / 25.4, cm: 96 / 2.54, in: 96, em: 16, ex: 8 };
  return Number(match[1]) * (units[(match[2] ?? 'px').toLowerCase()] ?? 1);
}

function viewBox(value: string | undefined): { width: number; height: number } | undefined {
  const numbers = (value ?? '').trim().split(/[\s,]+/).map(Number);
  if (numbers.length !== 4 || numbers.some((n) => !Number.isFinite(n))) return undefined;
  const [, , width = 0, height = 0] = numbers;
  return width > 0 && height > 0 ? { width, height } : undefined;
}

/** Shown in a message: at most 80 characters of what the SVG points at. */
const shortRef = (ref: string) => (ref.length > 80 ? `${ref.slice(0, 77)}...` : ref);

/** What a `data:` URI holds, as bytes; null when it is not one that can be read. */
function dataUriBytes(uri: string): Uint8Array | null {
  const comma = uri.indexOf(',');
  if (comma < 0) return null;
  const header = uri.slice(5, comma).toLowerCase();
  const body = uri.slice(comma + 1);
  try {
    if (header.split(';').includes('base64')) return new Uint8Array(Buffer.from(body.replace(/\s+/g, ''), 'base64'));
    return new Uint8Array(Buffer.from(decodeURIComponent(body), 'latin1'));
  } catch {
    return null;
  }
}

const looksLikeSvg = (bytes: Uint8Array) => /<svg[\s>]/i.test(Buffer.from(bytes.subarray(0, 4096)).toString('latin1'));

class Screen {
  readonly elements: Element[] = [];
  readonly ids = new Map<string, number>();
  embeddedCount = 0;
  embeddedPixels = 0;
  filterPrimitives = 0;

  /** A reference in an attribute or a style: to this file (`#id`), an embedded image, or refused. */
  reference(raw: string) {
    const ref = raw.trim();
    if (ref === '' || ref.startsWith('#')) return;
    if (/^data:/i.test(ref)) return this.embedded(ref);
    refuse({ kind: 'reference', ref: shortRef(ref) });
  }

  embedded(uri: string) {
    if (/^data:\s*image\/svg/i.test(uri)) refuse({ kind: 'nested-svg' });
    const bytes = dataUriBytes(uri);
    if (!bytes) return refuse({ kind: 'embedded-unknown' });
    if (looksLikeSvg(bytes)) refuse({ kind: 'nested-svg' });
    const size = imageSize(bytes);
    if (!size || size === 'incomplete') return refuse({ kind: 'embedded-unknown' });
    const over = overBudget(size, PIXEL_BUDGETS.logo);
    if (over) refuse({ kind: 'embedded-pixels', ...over });
    this.embeddedCount += 1;
    this.embeddedPixels += size.width * size.height;
    if (this.embeddedCount > MAX_EMBEDDED_IMAGES) refuse({ kind: 'embedded-count', count: this.embeddedCount, max: MAX_EMBEDDED_IMAGES });
    if (this.embeddedPixels > MAX_EMBEDDED_PIXELS) refuse({ kind: 'embedded-total', pixels: this.embeddedPixels, maxPixels: MAX_EMBEDDED_PIXELS });
  }

  styles(text: string) {
    if (/@import/i.test(text)) refuse({ kind: 'reference', ref: '@import' });
    for (const match of text.matchAll(URL_REFERENCE)) this.reference(decodeEntities(match[2] ?? ''));
  }

  element(name: string, attributes: Map<string, string>, parent: number): number {
    const index = this.elements.length;
    if (index >= MAX_SVG_ELEMENTS) refuse({ kind: 'elements', count: index + 1, max: MAX_SVG_ELEMENTS });
    const local = localName(name);
    const element: Element = { name: local, parent, children: [] };
    this.elements.push(element);
    if (parent >= 0) this.elements[parent]?.children.push(index);
    for (const [attribute, value] of attributes) {
      const key = localName(attribute);
      // A link (`<a href>`) is followed by nobody when the logo is drawn; every other href loads something.
      if (key === 'href' && local !== 'a') {
        this.reference(value);
        if (local === 'use' && value.trim().startsWith('#')) element.uses = value.trim().slice(1);
      } else if (key === 'id') {
        this.ids.set(value.trim(), index);
      }
      if (value.includes('url(')) this.styles(value);
    }
    if (local.startsWith('fe') && !FILTER_PARTS.has(local)) {
      if (EXPENSIVE_FILTERS.has(local)) refuse({ kind: 'filter', name: local });
      if (local === 'feTurbulence' && !(Number(attributes.get('numOctaves') ?? 1) <= MAX_OCTAVES)) refuse({ kind: 'filter', name: local });
      this.filterPrimitives += 1;
      if (this.filterPrimitives > MAX_FILTER_PRIMITIVES) refuse({ kind: 'filter', name: local });
    }
    return index;
  }

  /** Elements drawn once each `<use>` shows a copy of its target (which may hold `<use>`s too). */
  rendered(): number {
    const weights = new Map<number, number>();
    const visiting = new Set<number>();
    const weight = (index: number, nesting: number): number => {
      const known = weights.get(index);
      if (known !== undefined) return known;
      if (visiting.has(index)) refuse({ kind: 'self-reference' });
      if (nesting > MAX_USE_NESTING) refuse({ kind: 'depth', max: MAX_SVG_DEPTH });
      visiting.add(index);
      const element = this.elements[index];
      let total = 1;
      for (const child of element?.children ?? []) total += weight(child, nesting);
      const target = element?.uses === undefined ? undefined : this.ids.get(element.uses);
      if (target !== undefined) total += weight(target, nesting + 1);
      visiting.delete(index);
      // Refused as soon as it is known to be too many: copies of copies grow exponentially.
      if (total > MAX_SVG_ELEMENTS) refuse({ kind: 'elements', count: total, max: MAX_SVG_ELEMENTS });
      weights.set(index, total);
      return total;
    };
    return this.elements.length === 0 ? 0 : weight(0, 0);
  }
}

interface Root {
  attributes: Map<string, string>;
  /** Where the root's name ends, in the text. */
  nameEnd: number;
  /** Where the root's start tag's attributes end (before `>` or `/>`), in the text. */
  attributesEnd: number;
}

/** Reads the document; returns its root element's tag, or throws a Refusal. */
function read(text: string, screen: Screen): Root {
  let root: Root | undefined;
  const open: { name: string; index: number }[] = [];
  let position = 0;
  let styleStart = -1;
  while (position < text.length) {
    const next = text.indexOf('<', position);
    if (next < 0) break;
    position = next;
    if (text.startsWith('<!--', position)) {
      const end = text.indexOf('-->', position + 4);
      if (end < 0) refuse({ kind: 'unreadable' });
      position = end + 3;
    } else if (text.startsWith('<![CDATA[', position)) {
      const end = text.indexOf(']]>', position + 9);
      if (end < 0) refuse({ kind: 'unreadable' });
      if (styleStart >= 0) screen.styles(text.slice(position + 9, end));
      position = end + 3;
    } else if (text.startsWith('<!DOCTYPE', position)) {
      const end = text.indexOf('>', position);
      if (end < 0) refuse({ kind: 'unreadable' });
      // An internal subset declares entities, which expand (into each other) while the file is parsed.
      if (text.slice(position, end).includes('[')) refuse({ kind: 'entities' });
      position = end + 1;
    } else if (text.startsWith('<?', position)) {
      const end = text.indexOf('?>', position + 2);
      if (end < 0) refuse({ kind: 'unreadable' });
      position = end + 2;
    } else if (text.startsWith('</', position)) {
      NAME.lastIndex = position + 2;
      const name = NAME.exec(text)?.[0];
      const closing = open.pop();
      if (!name || !closing || closing.name !== name) return refuse({ kind: 'unreadable' });
      const end = /\s*>/y;
      end.lastIndex = position + 2 + name.length;
      if (!end.exec(text)) refuse({ kind: 'unreadable' });
      if (localName(name) === 'style' && styleStart >= 0) {
        screen.styles(text.slice(styleStart, position));
        styleStart = -1;
      }
      position = end.lastIndex;
    } else {
      NAME.lastIndex = position + 1;
      const name = NAME.exec(text)?.[0];
      if (!name) return refuse({ kind: 'unreadable' });
      if (open.length === 0 && root) refuse({ kind: 'unreadable' });
      const attributes = new Map<string, string>();
      let cursor = position + 1 + name.length;
      for (;;) {
        ATTRIBUTE.lastIndex = cursor;
        const attribute = ATTRIBUTE.exec(text);
        if (!attribute) break;
        attributes.set(attribute[1] ?? '', decodeEntities(attribute[2] ?? attribute[3] ?? ''));
        cursor = ATTRIBUTE.lastIndex;
      }
      TAG_END.lastIndex = cursor;
      const end = TAG_END.exec(text);
      if (!end) return refuse({ kind: 'unreadable' });
      if (open.length >= MAX_SVG_DEPTH) refuse({ kind: 'depth', max: MAX_SVG_DEPTH });
      const parent = open.at(-1)?.index ?? -1;
      const index = screen.element(name, attributes, parent);
      if (!root) {
        if (localName(name) !== 'svg') refuse({ kind: 'unreadable' });
        root = { attributes, nameEnd: position + 1 + name.length, attributesEnd: cursor };
      }
      const selfClosing = end[1] === '/';
      position = TAG_END.lastIndex;
      if (!selfClosing) {
        open.push({ name, index });
        if (localName(name) === 'style') styleStart = position;
      }
    }
  }
  if (!root || open.length > 0) return refuse({ kind: 'unreadable' });
  return root;
}

/** The box a logo is drawn into: twice the largest size a page shows one at (240 × 96). */
export const LOGO_BOX = { width: 480, height: 192 } as const;

/**
 * The drawing's shape, from its viewBox or else its width and height, and the size it is drawn at
 * to fit the box; refused when it has none or an absurd one.
 */
function drawingSize(attributes: Map<string, string>) {
  const box = viewBox(attributes.get('viewBox'));
  const width = length(attributes.get('width'));
  const height = length(attributes.get('height'));
  const shape = box ?? (width !== undefined && height !== undefined ? { width, height } : undefined);
  if (!shape) return refuse({ kind: 'no-size' });
  const sensible = (value: number) => value >= MIN_LENGTH && value <= MAX_LENGTH;
  const round = (value: number) => Math.round(value * 1000) / 1000;
  const declared = [width, height].filter((value) => value !== undefined);
  if (!declared.every(sensible)) refuse({ kind: 'shape', width: round(width ?? shape.width), height: round(height ?? shape.height) });
  if (!sensible(shape.width) || !sensible(shape.height) || shape.width / shape.height > MAX_ASPECT || shape.height / shape.width > MAX_ASPECT) {
    refuse({ kind: 'shape', width: round(shape.width), height: round(shape.height) });
  }
  const scale = Math.min(LOGO_BOX.width / shape.width, LOGO_BOX.height / shape.height);
  return {
    viewBox: box ? undefined : `0 0 ${shape.width} ${shape.height}`,
    width: Math.max(1, Math.round(shape.width * scale)),
    height: Math.max(1, Math.round(shape.height * scale)),
  };
}

/**
 * Screens an SVG logo. On success, the same SVG with its root's width and height set to the size it
 * is to be drawn at (and a viewBox from its old width and height when it had none), and that size.
 */
export function screenSvgLogo(bytes: Uint8Array): SvgScreen {
  const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes).replace(/^\uFEFF/, '');
  const screen = new Screen();
  try {
    const root = read(text, screen);
    screen.rendered();
    const size = drawingSize(root.attributes);
    // The root's start tag again, without its own width and height: the drawing size replaces them.
    const kept = [...root.attributes].filter(([name]) => name !== 'width' && name !== 'height');
    const attributes = [...kept, ...(size.viewBox ? [['viewBox', size.viewBox]] : []), ['width', String(size.width)], ['height', String(size.height)]]
      .map(([name, value]) => ` ${name}="${(value ?? '').replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')}"`)
      .join('');
    const rewritten = `${text.slice(0, root.nameEnd)}${attributes}${text.slice(root.attributesEnd)}`;
    return { ok: true, svg: new Uint8Array(Buffer.from(rewritten, 'utf8')), width: size.width, height: size.height };
  } catch (error) {
    if (error instanceof Refusal) return { ok: false, problem: error.problem };
    throw error;
  }
}
