/**
 * A tiny PDF writer for the sample guides: A4 text pages in the built-in Helvetica fonts (no font
 * file embedded), WinAnsi encoding (Spanish accents, ¿ ¡ ñ, curly quotes, dashes, €), lines wrapped
 * to the measure with Helvetica's own character widths, a new page when one is full. A title,
 * headings, paragraphs, bullets and a numbered sources list; page numbers at the foot. Pure: bytes
 * in memory, no dependency.
 */

export type PdfBlock =
  | { kind: 'title'; text: string }
  | { kind: 'subtitle'; text: string }
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'bullet'; text: string }
  | { kind: 'source'; text: string };

export interface PdfDocument {
  title: string;
  author?: string;
  /** BCP 47, for the document catalog's /Lang. */
  language?: string;
  blocks: PdfBlock[];
}

const PAGE = { width: 595.28, height: 841.89, margin: 64 } as const;
const MEASURE = PAGE.width - 2 * PAGE.margin;

// Helvetica's advance widths (per 1000 em) for the printable ASCII characters 32–126 (Adobe's AFM).
const HELVETICA = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667,
  611, 778, 722, 278, 500, 667, 556, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556, 333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500,
  222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
];
const HELVETICA_BOLD = [
  278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 333, 333, 584, 584, 584, 611, 975, 722, 722, 722, 722, 667,
  611, 778, 722, 278, 556, 722, 611, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 333, 278, 333, 584, 556, 333, 556, 611, 556, 611, 556, 333, 611, 611, 278, 278, 556,
  278, 889, 611, 611, 611, 611, 389, 556, 333, 611, 556, 778, 556, 556, 500, 389, 280, 389, 584,
];

/** Characters outside Latin-1 that WinAnsi places in 0x80–0x9F. */
const WIN_ANSI_EXTRA: Record<string, number> = {
  '€': 0x80, '‚': 0x82, 'ƒ': 0x83, '„': 0x84, '…': 0x85, '†': 0x86, '‡': 0x87, 'ˆ': 0x88, '‰': 0x89, 'Š': 0x8a, '‹': 0x8b, 'Œ': 0x8c, 'Ž': 0x8e,
  '‘': 0x91, '’': 0x92, '“': 0x93, '”': 0x94, '•': 0x95, '–': 0x96, '—': 0x97, '˜': 0x98, '™': 0x99, 'š': 0x9a, '›': 0x9b, 'œ': 0x9c, 'ž': 0x9e, 'Ÿ': 0x9f,
};

/** The WinAnsi code of a character; `?` for what the encoding cannot show. */
export function winAnsiCode(char: string): number {
  const extra = WIN_ANSI_EXTRA[char];
  if (extra !== undefined) return extra;
  const code = char.codePointAt(0) ?? 63;
  if ((code >= 32 && code <= 126) || (code >= 0xa0 && code <= 0xff)) return code;
  return 63;
}

type Font = 'F1' | 'F2';

/** A text's width in points, in Helvetica (F1) or Helvetica-Bold (F2). */
export function textWidth(text: string, font: Font, size: number): number {
  const table = font === 'F2' ? HELVETICA_BOLD : HELVETICA;
  let units = 0;
  for (const char of text) {
    const code = winAnsiCode(char);
    // Accented letters are as wide as their base letter, near enough: the average of a lower-case letter.
    units += code >= 32 && code <= 126 ? table[code - 32]! : 556;
  }
  return (units * size) / 1000;
}

/** Lines of at most `width` points, broken between words (a word longer than a line stays whole). */
export function wrap(text: string, font: Font, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && textWidth(candidate, font, size) > width) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** A PDF literal string of the text in WinAnsi: parentheses and backslashes escaped, bytes over 127 in octal. */
function literal(text: string): string {
  let out = '(';
  for (const char of text) {
    const code = winAnsiCode(char);
    if (char === '(' || char === ')' || char === '\\') out += `\\${char}`;
    else if (code > 126) out += `\\${code.toString(8).padStart(3, '0')}`;
    else out += String.fromCharCode(code);
  }
  return `${out})`;
}

