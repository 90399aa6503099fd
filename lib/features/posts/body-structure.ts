/**
 * A linear-time look at a body's shape, before the Markdown parser sees it. The parser recurses
 * once per nested list or quote (thousands of levels overflow its stack) and is quadratic in the
 * emphasis, strikethrough and link marks of one paragraph; bodies past these limits are refused at
 * save and shown as plain text. Pure and small: the editor's validation imports it too.
 */

/** Deeper than any real article; a few hundred levels already take the parser seconds. */
export const MAX_BODY_NESTING = 16;
/** Emphasis (`*`, `_`, `~` runs) and link (`[`, `]`) marks in one paragraph. */
export const MAX_PARAGRAPH_MARKS = 500;

export type BodyStructureProblem = 'nesting' | 'paragraph-marks';
export type BodyStructure = { ok: true } | { ok: false; problem: BodyStructureProblem };

/** Normalises stored text: Windows line ends, and the legacy literal `\n` sequence. */
export function normalizeBody(content: string): string {
  return content.replace(/\r\n?/g, '\n').replace(/\\n/g, '\n');
}

export function checkBodyStructure(content: string): BodyStructure {
  const marks = new ParagraphMarks();
  const containers = new ContainerTracker();
  for (const line of normalizeBody(content).split('\n')) {
    const shape = containers.read(line.replace(/\t/g, '    '));
    if (shape.tooDeep) return { ok: false, problem: 'nesting' };
    if (shape.newParagraph) marks.reset();
    if (!marks.add(shape.inline)) return { ok: false, problem: 'paragraph-marks' };
    if (shape.standalone) marks.reset();
  }
  return { ok: true };
}

const isBlank = (text: string) => !/\S/.test(text);

/** Counts a paragraph's emphasis and link marks, a run of the same character counting once. */
class ParagraphMarks {
  private count = 0;

  reset() {
    this.count = 0;
  }

  /** False once the paragraph holds more marks than the parser handles in good time. */
  add(text: string): boolean {
    let previous = '';
    for (const char of text) {
      if (char === '[' || char === ']' || ((char === '*' || char === '_' || char === '~') && char !== previous)) this.count += 1;
      previous = char;
    }
    return this.count <= MAX_PARAGRAPH_MARKS;
  }
}

type Container = { kind: 'quote' } | { kind: 'item'; indent: number };

/**
 * What the inline parser will see of a line: its text (none for code and blank lines), whether it
 * starts a new paragraph, and whether it is parsed on its own (a heading, a table row).
 */
interface LineShape {
  inline: string;
  newParagraph: boolean;
  standalone: boolean;
  tooDeep: boolean;
}

const NOT_INLINE: LineShape = { inline: '', newParagraph: true, standalone: false, tooDeep: false };

/**
 * The open block quotes and list items, line by line, as CommonMark decides them (closely enough:
 * a lazy continuation line keeps them open, and a thematic break such as `- - -` opens none).
 * Each line costs its length times the containers it opens, which never exceed the limit.
 */
class ContainerTracker {
  private open: Container[] = [];
  private paragraph = false;
  private fence: { marker: string; depth: number } | null = null;

  read(line: string): LineShape {
    const { matched, position } = this.matchOpen(line);
    const rest = line.slice(position);
    if (isBlank(rest)) {
      this.open.length = matched;
      this.paragraph = false;
      return NOT_INLINE;
    }
    const lazy = matched < this.open.length && this.paragraph && !this.fence && !startsContainer(rest);
    if (!lazy) this.open.length = matched;
    // A fence ends with its closing line, or with the list item or quote it was opened in.
    if (this.fence && this.open.length < this.fence.depth) this.fence = null;
    if (this.fence) {
      if (closesFence(rest, this.fence.marker)) this.fence = null;
      return NOT_INLINE;
    }
    return this.openNew(rest);
  }

  /** How many open containers this line continues, and where its content starts. */
  private matchOpen(line: string): { matched: number; position: number } {
    let position = 0;
    let matched = 0;
    for (const container of this.open) {
      const spaces = leadingSpaces(line, position);
      if (container.kind === 'quote') {
        if (spaces > 3 || line[position + spaces] !== '>') break;
        position += spaces + 1;
        if (line[position] === ' ') position += 1;
      } else if (isBlank(line.slice(position))) {
        position = line.length;
      } else if (spaces >= container.indent) {
        position += container.indent;
      } else {
        break;
      }
      matched += 1;
    }
    return { matched, position };
  }

  /** Opens the quotes and list items this line starts, then notes fences, headings and paragraphs. */
  private openNew(text: string): LineShape {
    let rest = text;
    let opened = 0;
    for (let next = openContainer(rest, this.paragraph); next; next = openContainer(rest, false)) {
      this.open.push(next.container);
      rest = next.rest;
      opened += 1;
      if (this.open.length > MAX_BODY_NESTING) return { ...NOT_INLINE, tooDeep: true };
    }
    const fence = /^ {0,3}(`{3,}|~{3,})/.exec(rest);
    if (fence?.[1]) {
      this.fence = { marker: fence[1], depth: this.open.length };
      this.paragraph = false;
      return NOT_INLINE;
    }
    const standalone = /^ {0,3}(#|\|)/.test(rest);
    const newParagraph = opened > 0 || !this.paragraph || standalone;
    this.paragraph = !isBlank(rest) && !/^ {0,3}#/.test(rest);
    return { inline: rest, newParagraph, standalone, tooDeep: false };
  }
}

function leadingSpaces(line: string, from: number): number {
  let end = from;
  while (line[end] === ' ') end += 1;
  return end - from;
}

const LIST_MARKER = /^( {0,3})([-+*]|\d{1,9}[.)])( +|$)/;

const startsContainer = (text: string) => /^ {0,3}>/.test(text) || (LIST_MARKER.test(text) && !isThematicBreak(text));

/** The quote or list item the text starts with, and the text after its marker. */
function openContainer(text: string, inParagraph: boolean): { container: Container; rest: string } | null {
  const spaces = leadingSpaces(text, 0);
  if (spaces > 3) return null; // indented code (or a continuation line), not a container
  if (text[spaces] === '>') {
    const after = spaces + 1;
    return { container: { kind: 'quote' }, rest: text.slice(text[after] === ' ' ? after + 1 : after) };
  }
  const marker = LIST_MARKER.exec(text);
  if (!marker || isThematicBreak(text)) return null;
  const [whole, indent = '', bullet = '', gap = ''] = marker;
  // An item's content starts one to four spaces after its marker; more is code inside the item.
  const padding = gap.length === 0 || gap.length > 4 ? 1 : gap.length;
  if (inParagraph && gap.length === 0) return null;
  return { container: { kind: 'item', indent: indent.length + bullet.length + padding }, rest: text.slice(whole.length - gap.length + padding) };
}

/** `---`, `* * *`, `_ _ _`: three or more of one of these characters and nothing else. */
function isThematicBreak(text: string): boolean {
  const start = leadingSpaces(text, 0);
  const first = text[start];
  if (first !== '-' && first !== '*' && first !== '_') return false;
  let count = 0;
  for (let index = start; index < text.length; index += 1) {
    const char = text[index];
    if (char === first) count += 1;
    else if (char !== ' ') return false;
  }
  return count >= 3;
}

function closesFence(text: string, marker: string): boolean {
  const trimmed = text.trim();
  return trimmed.length >= marker.length && trimmed === (marker[0] ?? '').repeat(trimmed.length);
}
