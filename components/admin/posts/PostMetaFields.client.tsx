'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import type { Locale } from '@/lib/infra/routing/routing';
import type { EditorValues } from '@/lib/features/posts/shared/editor-values';
import type { PostLanguage } from '@/lib/features/posts/shared/types';
import { POST_DEFAULTS, slugWhileTyping } from '@/lib/features/posts/shared/post-input';
import { slugify } from '@/lib/features/posts/shared/slug';
import { Labelled } from './Labelled';

/** Title and slug: a new post's slug follows its title (normalised as typed) until edited itself. */
export function TitleSlugFields({ post }: { post?: EditorValues }) {
  const e = useTranslations('Admin.editor');
  const [title, setTitle] = useState(post?.title ?? '');
  const [slug, setSlug] = useState(post?.slug ?? '');
  const [slugEdited, setSlugEdited] = useState(Boolean(post?.id));
  const onTitle = (value: string) => {
    setTitle(value);
    if (!slugEdited) setSlug(slugify(value));
  };
  const onSlug = (value: string) => {
    setSlugEdited(true);
    setSlug(slugWhileTyping(value));
  };
  return (
    <>
      <Labelled id="post-title" label={e('title')} hint={e('characters', { count: title.length })} required>
        <input
          id="post-title"
          name="title"
          value={title}
          onChange={(event) => onTitle(event.target.value)}
          maxLength={300}
          required
          aria-describedby="post-title-hint"
          className="field-control"
        />
      </Labelled>
      <Labelled id="post-slug" label={e('slug')} hint={e('slugHint')} required>
        <input
          id="post-slug"
          name="slug"
          value={slug}
          onChange={(event) => onSlug(event.target.value)}
          maxLength={200}
          required
          aria-describedby="post-slug-hint"
          className="field-control font-mono"
        />
      </Labelled>
    </>
  );
}

/** Each language's categories, as the editor offers them. */
export type CategoryChoices = Record<PostLanguage, string[]>;

/**
 * Category, author, date, reading time (with the estimate from the body) and language. The category
 * is picked from the post's language's own (a click on one fills it in); anything else is said to
 * be a new category before it is saved, so a typo does not quietly make one.
 */
export function PostMetaFields({
  locale,
  post,
  today,
  estimatedMinutes,
  categories,
}: {
  locale: Locale;
  post?: EditorValues;
  today: string;
  estimatedMinutes: number;
  categories: CategoryChoices;
}) {
  const e = useTranslations('Admin.editor');
  const [language, setLanguage] = useState<PostLanguage>(post?.language ?? locale);
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <CategoryField initial={post?.category ?? ''} choices={categories[language]} language={language} />
      <Labelled id="post-author" label={e('author')} required>
        <input id="post-author" name="author" defaultValue={post?.author ?? POST_DEFAULTS.author} maxLength={120} required className="field-control" />
      </Labelled>
      <Labelled id="post-date" label={e('date')} required>
        <input id="post-date" name="date" type="date" defaultValue={post?.date ?? today} required className="field-control" />
      </Labelled>
      <Labelled id="post-read-minutes" label={e('readMinutes')} hint={e('readMinutesHint', { minutes: estimatedMinutes })}>
        <input
          id="post-read-minutes"
          name="readMinutes"
          type="number"
          inputMode="numeric"
          min={1}
          max={240}
          defaultValue={post?.readMinutes ?? ''}
          aria-describedby="post-read-minutes-hint"
          className="field-control"
        />
      </Labelled>
      <Labelled id="post-language" label={e('language')}>
        <select
          id="post-language"
          name="language"
          value={language}
          onChange={(event) => setLanguage(event.target.value === 'es' ? 'es' : 'en')}
          className="field-control"
        >
          <option value="en">{e('languages.en')}</option>
          <option value="es">{e('languages.es')}</option>
        </select>
      </Labelled>
    </div>
  );
}

/** The category, with the post's language's categories to pick from (in that language, marked so: they are content). */
function CategoryField({ initial, choices, language }: { initial: string; choices: string[]; language: 'en' | 'es' }) {
  const e = useTranslations('Admin.editor');
  const [category, setCategory] = useState(initial);
  const typed = category.trim();
  const known = choices.find((choice) => choice.toLocaleLowerCase() === typed.toLocaleLowerCase());
  return (
    <div className="sm:col-span-2">
      <Labelled id="post-category" label={e('category')} required>
        <input
          id="post-category"
          name="category"
          value={category}
          onChange={(event) => setCategory(event.target.value)}
          maxLength={100}
          required
          aria-describedby="post-category-status"
          className="field-control"
        />
      </Labelled>
      <p id="post-category-status" aria-live="polite" className={`mt-1 text-xs ${typed && !known ? 'font-semibold text-accent-700' : 'text-ink-600'}`}>
        {!typed ? e('categoryPick') : known ? e('categoryKnown', { name: known }) : e('categoryNew', { name: typed })}
      </p>
      {choices.length > 0 && (
        <ul aria-label={e('categoryChoices')} lang={language} className="mt-2 flex flex-wrap gap-2">
          {choices.map((choice) => (
            <li key={choice}>
              <button
                type="button"
                aria-pressed={choice === known}
                onClick={() => setCategory(choice)}
                className="rounded-full border border-ink-200 px-3 py-1 text-xs font-semibold text-ink-800 hover:border-brand-700 aria-pressed:border-brand-700 aria-pressed:bg-brand-50 aria-pressed:text-brand-800"
              >
                {choice}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
