import { beforeAll, describe, expect, it } from 'vitest';
import { legacyHeadingKind } from './body-markdown.mjs';
import { plainTextBody, RENDER_DEADLINE_MS, renderPostBody, tryRenderPostBody } from './render-body';

describe('renderPostBody: the legacy block rules', async () => {
  it('separates blocks by blank lines into paragraphs', async () => {
    expect(await renderPostBody('First block.\n\nSecond block.')).toBe('<p>First block.</p>\n<p>Second block.</p>');
  });

  it('treats a literal backslash-n as a line break, and two as a block break', async () => {
    expect(await renderPostBody('Line one\\nLine two')).toBe('<p>Line one<br>\nLine two</p>');
    expect(await renderPostBody('Block one\\n\\nBlock two')).toBe('<p>Block one</p>\n<p>Block two</p>');
  });

  const section = 'Simplifying complexity\n\n';
  const afterSection = (html: string) => html.replace('<h2 class="post-section">Simplifying complexity</h2>\n', '');

  it("turns 'FOR THE BRAND AND SHOPPERS' into a large sub-heading", async () => {
    expect(afterSection(await renderPostBody(`${section}FOR THE BRAND AND SHOPPERS: a shared view`))).toBe(
      '<h3 class="post-subheading-lg">FOR THE BRAND AND SHOPPERS: a shared view</h3>',
    );
  });

  it("turns 'FOR THE BRAND' and 'FOR THE SHOPPER' into sub-headings", async () => {
    expect(afterSection(await renderPostBody(`${section}FOR THE BRAND`))).toBe('<h3 class="post-subheading">FOR THE BRAND</h3>');
    expect(afterSection(await renderPostBody(`${section}FOR THE SHOPPER: fewer steps`))).toBe(
      '<h3 class="post-subheading">FOR THE SHOPPER: fewer steps</h3>',
    );
  });

  it.each(['Simplifying complexity', 'Leveraging Return Spots', 'Telling the bigger story', 'Turning rejections into opportunities'])(
    "turns a block opening with '%s' into a section heading",
    async (opener) => {
      expect(await renderPostBody(`${opener} in practice`)).toBe(`<h2 class="post-section">${opener} in practice</h2>`);
    },
  );

  it('only looks at the start of a block', async () => {
    expect(legacyHeadingKind('We are simplifying complexity here')).toBeNull();
    expect(await renderPostBody('Not FOR THE BRAND')).toBe('<p>Not FOR THE BRAND</p>');
  });

  it("turns a block of '* ' lines into a bullet list", async () => {
    expect(await renderPostBody('* one\\n* two\\n* three')).toBe('<ul>\n<li>one</li>\n<li>two</li>\n<li>three</li>\n</ul>');
  });
});

describe('renderPostBody: Markdown', async () => {
  it('keeps heading levels below the page title and never skips one', async () => {
    expect(await renderPostBody('# A\n\n## B\n\n#### C')).toBe('<h2>A</h2>\n<h2>B</h2>\n<h3>C</h3>');
    expect(await renderPostBody('### Deep start\n\nFOR THE BRAND')).toBe('<h2>Deep start</h2>\n<h3 class="post-subheading">FOR THE BRAND</h3>');
    expect(await renderPostBody('FOR THE SHOPPER\n\nText')).toBe('<h2 class="post-subheading">FOR THE SHOPPER</h2>\n<p>Text</p>');
  });

  it('renders GFM: emphasis, links, tables, task lists, strikethrough', async () => {
    const html = await renderPostBody(
      '## Section\n\nSome **bold** and _italic_ ~~gone~~.\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n- [x] done',
    );
    expect(html).toContain('<h2>Section</h2>');
    expect(html).toContain('<strong>bold</strong>');
    expect(html).toContain('<em>italic</em>');
    expect(html).toContain('<del>gone</del>');
    expect(html).toContain('<table>');
    expect(html).toContain('<td>2</td>');
    expect(html).toContain('type="checkbox"');
  });

  it('opens outside links safely and keeps local ones', async () => {
    expect(await renderPostBody('[NRF](https://nrf.com/report)')).toBe(
      '<p><a href="https://nrf.com/report" rel="noopener noreferrer nofollow" target="_blank">NRF</a></p>',
    );
    expect(await renderPostBody('[Contact](/en/contact)')).toBe('<p><a href="/en/contact">Contact</a></p>');
  });

  it('keeps local images and turns images from other hosts into links', async () => {
    expect(await renderPostBody('![A shelf](/images/blog/shelf.jpg)')).toBe(
      '<p><img src="/images/blog/shelf.jpg" alt="A shelf" loading="lazy" decoding="async"></p>',
    );
    expect(await renderPostBody('![A shelf](https://cdn.example.com/s.jpg)')).toContain(
      '<a href="https://cdn.example.com/s.jpg" rel="noopener noreferrer nofollow" target="_blank">A shelf</a>',
    );
  });
});

