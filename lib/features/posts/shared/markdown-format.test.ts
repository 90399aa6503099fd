import { describe, expect, it } from 'vitest';
import { applyFormat, imagesWithoutAlt, insertImage } from './markdown-format';
import { renderPostBody } from '@/lib/features/posts/render-body';

describe('the editor toolbar', () => {
  it('makes the line under the caret a heading or a sub-heading, replacing a mark already there', () => {
    expect(applyFormat('Intro\nReturns today\nEnd', 8, 8, 'heading').value).toBe('Intro\n## Returns today\nEnd');
    expect(applyFormat('Intro\n## Returns today\nEnd', 8, 8, 'subheading').value).toBe('Intro\n### Returns today\nEnd');
    expect(applyFormat('- Item', 0, 0, 'heading').value).toBe('## Item');
  });

  it('marks every selected line with text as a list item', () => {
    const edit = applyFormat('One\nTwo\n\nThree', 0, 14, 'list');
    expect(edit.value).toBe('- One\n- Two\n\n- Three');
    expect(edit.selectionEnd).toBe(edit.value.length);
  });

  it('wraps the selection in a link and selects the URL to type', () => {
    const edit = applyFormat('See our guide now', 8, 13, 'link');
    expect(edit.value).toBe('See our [guide](https://) now');
    expect(edit.value.slice(edit.selectionStart, edit.selectionEnd)).toBe('https://');
    expect(applyFormat('', 0, 0, 'link').value).toBe('[link text](https://)');
  });

  it('inserts an image on a paragraph of its own, with its alt text', () => {
    expect(insertImage('Before\nAfter', 7, '/uploads/a b.png', 'A [returns] desk').value).toBe('Before\n\n![A  returns  desk](/uploads/a%20b.png)\n\nAfter');
    expect(insertImage('', 0, '/uploads/x.png', 'X').value).toBe('![X](/uploads/x.png)');
  });

  it('produces Markdown the public renderer shows as intended', async () => {
    let body = 'Title line\nOne\nTwo';
    body = applyFormat(body, 0, 0, 'heading').value;
    body = applyFormat(body, body.indexOf('One'), body.length, 'list').value;
    body = insertImage(body, body.length, '/uploads/desk.png', 'A returns desk').value;
    const html = await renderPostBody(body);
    expect(html).toContain('<h2');
    expect(html).toMatch(/<li>One<\/li>/);
    expect(html).toMatch(/<img src="\/uploads\/desk.png" alt="A returns desk"/);
  });

  it('counts images without alt text', () => {
    expect(imagesWithoutAlt('![](/a.png) and ![ ](/b.png) but ![ok](/c.png)')).toBe(2);
  });
});
