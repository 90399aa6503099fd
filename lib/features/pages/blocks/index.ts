/**
 * PLACEHOLDER for the block library (issue 53, branch i53-blocks), only so that the page store
 * compiles on its own branch: the coordinator takes the block library's file at merge. It accepts
 * any typed block with an id, at most MAX_BLOCKS of them.
 */
import * as z from 'zod';

const MAX_BLOCKS = 40;

export const pageBlocks = z.array(z.object({ type: z.string(), id: z.string() }).passthrough()).max(MAX_BLOCKS);

export type PageBlock = z.infer<typeof pageBlocks>[number];
