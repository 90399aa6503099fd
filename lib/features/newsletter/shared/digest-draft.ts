/**
 * The next digest's form (subject, preheader, introduction and posts per language), shared by the
 * admin's form and its server action. Messages are codes (`tooLong`); the form says them in the
 * reader's language. Empty texts are allowed: the mail then uses its defaults.
 */
import * as z from 'zod/mini';

export const DIGEST_LANGUAGES = ['en', 'es'] as const;
export type DigestLanguage = (typeof DIGEST_LANGUAGES)[number];

export const DIGEST_LIMITS = { subject: 150, preheader: 200, intro: 3_000, posts: 20 } as const;

export const DIGEST_TEXT_FIELDS = ['subject', 'preheader', 'intro'] as const;
export type DigestTextField = (typeof DIGEST_TEXT_FIELDS)[number];
/** A field of the form: `subject_en`, `intro_es`… */
export type DigestFormField = `${DigestTextField}_${DigestLanguage}`;
export const DIGEST_FORM_FIELDS = DIGEST_LANGUAGES.flatMap((language) => DIGEST_TEXT_FIELDS.map((field) => `${field}_${language}` as DigestFormField));

/** The name of the checkbox of the `index`-th post listed in a language (its value: the post's id). */
export const postFieldName = (language: DigestLanguage, index: number) => `post_${language}_${index}`;

const posted = z.catch(z.string(), '');
const text = (max: number, oneLine: boolean) =>
  z.pipe(
    z.pipe(
      posted,
      z.transform((value) => (oneLine ? value.replace(/\s+/g, ' ') : value.replace(/[ \t]+\n/g, '\n')).trim()),
    ),
    z.string().check(z.maxLength(max, { error: 'tooLong' })),
  );
/** "3,7,9": the ids of the posts the form listed, so unticked ones are known; anything else is no list. */
const idList = z.pipe(
  posted,
  z.transform((value) => (/^\d{1,9}(,\d{1,9}){0,19}$/.test(value) ? value.split(',').map(Number) : [])),
);
const postId = z.pipe(
  posted,
  z.transform((value) => (/^\d{1,9}$/.test(value) ? Number(value) : null)),
);

const languageShape = (language: DigestLanguage) => ({
  [`subject_${language}`]: text(DIGEST_LIMITS.subject, true),
  [`preheader_${language}`]: text(DIGEST_LIMITS.preheader, true),
  [`intro_${language}`]: text(DIGEST_LIMITS.intro, false),
  [`shown_${language}`]: idList,
  ...Object.fromEntries(Array.from({ length: DIGEST_LIMITS.posts }, (_, index) => [postFieldName(language, index), postId])),
});

export const digestDraftSchema = z.object({
  version: z.pipe(
    posted,
    z.transform((value) => (/^\d{1,9}$/.test(value) ? Number(value) : -1)),
  ),
  ...languageShape('en'),
  ...languageShape('es'),
});

export interface DigestDraftLanguage {
  subject: string;
  preheader: string;
  intro: string;
  /** The ticked posts, or null when every listed post is (the automatic choice, new posts included). */
  postIds: number[] | null;
}

/** The posted form, per language. */
export function draftFromForm(input: Record<string, unknown>): Record<DigestLanguage, DigestDraftLanguage> {
  const one = (language: DigestLanguage): DigestDraftLanguage => {
    const shown = (input[`shown_${language}`] as number[] | undefined) ?? [];
    const ticked = Array.from({ length: DIGEST_LIMITS.posts }, (_, index) => input[postFieldName(language, index)]).filter((id): id is number => typeof id === 'number' && shown.includes(id));
    return {
      subject: String(input[`subject_${language}`] ?? ''),
      preheader: String(input[`preheader_${language}`] ?? ''),
      intro: String(input[`intro_${language}`] ?? ''),
      postIds: shown.every((id) => ticked.includes(id)) ? null : [...new Set(ticked)],
    };
  };
  return { en: one('en'), es: one('es') };
}

export type DigestDraftErrors = Partial<Record<DigestFormField, 'tooLong'>>;

/** What the draft form gets back from the server. */
export type DigestDraftState =
  | { status: 'idle' }
  | { status: 'saved'; version: number }
  | { status: 'invalid'; errors: DigestDraftErrors; values: Partial<Record<DigestFormField, string>> }
  | { status: 'stale'; values: Partial<Record<DigestFormField, string>> }
  | { status: 'failed'; values: Partial<Record<DigestFormField, string>> }
  | { status: 'denied' };
