import { describe, expect, it } from 'vitest';
import { textWidth, winAnsiCode, wrap, writePdf } from './pdf-writer';
import { SAMPLE_GUIDES } from './sample-guides';

const latin1 = (bytes: Uint8Array) => Buffer.from(bytes).toString('latin1');

/** The page count a reader would find: the page tree's /Count, checked against the page objects. */
function pageCount(pdf: string): number {
  const count = Number(/\/Type \/Pages \/Kids \[[^\]]*\] \/Count (\d+)/.exec(pdf)?.[1]);
  expect(pdf.match(/\/Type \/Page /g)?.length).toBe(count);
  return count;
}

/** Every xref entry points at the start of its object, and startxref at the table. */
function checkXref(pdf: string) {
  const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(pdf)?.[1]);
  expect(pdf.slice(startxref, startxref + 4)).toBe('xref');
  const [, size] = /xref\n0 (\d+)\n/.exec(pdf.slice(startxref))!;
  const entries = pdf.slice(startxref).split('\n').slice(3, 2 + Number(size));
  entries.forEach((entry, index) => {
    const offset = Number(entry.slice(0, 10));
    expect(pdf.slice(offset, offset + `${index + 1} 0 obj`.length)).toBe(`${index + 1} 0 obj`);
  });
  expect(/\/Size (\d+)/.exec(pdf)?.[1]).toBe(size);
}

describe('writePdf', () => {
  it('writes a PDF a reader can open: header, objects at their xref offsets, trailer, one page for a short text', () => {
    const pdf = latin1(writePdf({ title: 'Short', blocks: [{ kind: 'title', text: 'Hello' }, { kind: 'paragraph', text: 'One line.' }] }));
    expect(pdf.startsWith('%PDF-1.4\n')).toBe(true);
    expect(pdf).toContain('/BaseFont /Helvetica /Encoding /WinAnsiEncoding');
    expect(pdf).toContain('(Hello) Tj');
    expect(pageCount(pdf)).toBe(1);
    checkXref(pdf);
    expect(pdf.endsWith('%%EOF\n')).toBe(true);
  });

  it('breaks a long text over several pages, numbered', () => {
    const paragraph = 'Returns cost money and space, and every parcel that comes back tells a story. '.repeat(12);
    const pdf = latin1(writePdf({ title: 'Long', blocks: Array.from({ length: 20 }, () => ({ kind: 'paragraph' as const, text: paragraph })) }));
    const pages = pageCount(pdf);
    expect(pages).toBeGreaterThan(2);
    expect(pdf).toContain(`(${pages} / ${pages}) Tj`);
    checkXref(pdf);
  });

  it('encodes Spanish in WinAnsi and escapes what a string must', () => {
    const pdf = latin1(writePdf({ title: 'Guía', language: 'es', blocks: [{ kind: 'paragraph', text: '¿Qué pasó? Ñandú (sí) — 5 € \\ ok' }] }));
    // ¿ 277, é 351, ó 363, Ñ 321, ú 372, í 355, — 227, € 200 (octal WinAnsi codes)
    expect(pdf).toContain('(\\277Qu\\351 pas\\363? \\321and\\372 \\(s\\355\\) \\227 5 \\200 \\\\ ok) Tj');
    expect(pdf).toContain('/Lang (es)');
    expect(winAnsiCode('漢')).toBe(63);
  });

  it('wraps lines to the measure by Helvetica’s widths', () => {
    expect(textWidth('WWW', 'F1', 10)).toBeCloseTo(28.32);
    const lines = wrap('alpha beta gamma delta epsilon zeta eta theta iota kappa', 'F1', 10, 100);
    expect(lines.length).toBeGreaterThan(2);
    for (const line of lines) expect(textWidth(line, 'F1', 10)).toBeLessThanOrEqual(100);
    expect(lines.join(' ')).toBe('alpha beta gamma delta epsilon zeta eta theta iota kappa');
  });

  it('renders both sample guides with their sources listed', () => {
    for (const guide of Object.values(SAMPLE_GUIDES)) {
      const pdf = latin1(writePdf({ title: guide.resource.title, language: guide.resource.language, blocks: guide.pdf }));
      expect(pageCount(pdf)).toBeGreaterThanOrEqual(2);
      checkXref(pdf);
      expect(pdf).toContain('National Retail Federation');
      expect(pdf).toContain('(8.) Tj');
    }
  });
});
