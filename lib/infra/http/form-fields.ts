/**
 * Field rules the server actions' schemas share. Hidden and bookkeeping fields never refuse a post:
 * a missing or malformed one reads as empty (or as no id), and the action answers that.
 */
import * as z from 'zod/mini';
import { parseSerialId, parseUuid } from '@/lib/infra/util/ids';

/** The page language a form was sent from: English unless it says Spanish. */
export const localeField = z.catch(z.enum(['en', 'es']), 'en');

/** Text as posted, cut to `max` characters ('' when missing). */
export const textField = (max: number) => z.pipe(z.catch(z.string(), ''), z.transform((value) => value.slice(0, max)));

/** The schemas of fields a form may post more than once (a `<select multiple>`). */
const listFields = new WeakSet<z.ZodMiniType>();

/**
 * A field posted once per choice (a `<select multiple>`, checkboxes of one name): the values read
 * one per line, as typed text would be, cut to `max` characters in all.
 */
export function listTextField(max: number) {
  const field = textField(max);
  listFields.add(field);
  return field;
}

export const isListField = (schema: unknown): boolean => typeof schema === 'object' && schema !== null && listFields.has(schema as z.ZodMiniType);

/** A `serial` id (1 … 2³¹−1), or null: no row has any other. */
export const serialIdField = z.pipe(z.catch(z.string(), ''), z.transform((value) => parseSerialId(value)));

/** The version a form was opened at (a row's `version` column), or 0 when it names none: nothing was there yet. */
export const versionField = z.pipe(serialIdField, z.transform((version) => version ?? 0));

/** A `uuid` id, or null. */
export const uuidField = z.pipe(z.catch(z.string(), ''), z.transform((value) => parseUuid(value)));

/** A checkbox or a hidden flag: true when it says `1`. */
export const flagField = z.pipe(z.catch(z.string(), ''), z.transform((value) => value === '1'));

/** A file input: the file when one was chosen (a form without one posts an empty file, or nothing). */
export const fileField = z.pipe(
  z.catch(z.union([z.file(), z.null()]), null),
  z.transform((file) => (file && file.size > 0 ? file : null)),
);
