import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { BLOCK_TYPES, blockSchemas, defaultBlock, pageBlocks } from '.';

describe('defaultBlock', () => {
  it.each(BLOCK_TYPES.flatMap((type) => (['en', 'es'] as const).map((locale) => [type, locale] as const)))('gives a valid %s block in %s', (type, locale) => {
    const block = defaultBlock(type, locale);
    expect(z.safeParse(blockSchemas[type], block).error?.issues).toBeUndefined();
    expect(block.type).toBe(type);
  });

  it('gives a page of every block with distinct anchors', () => {
    const page = BLOCK_TYPES.map((type) => defaultBlock(type, 'es'));
    expect(z.safeParse(pageBlocks, page).success).toBe(true);
  });
});
