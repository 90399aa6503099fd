import { describe, expect, it } from 'vitest';
import { socialCard } from './card';
import { CARD_SIZE } from './size';

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Uint8Array) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { signature: [...bytes.subarray(1, 4)].map((code) => String.fromCharCode(code)).join(''), width: view.getUint32(16), height: view.getUint32(20) };
}

const content = { title: 'Photo-first returns', category: 'Returns', section: 'Blog', meta: '6 min read · March 1, 2024', host: 'otailo.com' };

describe('the social card', () => {
  it('is a 1200×630 PNG drawn with the local font', async () => {
    const response = await socialCard(content);
    expect(response.headers.get('content-type')).toBe('image/png');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(pngSize(bytes)).toEqual({ signature: 'PNG', ...CARD_SIZE });
    expect(bytes.length).toBeGreaterThan(10_000);
  });

  it('draws titles the font cannot fully cover without reaching the network', async () => {
    const fetched: string[] = [];
    const original = globalThis.fetch;
    globalThis.fetch = async (input) => {
      fetched.push(String(input));
      throw new Error('no network in this test');
    };
    try {
      const response = await socialCard({ ...content, title: 'Returns 📦 in Łódź, 東京 and Kraków — ✨ a very long title that goes on well past what fits on three lines of the card' });
      expect(pngSize(new Uint8Array(await response.arrayBuffer()))).toMatchObject(CARD_SIZE);
    } finally {
      globalThis.fetch = original;
    }
    expect(fetched).toEqual([]);
  });

  it('differs between titles (the title is really drawn)', async () => {
    const one = Buffer.from(await (await socialCard(content)).arrayBuffer());
    const other = Buffer.from(await (await socialCard({ ...content, title: 'Devoluciones con fotos primero' })).arrayBuffer());
    expect(one.equals(other)).toBe(false);
  });
});
