/**
 * An experiment as editors prepare it (docs/experiments.md): 2–4 variants, the first the control
 * (what the page shows today, so it carries nothing), each other one either a whole list of blocks
 * (an experiment on the page) or one block in the place of the experiment's block, with its share
 * of traffic; the goal is one of the funnel's recorded events.
 */
import * as z from 'zod/mini';
import { pageBlock, pageBlocks } from '@/lib/features/pages/shared/blocks';

export const EXPERIMENT_STATUSES = ['draft', 'running', 'stopped'] as const;
export type ExperimentStatus = (typeof EXPERIMENT_STATUSES)[number];

/** The funnel events an experiment may count as its goal (the first is the default). */
export const EXPERIMENT_GOALS = ['demo_sent', 'slot_booked', 'contact_sent', 'roi_sent', 'resource_downloaded', 'newsletter_confirmed', 'demo_opened'] as const;
export type ExperimentGoal = (typeof EXPERIMENT_GOALS)[number];

export const CONTROL = 'control';
const VARIANT_KEY = /^[a-z][a-z0-9-]{0,19}$/;

const variant = z.object({
  key: z.string().check(z.regex(VARIANT_KEY, 'invalid')),
  /** The share of traffic, 1–100 (compared with the other variants' sum). */
  weight: z.number().check(z.int('invalid'), z.gte(1, 'invalid'), z.lte(100, 'invalid')),
  /** An experiment on the page: the variant's blocks. */
  blocks: z.optional(pageBlocks),
  /** An experiment on a block: the block shown in its place. */
  block: z.optional(pageBlock),
});
export type ExperimentVariant = z.infer<typeof variant>;

/** What an editor saves: the name, goal, target and variants, checked against each other. */
export const experimentInput = z
  .object({
    name: z.string().check(z.trim(), z.minLength(1, 'required'), z.maxLength(120, 'tooLong')),
    goal: z.enum(EXPERIMENT_GOALS, 'invalid'),
    /** The block tried (its anchor), or none for the whole page. */
    blockAnchor: z.optional(z.string().check(z.regex(/^[a-z][a-z0-9-]{0,39}$/, 'invalid'))),
    variants: z.array(variant).check(z.minLength(2, 'tooFew'), z.maxLength(4, 'tooMany')),
  })
  .check(
    z.refine((input) => input.variants[0]?.key === CONTROL && input.variants[0].blocks === undefined && input.variants[0].block === undefined, { message: 'control', path: ['variants', 0] }),
    z.refine((input) => new Set(input.variants.map((v) => v.key)).size === input.variants.length, { message: 'duplicateKey', path: ['variants'] }),
    // Each other variant carries what its target needs: blocks for the page, a block for a block.
    z.refine((input) => input.variants.slice(1).every((v) => (input.blockAnchor === undefined ? v.blocks !== undefined && v.block === undefined : v.block !== undefined && v.blocks === undefined)), {
      message: 'content',
      path: ['variants'],
    }),
  );
export type ExperimentInput = z.infer<typeof experimentInput>;
