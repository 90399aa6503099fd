/**
 * The editor's description of a block, read off its zod schema (never written a second time):
 * each field's name, kind, bounds and whether it must be filled, so a form can be generated from
 * it. Leaves carry their kind in the `fieldKinds` registry (fields.ts); objects, lists and the
 * product media's image-or-video choice are read from zod's definitions.
 */
import type * as z from 'zod/mini';
import { fieldKinds, type FieldKind, type MediaKind } from './fields';
import { blockSchemas, type BlockType } from './schemas';

export interface FieldDescription {
  name: string;
  kind: FieldKind | 'group' | 'list' | 'choice';
  required: boolean;
  /** Longest text, most items, or largest number. */
  max?: number;
  /** Fewest items, or smallest number. */
  min?: number;
  /** A select's values. */
  options?: string[];
  media?: MediaKind;
  /** A group's fields (a call to action: label and href). */
  fields?: FieldDescription[];
  /** What a list holds. */
  item?: FieldDescription;
  /** A choice's variants by their `kind` value (product media: image or video). */
  variants?: Record<string, FieldDescription[]>;
}

export interface BlockDescription {
  type: BlockType;
  fields: FieldDescription[];
}

interface Def {
  type: string;
  innerType?: z.ZodMiniType;
  shape?: Record<string, z.ZodMiniType>;
  element?: z.ZodMiniType;
  entries?: Record<string, string>;
  options?: z.ZodMiniType[];
  values?: unknown[];
  checks?: { _zod: { def: { check: string; maximum?: number; minimum?: number; value?: number } } }[];
}

const defOf = (schema: z.ZodMiniType) => schema._zod.def as unknown as Def;

function bounds(def: Def): Pick<FieldDescription, 'max' | 'min'> {
  const out: Pick<FieldDescription, 'max' | 'min'> = {};
  for (const check of def.checks ?? []) {
    const { check: name, maximum, minimum, value } = check._zod.def;
    if (name === 'max_length') out.max = maximum;
    else if (name === 'min_length' && minimum && (minimum > 1 || def.type === 'array')) out.min = minimum;
    else if (name === 'less_than') out.max = value;
    else if (name === 'greater_than') out.min = value;
  }
  return out;
}

function describeField(name: string, schema: z.ZodMiniType, required = true): FieldDescription {
  const def = defOf(schema);
  if (def.type === 'optional' && def.innerType) return describeField(name, def.innerType, false);
  const meta = fieldKinds.get(schema);
  if (meta) {
    return { name, kind: meta.kind, required, ...bounds(def), ...(def.entries ? { options: Object.values(def.entries) } : {}), ...(meta.media ? { media: meta.media } : {}) };
  }
  if (def.type === 'object' && def.shape) return { name, kind: 'group', required, fields: describeShape(def.shape) };
  if (def.type === 'array' && def.element) return { name, kind: 'list', required, ...bounds(def), item: describeField('item', def.element) };
  if (def.type === 'union' && def.options) {
    const variants = Object.fromEntries(
      def.options.map((option) => {
        const shape = defOf(option).shape ?? {};
        return [String(shape.kind ? defOf(shape.kind).values?.[0] : ''), describeShape(shape)];
      }),
    );
    return { name, kind: 'choice', required, variants };
  }
  // A field built without fields.ts's builders would reach the editor with no kind: refuse at once.
  throw new Error(`pages/blocks: the field "${name}" has no editor kind (${def.type})`);
}

function describeShape(shape: Record<string, z.ZodMiniType>): FieldDescription[] {
  return Object.entries(shape)
    // The discriminators (`type`, a choice's `kind`) are fixed by the block or the variant, not typed.
    .filter(([, schema]) => defOf(schema).type !== 'literal')
    .map(([name, schema]) => describeField(name, schema));
}

/** An object schema's fields, for a form built the same way outside the pages (the site's navigation). */
export function describeObject(schema: z.ZodMiniType): FieldDescription[] {
  return describeShape(defOf(schema).shape ?? {});
}

/** A block type's fields, in the order the editor shows them (the block's anchor first). */
export function describeBlock(type: BlockType): BlockDescription {
  const def = defOf(blockSchemas[type]);
  return { type, fields: describeShape(def.shape ?? {}) };
}
