/**
 * The editor toolbar's edits of the body, as pure functions of the text and the selection: each
 * inserts the Markdown the body's rules use (`## ` heading, `### ` sub-heading, `- ` list items,
 * `[text](url)` link, `![alt](src)` image) and says what to select next.
 */
export type FormatKind = 'heading' | 'subheading' | 'list' | 'link';

export interface TextEdit {
  value: string;
  selectionStart: number;
  selectionEnd: number;
}

const LINE_PREFIX = { heading: '## ', subheading: '### ', list: '- ' } as const;
/** Any heading or list mark at a line's start, replaced rather than stacked. */
const EXISTING_MARK = /^(#{1,6} |[-*] )/;

/** The start of the line holding `index` and the end of the line holding `end`. */
function lineRange(value: string, start: number, end: number): [number, number] {
  const from = value.lastIndexOf('\n', start - 1) + 1;
  const newline = value.indexOf('\n', end);
  return [from, newline === -1 ? value.length : newline];
}

export function applyFormat(value: string, selectionStart: number, selectionEnd: number, kind: FormatKind): TextEdit {
  const start = Math.max(0, Math.min(selectionStart, value.length));
  const end = Math.max(start, Math.min(selectionEnd, value.length));
  if (kind === 'link') {
    const text = value.slice(start, end) || 'link text';
    const inserted = `[${text}](https://)`;
    const urlAt = start + text.length + 3;
    // The URL placeholder is selected: typing replaces it.
    return { value: value.slice(0, start) + inserted + value.slice(end), selectionStart: urlAt, selectionEnd: urlAt + 'https://'.length };
  }
  const [from, to] = lineRange(value, start, end);
  const prefix = LINE_PREFIX[kind];
  const lines = value.slice(from, to).split('\n');
  // A heading is one line; a list marks every selected line that has text.
  const changed = lines.map((line, i) => {
    if (kind !== 'list' && i > 0) return line;
    if (kind === 'list' && !line.trim()) return line;
    return prefix + line.replace(EXISTING_MARK, '');
  });
  const replaced = changed.join('\n');
  return { value: value.slice(0, from) + replaced + value.slice(to), selectionStart: from + replaced.length, selectionEnd: from + replaced.length };
}

/** An image as the body's Markdown; the alt text is required (the caller asks for it). */
export function imageMarkdown(src: string, alt: string): string {
  const cleanAlt = alt.replace(/[[\]\n\r]/g, ' ').trim();
  return `![${cleanAlt}](${src.replace(/[()\s]/g, encodeURIComponent)})`;
}

/** Inserts an image on a line of its own at the caret. */
export function insertImage(value: string, at: number, src: string, alt: string): TextEdit {
  const position = Math.max(0, Math.min(at, value.length));
  const before = value.slice(0, position);
  const after = value.slice(position);
  const lead = before === '' || before.endsWith('\n\n') ? '' : before.endsWith('\n') ? '\n' : '\n\n';
  const trail = after === '' || after.startsWith('\n\n') ? '' : after.startsWith('\n') ? '\n' : '\n\n';
  const inserted = `${lead}${imageMarkdown(src, alt)}${trail}`;
  const caret = position + inserted.length;
  return { value: before + inserted + after, selectionStart: caret, selectionEnd: caret };
}

/** Images in the body without alt text (`![](…)`): the editor refuses to save them. */
export function imagesWithoutAlt(body: string): number {
  return [...body.matchAll(/!\[\s*\]\(/g)].length;
}
