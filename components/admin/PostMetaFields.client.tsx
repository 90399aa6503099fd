'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import type { Locale } from '@/i18n/routing';
import type { EditorValues } from '@/lib/features/posts/shared/editor-values';
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

/** Category, author, date, reading time (with the estimate from the body) and language. */
export function PostMetaFields({ locale, post, today, estimatedMinutes }: { locale: Locale; post?: EditorValues; today: string; estimatedMinutes: number }) {
  const e = useTranslations('Admin.editor');
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <Labelled id="post-category" label={e('category')} required>
        <input id="post-category" name="category" defaultValue={post?.category} maxLength={100} required className="field-control" />
      </Labelled>
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
        <select id="post-language" name="language" defaultValue={post?.language ?? locale} className="field-control">
          <option value="en">{e('languages.en')}</option>
          <option value="es">{e('languages.es')}</option>
        </select>
      </Labelled>
    </div>
  );
}
