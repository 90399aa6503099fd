'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { SEO_GUIDANCE } from '@/lib/features/posts/shared/post-input';
import type { EditorValues } from '@/lib/features/posts/shared/editor-values';

/**
 * The post's search and sharing fields: SEO title and meta description with a count against the
 * length search results show in full, and the image shared on social networks.
 */
export function SeoFields({ post }: { post?: EditorValues }) {
  const e = useTranslations('Admin.editor');
  const [title, setTitle] = useState(post?.seoTitle ?? '');
  const [description, setDescription] = useState(post?.seoDescription ?? '');
  const over = (text: string, max: number) => (text.length > max ? 'text-accent-700 font-semibold' : 'text-ink-600');
  return (
    <fieldset className="space-y-4 rounded-lg border border-ink-100 p-4">
      <legend className="px-1 font-semibold text-ink-900">{e('seoSection')}</legend>
      <div>
        <label htmlFor="post-seo-title" className="field-label">
          {e('seoTitle')}
        </label>
        <input id="post-seo-title" name="seoTitle" value={title} onChange={(event) => setTitle(event.target.value)} maxLength={300} aria-describedby="post-seo-title-hint" className="field-control" />
        <p id="post-seo-title-hint" className={`mt-1 text-xs ${over(title, SEO_GUIDANCE.title)}`}>
          {e('seoTitleHint', { count: title.length, max: SEO_GUIDANCE.title })}
        </p>
      </div>
      <div>
        <label htmlFor="post-seo-description" className="field-label">
          {e('seoDescription')}
        </label>
        <textarea
          id="post-seo-description"
          name="seoDescription"
          rows={2}
          value={description}
          onChange={(event) => setDescription(event.target.value)}
          maxLength={500}
          aria-describedby="post-seo-description-hint"
          className="field-control"
        />
        <p id="post-seo-description-hint" className={`mt-1 text-xs ${over(description, SEO_GUIDANCE.description)}`}>
          {e('seoDescriptionHint', { count: description.length, max: SEO_GUIDANCE.description })}
        </p>
      </div>
      <div>
        <label htmlFor="post-social-image" className="field-label">
          {e('socialImage')}
        </label>
        <select id="post-social-image" name="socialImage" defaultValue={post?.socialImage ?? ''} className="field-control">
          <option value="">{e('socialImageGenerated')}</option>
          <option value="cover">{e('socialImageCover')}</option>
        </select>
      </div>
    </fieldset>
  );
}
