import { describe, expect, it } from 'vitest';
import { samplePosts } from '@/lib/features/posts/sample-posts';
import { checkBodyStructure, MAX_BODY_NESTING, MAX_PARAGRAPH_MARKS } from './body-structure';

const BODY_LIMIT = 200_000;
/** As many whole copies of `unit` as fit in the editor's limit for a body. */
const fill = (unit: string, size = BODY_LIMIT) => unit.repeat(Math.floor(size / unit.length));
const nesting = { ok: false, problem: 'nesting' };
const marks = { ok: false, problem: 'paragraph-marks' };

describe('checkBodyStructure: real bodies', () => {
  it.each(samplePosts.map((post) => [post.slug, post.fullContent]))('accepts the sample post %s', (_, body) => {
    expect(checkBodyStructure(body)).toEqual({ ok: true });
  });

  it(`accepts ${MAX_BODY_NESTING} levels of lists and quotes, indented or on one line`, () => {
    const indented = Array.from({ length: MAX_BODY_NESTING }, (_, level) => `${'  '.repeat(level)}- level ${level + 1}`).join('\n');
    expect(checkBodyStructure(indented)).toEqual({ ok: true });
    expect(checkBodyStructure(`${'> '.repeat(MAX_BODY_NESTING)}deep`)).toEqual({ ok: true });
    expect(checkBodyStructure(`${'1. '.repeat(MAX_BODY_NESTING)}deep`)).toEqual({ ok: true });
  });

  it('does not count thematic breaks, code or separate lists as nesting', () => {
    expect(checkBodyStructure(`Text\n\n${'- '.repeat(40)}\n\n${'* '.repeat(40)}`)).toEqual({ ok: true });
    expect(checkBodyStructure(`\`\`\`\n${'- '.repeat(40)}x\n\`\`\``)).toEqual({ ok: true });
    expect(checkBodyStructure(`    ${'> '.repeat(40)}code`)).toEqual({ ok: true });
    expect(checkBodyStructure(Array.from({ length: 100 }, () => '- item\n  - sub-item').join('\n'))).toEqual({ ok: true });
  });

  it('counts marks per paragraph, list item, table row and heading', () => {
    const paragraph = 'Some **bold**, _italic_ and a [link](/x). '.repeat(40);
    expect(checkBodyStructure(Array.from({ length: 50 }, () => paragraph).join('\n\n'))).toEqual({ ok: true });
    expect(checkBodyStructure(`|a|b|\n|-|-|\n${'|**x**|[y](/z)|\n'.repeat(2000)}`)).toEqual({ ok: true });
    expect(checkBodyStructure('- [a](/b) and **c**\n'.repeat(2000))).toEqual({ ok: true });
    expect(checkBodyStructure('Written in snake_case_names_like_this_one.'.repeat(10))).toEqual({ ok: true });
  });
});

describe('checkBodyStructure: hostile bodies', () => {
  it(`refuses more than ${MAX_BODY_NESTING} levels of lists or quotes`, () => {
    const indented = Array.from({ length: MAX_BODY_NESTING + 1 }, (_, level) => `${'  '.repeat(level)}- level`).join('\n');
    expect(checkBodyStructure(indented)).toEqual(nesting);
    expect(checkBodyStructure(`${'> '.repeat(MAX_BODY_NESTING + 1)}deep`)).toEqual(nesting);
    expect(checkBodyStructure('> - > - > - > - > - > - > - > - > x')).toEqual(nesting);
    // A lazy line (not indented) continues the paragraph above it, so the next item is nested in it.
    expect(checkBodyStructure(Array.from({ length: 20 }, (_, level) => `${'  '.repeat(level)}- item\nlazy`).join('\n'))).toEqual(nesting);
  });

  it.each([
    ["'>' × 5,000", '>'.repeat(5000)],
    ["'>' to the limit", fill('>')],
    ["'1. ' × 2,000", '1. '.repeat(2000)],
    ["'1. ' to the limit", fill('1. ')],
    ["'- ' × 3,000 + 'x'", `${'- '.repeat(3000)}x`],
    ["'- ' to the limit + 'x'", `${fill('- ', BODY_LIMIT - 1)}x`],
    ['a list indented deeper on every line', fill(Array.from({ length: 40 }, (_, i) => `${'  '.repeat(i)}- x\n`).join(''))],
  ])('refuses %s as too deep', (_, body) => {
    expect(checkBodyStructure(body)).toEqual(nesting);
  });

  it.each([
    ["'*a_ ' × 5,000", '*a_ '.repeat(5000)],
    ["'*a_ ' to the limit", fill('*a_ ')],
    ["'a]' × 40,000", 'a]'.repeat(40_000)],
    ["'[' × 10,000 + 'a' + ']' × 10,000", `${'['.repeat(10_000)}a${']'.repeat(10_000)}`],
    ['nested emphasis × 2,500', `${'*a **a '.repeat(2500)}b${' a** a*'.repeat(2500)}`],
    ["'~~a' × 26,000", '~~a'.repeat(26_000)],
    ["'~~a' to the limit", fill('~~a')],
    ['a paragraph spread over quoted lines', '> *a_ *a_ *a_ *a_\n'.repeat(100)],
  ])(`refuses %s: more than ${MAX_PARAGRAPH_MARKS} marks in one paragraph`, (_, body) => {
    expect(checkBodyStructure(body)).toEqual(marks);
  });

  it('takes linear time, even on the bodies it refuses', () => {
    for (const body of [fill('- '), fill('*a_ '), fill('  - x\n'), fill('|*x*|[y](z)|\n'), fill('a\n'), fill(' ')]) {
      const started = performance.now();
      checkBodyStructure(body);
      // Linear is a few ms; quadratic at the body limit is tens of seconds. The margin absorbs a loaded machine.
      expect(performance.now() - started).toBeLessThan(2000);
    }
  });
});
