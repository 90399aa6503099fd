import { describe, expect, it } from 'vitest';
import { legacyHeadingKind, renderPostBody } from './render-body';

describe('renderPostBody: the legacy block rules', () => {
  it('separates blocks by blank lines into paragraphs', () => {
    expect(renderPostBody('First block.\n\nSecond block.')).toBe('<p>First block.</p>\n<p>Second block.</p>');
  });

  it('treats a literal backslash-n as a line break, and two as a block break', () => {
    expect(renderPostBody('Line one\\nLine two')).toBe('<p>Line one<br>\nLine two</p>');
    expect(renderPostBody('Block one\\n\\nBlock two')).toBe('<p>Block one</p>\n<p>Block two</p>');
  });

  const section = 'Simplifying complexity\n\n';
  const afterSection = (html: string) => html.replace('<h2 class="post-section">Simplifying complexity</h2>\n', '');

  it("turns 'FOR THE BRAND AND SHOPPERS' into a large sub-heading", () => {
    expect(afterSection(renderPostBody(`${section}FOR THE BRAND AND SHOPPERS: a shared view`))).toBe(
      '<h3 class="post-subheading-lg">FOR THE BRAND AND SHOPPERS: a shared view</h3>',
    );
  });

  it("turns 'FOR THE BRAND' and 'FOR THE SHOPPER' into sub-headings", () => {
    expect(afterSection(renderPostBody(`${section}FOR THE BRAND`))).toBe('<h3 class="post-subheading">FOR THE BRAND</h3>');
    expect(afterSection(renderPostBody(`${section}FOR THE SHOPPER: fewer steps`))).toBe(
      '<h3 class="post-subheading">FOR THE SHOPPER: fewer steps</h3>',
    );
  });

  it.each(['Simplifying complexity', 'Leveraging Return Spots', 'Telling the bigger story', 'Turning rejections into opportunities'])(
    "turns a block opening with '%s' into a section heading",
    (opener) => {
      expect(renderPostBody(`${opener} in practice`)).toBe(`<h2 class="post-section">${opener} in practice</h2>`);
    },
  );

  it('only looks at the start of a block', () => {
    expect(legacyHeadingKind('We are simplifying complexity here')).toBeNull();
    expect(renderPostBody('Not FOR THE BRAND')).toBe('<p>Not FOR THE BRAND</p>');
  });

  it("turns a block of '* ' lines into a bullet list", () => {
    expect(renderPostBody('* one\\n* two\\n* three')).toBe('<ul>\n<li>one</li>\n<li>two</li>\n<li>three</li>\n</ul>');
  });
});

describe('renderPostBody: Markdown', () => {
  it('keeps heading levels below the page title and never skips one', () => {
    expect(renderPostBody('# A\n\n## B\n\n#### C')).toBe('<h2>A</h2>\n<h2>B</h2>\n<h3>C</h3>');
    expect(renderPostBody('### Deep start\n\nFOR THE BRAND')).toBe('<h2>Deep start</h2>\n<h3 class="post-subheading">FOR THE BRAND</h3>');
    expect(renderPostBody('FOR THE SHOPPER\n\nText')).toBe('<h2 class="post-subheading">FOR THE SHOPPER</h2>\n<p>Text</p>');
  });

  it('renders GFM: emphasis, links, tables, task lists, strikethrough', () => {
    const html = renderPostBody(
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

  it('opens outside links safely and keeps local ones', () => {
    expect(renderPostBody('[NRF](https://nrf.com/report)')).toBe(
      '<p><a href="https://nrf.com/report" rel="noopener noreferrer nofollow" target="_blank">NRF</a></p>',
    );
    expect(renderPostBody('[Contact](/en/contact)')).toBe('<p><a href="/en/contact">Contact</a></p>');
  });

  it('keeps local images and turns images from other hosts into links', () => {
    expect(renderPostBody('![A shelf](/images/blog/shelf.jpg)')).toBe(
      '<p><img src="/images/blog/shelf.jpg" alt="A shelf" loading="lazy" decoding="async"></p>',
    );
    expect(renderPostBody('![A shelf](https://cdn.example.com/s.jpg)')).toContain(
      '<a href="https://cdn.example.com/s.jpg" rel="noopener noreferrer nofollow" target="_blank">A shelf</a>',
    );
  });
});

describe('renderPostBody: stored content can never run script', () => {
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
  ])('%s', (_, payload) => {
    const html = renderPostBody(payload).toLowerCase();
    expect(html).not.toContain('<script');
    expect(html).not.toMatch(/\son[a-z]+=/);
    expect(html).not.toContain('javascript:');
    expect(html).not.toContain('data:text');
    expect(html).not.toMatch(/<(iframe|svg|form|input|object|meta|style)\b/);
    expect(html).not.toContain('style=');
  });
});