describe('renderPostBody: stored content can never run script', async () => {
  it.each([
    ['a script element', '<script>alert(1)</script>'],
    ['an event handler', '<img src="/x.png" onerror="alert(1)">'],
    ['an inline handler on a link', '<a href="/x" onclick="alert(1)">x</a>'],
    ['a javascript: Markdown link', '[click](javascript:alert(1))'],
    ['a javascript: HTML link', '<a href="javascript:alert(1)">x</a>'],
    ['an encoded javascript: link', '<a href="&#106;avascript:alert(1)">x</a>'],
    ['a data: URL', '[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)'],
    ['an iframe', '<iframe src="https://evil.example"></iframe>'],
    ['an svg with onload', '<svg onload="alert(1)"><circle r="1"/></svg>'],
    ['a style attribute', '<p style="background:url(javascript:alert(1))">x</p>'],
    ['a form', '<form action="https://evil.example"><input name="q"></form>'],
    ['an object', '<object data="evil.swf"></object>'],
    ['a meta refresh', '<meta http-equiv="refresh" content="0;url=https://evil.example">'],
    ['a legacy heading carrying script', 'FOR THE BRAND <script>alert(1)</script>'],
  ])('%s', async (_, payload) => {
    const html = (await renderPostBody(payload)).toLowerCase();
    expect(html).not.toContain('<script');
    expect(html).not.toMatch(/\son[a-z]+=/);
    expect(html).not.toContain('javascript:');
    expect(html).not.toContain('data:text');
    expect(html).not.toMatch(/<(iframe|svg|form|input|object|meta|style)\b/);
    expect(html).not.toContain('style=');
  });
});

const BODY_LIMIT = 200_000;
/** As many whole copies of `unit` as fit in the editor's limit for a body. */
const fill = (unit: string, size = BODY_LIMIT) => unit.repeat(Math.floor(size / unit.length));
/** Passes the structure check (each paragraph under the limit of marks), yet takes the parser seconds. */
const slowButWellFormed = fill(`${'*a'.repeat(240)}\n\n`);

async function timed<T>(work: () => Promise<T>): Promise<{ result: T; ms: number }> {
  const started = performance.now();
  const result = await work();
  return { result, ms: performance.now() - started };
}

describe('renderPostBody: hostile bodies render in bounded time', () => {
  // The worker's start-up is not what these tests measure.
  beforeAll(() => renderPostBody('warm-up'));

  it.each([
    ["'>' × 5,000", '>'.repeat(5000)],
    ["'1. ' × 2,000", '1. '.repeat(2000)],
    ["'- ' × 3,000 + 'x'", `${'- '.repeat(3000)}x`],
    ["'*a_ ' × 5,000", '*a_ '.repeat(5000)],
    ["'*a_ ' × 20,000", '*a_ '.repeat(20_000)],
    ["'a]' × 40,000", 'a]'.repeat(40_000)],
    ["'[' × 10,000 + 'a' + ']' × 10,000", `${'['.repeat(10_000)}a${']'.repeat(10_000)}`],
    ['nested emphasis × 2,500', `${'*a **a '.repeat(2500)}b${' a** a*'.repeat(2500)}`],
    ["'~~a' × 26,000", '~~a'.repeat(26_000)],
    ["'>' to the limit", fill('>')],
    ["'1. ' to the limit", fill('1. ')],
    ["'- ' to the limit + 'x'", `${fill('- ', BODY_LIMIT - 1)}x`],
    ["'- ' to the limit (a thematic break)", fill('- ')],
    ["'a]' to the limit", fill('a]')],
    ["'~~a' to the limit", fill('~~a')],
    ['many slow paragraphs to the limit', slowButWellFormed],
  ])('%s', async (_, body) => {
    const { result: html, ms } = await timed(() => renderPostBody(body));
    expect(ms).toBeLessThan(4000);
    expect(html === plainTextBody(body) || html.startsWith('<')).toBe(true);
  });

  it('refuses a badly shaped body before rendering, and stops a slow one at the deadline', async () => {
    expect(await tryRenderPostBody('>'.repeat(5000), RENDER_DEADLINE_MS)).toEqual({ status: 'refused', problem: 'nesting' });
    expect(await tryRenderPostBody('~~a'.repeat(26_000), RENDER_DEADLINE_MS)).toEqual({ status: 'refused', problem: 'paragraph-marks' });
    const { result, ms } = await timed(() => tryRenderPostBody(slowButWellFormed, 200));
    expect(result).toEqual({ status: 'timed-out' });
    expect(ms).toBeLessThan(1500);
    // A fresh worker takes the next body.
    expect(await renderPostBody('Still **fine**.')).toBe('<p>Still <strong>fine</strong>.</p>');
  });

  it('shows a body that ran out of time as plain text at once the next time', async () => {
    // A deadline this machine cannot meet (Node 24 renders the whole body in about 1.4 s).
    const body = `${slowButWellFormed.slice(0, 150_000)}\n\nOnce more`;
    await renderPostBody(body, 100);
    const { result: html, ms } = await timed(() => renderPostBody(body));
    expect(html).toBe(plainTextBody(body));
    expect(ms).toBeLessThan(200);
  });
});

describe('plainTextBody: the fallback', () => {
  it('keeps paragraphs and lines, escaped', () => {
    expect(plainTextBody('One <b>\\ntwo & "three"\r\n\r\n\r\nFour')).toBe('<p>One &lt;b&gt;<br>\ntwo &amp; &quot;three&quot;</p>\n<p>Four</p>');
  });

  it('never lets a tag through, even when a body falls back', async () => {
    const hostile = `<script>alert(1)</script>\n\n<img src=x onerror=alert(1)>\n\n${'>'.repeat(5000)}`;
    const html = await renderPostBody(hostile);
    expect(html).toBe(plainTextBody(hostile));
    expect(html).not.toMatch(/<(script|img)/i);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('takes linear time on the largest body', () => {
    const started = performance.now();
    plainTextBody(fill('<a\n\n \n'));
    expect(performance.now() - started).toBeLessThan(500);
  });
});