const STYLE: Record<PdfBlock['kind'], { font: Font; size: number; leading: number; before: number; indent: number }> = {
  title: { font: 'F2', size: 22, leading: 28, before: 0, indent: 0 },
  subtitle: { font: 'F1', size: 12, leading: 17, before: 6, indent: 0 },
  heading: { font: 'F2', size: 14, leading: 19, before: 18, indent: 0 },
  paragraph: { font: 'F1', size: 10.5, leading: 15, before: 7, indent: 0 },
  bullet: { font: 'F1', size: 10.5, leading: 15, before: 4, indent: 14 },
  source: { font: 'F1', size: 8.5, leading: 12, before: 4, indent: 18 },
};

const fixed = (value: number) => Number(value.toFixed(2)).toString();

/** The content streams of the pages: each line placed, pages broken where the next line would not fit. */
function layOut(blocks: PdfBlock[]): string[] {
  const pages: string[][] = [[]];
  let y = PAGE.height - PAGE.margin;
  let sourceNumber = 0;
  const bottom = PAGE.margin + 24;
  for (const block of blocks) {
    const style = STYLE[block.kind];
    const lines = wrap(block.text, style.font, style.size, MEASURE - style.indent);
    // A heading is never the last line of a page.
    const needed = style.before + style.leading * (block.kind === 'heading' ? lines.length + 2 : 1);
    if (y - needed < bottom && pages.at(-1)!.length > 0) {
      pages.push([]);
      y = PAGE.height - PAGE.margin;
    } else if (pages.at(-1)!.length > 0) {
      y -= style.before;
    }
    const marker = block.kind === 'bullet' ? '•' : block.kind === 'source' ? `${++sourceNumber}.` : null;
    lines.forEach((line, index) => {
      if (y - style.leading < bottom) {
        pages.push([]);
        y = PAGE.height - PAGE.margin;
      }
      y -= style.leading;
      const x = PAGE.margin + style.indent;
      if (index === 0 && marker) pages.at(-1)!.push(`BT /${style.font} ${style.size} Tf ${fixed(PAGE.margin)} ${fixed(y)} Td ${literal(marker)} Tj ET`);
      pages.at(-1)!.push(`BT /${style.font} ${style.size} Tf ${fixed(x)} ${fixed(y)} Td ${literal(line)} Tj ET`);
    });
  }
  return pages.map((commands, index) => {
    const folio = `${index + 1} / ${pages.length}`;
    const footer = `BT /F1 8 Tf ${fixed(PAGE.width - PAGE.margin - textWidth(folio, 'F1', 8))} ${fixed(PAGE.margin - 20)} Td ${literal(folio)} Tj ET`;
    return ['0.1 0.12 0.16 rg', ...commands, '0.45 g', footer].join('\n');
  });
}

/** The document as the bytes of a PDF 1.4 file. */
export function writePdf(document: PdfDocument): Uint8Array {
  const streams = layOut(document.blocks);
  const objects: string[] = [];
  const add = (body: string) => objects.push(body) as number; // 1-based object number
  const catalog = add('');
  const pagesRoot = add('');
  const regular = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  const bold = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>');
  const info = add(`<< /Title ${literal(document.title)} /Author ${literal(document.author ?? 'Otailo')} /Producer (Otailo) >>`);
  const kids = streams.map((stream) => {
    const content = add(`<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`);
    return add(
      `<< /Type /Page /Parent ${pagesRoot} 0 R /MediaBox [0 0 ${fixed(PAGE.width)} ${fixed(PAGE.height)}] /Resources << /Font << /F1 ${regular} 0 R /F2 ${bold} 0 R >> >> /Contents ${content} 0 R >>`,
    );
  });
  objects[catalog - 1] = `<< /Type /Catalog /Pages ${pagesRoot} 0 R${document.language ? ` /Lang ${literal(document.language)}` : ''} >>`;
  objects[pagesRoot - 1] = `<< /Type /Pages /Kids [${kids.map((kid) => `${kid} 0 R`).join(' ')}] /Count ${kids.length} >>`;

  // Every string is one byte per character (WinAnsi written as escapes), so lengths are byte counts.
  let out = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(out.length);
    out += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R /Info ${info} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Uint8Array.from(out, (char) => char.charCodeAt(0));
}
