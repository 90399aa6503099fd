import { describe, expect, it } from 'vitest';
import { DIFF_BUDGET_MS, diffPosts, type DiffPart } from './revision-diff';

/** Text of distinct pseudo-random words in paragraphs, `bytes` long: no two seeds share words. */
function words(seed: number, bytes: number): string {
  let text = '';
  let n = seed;
  while (text.length < bytes) {
    n = (n * 1103515245 + 12345) % 2 ** 31;
    text += `w${seed}x${n.toString(36)} `;
    if (n % 13 === 0) text += '\n\n';
  }
  return text.slice(0, bytes).trim();
}

const sideOf = (parts: DiffPart[], left: 'removed' | 'added') =>
  parts
    .filter((part) => part.change !== left)
    .map((part) => part.text)
    .join('');

function timed<T>(run: () => T): { result: T; ms: number } {
  const started = performance.now();
  const result = run();
  return { result, ms: performance.now() - started };
}

describe('diffPosts', () => {
  it('lists only the fields that differ, with the words removed and added', () => {
    const changes = diffPosts(
      { title: 'Returns in 2026', excerpt: 'Same.', fullContent: 'Refunds take five days.\n\nKeep it.' },
      { title: 'Returns in 2027', excerpt: 'Same.', fullContent: 'Refunds take two days.\n\nKeep it.' },
    );
    expect(changes.map((change) => change.field)).toEqual(['title', 'fullContent']);
    const body = changes[1]!.parts!;
    expect(body.filter((part) => part.change === 'removed').map((part) => part.text)).toEqual(['five']);
    expect(body.filter((part) => part.change === 'added').map((part) => part.text)).toEqual(['two']);
    // Put back together, the unchanged and added parts are the new text.
    expect(sideOf(body, 'removed')).toBe('Refunds take two days.\n\nKeep it.');
    expect(changes[1]!.wholeLines).toBe(false);
  });

  it('treats a missing field as empty and finds no change between equal versions', () => {
    expect(diffPosts({ seoTitle: null }, { seoTitle: null })).toEqual([]);
    expect(diffPosts({}, { seoTitle: 'New' })).toMatchObject([{ field: 'seoTitle', parts: [{ text: 'New', change: 'added' }] }]);
  });

  it('still finds one changed word in a long body, word by word', () => {
    const before = words(1, 100_000);
    const cut = before.indexOf(' ', 50_000);
    const after = `${before.slice(0, cut)} inserted${before.slice(cut)}`;
    const [body] = diffPosts({ fullContent: before }, { fullContent: after });
    expect(body!.parts!.filter((part) => part.change)).toEqual([{ text: 'inserted ', change: 'added' }]);
    expect(sideOf(body!.parts!, 'removed')).toBe(after);
  });

  it('keeps both texts whole in its parts, whatever the edits', () => {
    const before = words(2, 20_000);
    const after = before
      .split(' ')
      .map((word, i) => (i % 37 === 0 ? 'edited' : i % 53 === 0 ? `${word}\n\nnew paragraph` : word))
      .join(' ');
    const [body] = diffPosts({ fullContent: before }, { fullContent: after });
    expect(sideOf(body!.parts!, 'removed')).toBe(after);
    expect(sideOf(body!.parts!, 'added')).toBe(before);
  });

  it(`compares the issue's pathological pair (60 kB against an unrelated 60 kB) within its budget of ${DIFF_BUDGET_MS} ms`, () => {
    // Unbounded, the word diff took 15 s here, on the request thread.
    const before = { fullContent: words(3, 60_000), excerpt: words(4, 900), title: 'A' };
    const after = { fullContent: words(5, 60_000), excerpt: words(6, 900), title: 'B' };
    const { result, ms } = timed(() => diffPosts(before, after));
    expect(ms).toBeLessThan(DIFF_BUDGET_MS + 750);
    expect(result.map((change) => change.field)).toEqual(['title', 'excerpt', 'fullContent']);
    for (const change of result) if (change.parts) expect(sideOf(change.parts, 'removed')).toBe(after[change.field as keyof typeof after]);
  });

  it('stops at its budget on texts that make the line diff itself slow, and says the field is too different', () => {
    // Thousands of equal lines: every diagonal of the edit graph runs long.
    const before = 'x\n'.repeat(50_000);
    const after = 'x\ny\n'.repeat(25_000);
    const { result, ms } = timed(() => diffPosts({ fullContent: before }, { fullContent: after }));
    expect(ms).toBeLessThan(DIFF_BUDGET_MS + 750);
    expect(result).toEqual([{ field: 'fullContent', parts: null, wholeLines: false }]);
  });

  it('shows a paragraph with too many word edits whole (removed, then added) rather than word by word', () => {
    const before = 'x '.repeat(20_000).trim();
    const after = 'x y '.repeat(10_000).trim();
    const [body] = diffPosts({ fullContent: before }, { fullContent: after });
    expect(body).toMatchObject({ wholeLines: true, parts: [{ text: before, change: 'removed' }, { text: after, change: 'added' }] });
  });

  it('gives the fields left after the budget no comparison at all', () => {
    expect(diffPosts({ title: 'A', fullContent: 'One' }, { title: 'B', fullContent: 'Two' }, 0)).toEqual([
      { field: 'title', parts: null, wholeLines: false },
      { field: 'fullContent', parts: null, wholeLines: false },
    ]);
  });
});
