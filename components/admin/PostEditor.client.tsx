'use client';

import { startTransition, useActionState, useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { Spinner } from '@/components/forms/FormParts.client';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { previewBodyAction, savePostAction, uploadImageAction, type BodyProblem, type SavePostState } from '@/lib/admin/actions';
import { isImageUrl, POST_DEFAULTS, slugWhileTyping } from '@/lib/admin/post-input';
import { countWords, readingMinutes } from '@/lib/posts/reading-time';
import { slugify } from '@/lib/posts/slug';
import type { EditorValues } from '@/lib/admin/editor-values';
import type { Post } from '@/lib/posts/types';
import { SeoFields } from './SeoFields.client';

const IDLE: SavePostState = { status: 'idle' };
const REQUIRED = ['title', 'slug', 'excerpt', 'fullContent', 'category', 'image', 'date'] as const;
const ACCEPTED_IMAGES = 'image/png,image/jpeg,image/webp,image/avif';

type EditorMessages = ReturnType<typeof useTranslations<'Admin.editor'>>;
type SaveFailure = Extract<SavePostState, { status: 'failed' }>['message'];

/** Why a save failed, in the editor's words (also why the preview shows plain text). */
function failureText(e: EditorMessages, message: SaveFailure): string {
  switch (message.key) {
    case 'slugTaken':
      return e('slugTaken', { slug: message.slug });
    case 'invalidSlug':
      return e('invalidSlug');
    case 'invalidField':
      return message.field === 'image' ? e('invalidImage') : e('invalidField', { field: e(message.field) });
    case 'bodyTooDeep':
      return e('bodyTooDeep', { limit: message.limit });
    case 'bodyTooManyMarks':
      return e('bodyTooManyMarks', { limit: message.limit });
    case 'bodyTooSlow':
      return e('bodyTooSlow', { seconds: message.seconds });
    case 'notFound':
      return e('notFound');
    default:
      return e('unknownError');
  }
}

function Labelled({ id, label, hint, required, children }: { id: string; label: string; hint?: string; required?: boolean; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {label}
        {required && (
          <span aria-hidden="true" className="ml-0.5 text-red-800">
            *
          </span>
        )}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-ink-600">
          {hint}
        </p>
      )}
    </div>
  );
}

/**
 * The blog editor: the spec's fields and defaults, slug from the title for new posts (normalised
 * as it is typed), image URL or upload with preview, and a live preview of the body through the
 * public page's renderer.
 */
export function PostEditor({
  locale,
  post,
  today,
  translationOf,
}: {
  locale: Locale;
  /** The post being edited, or (without an id) the values a new post starts from. */
  post?: EditorValues;
  today: string;
  /** A new post that translates this one: they are linked when it is saved. */
  translationOf?: Pick<Post, 'id' | 'title'>;
}) {
  const t = useTranslations('Admin');
  const e = useTranslations('Admin.editor');
  const [state, action, saving] = useActionState(savePostAction, IDLE);
  const [title, setTitle] = useState(post?.title ?? '');
  const [slug, setSlug] = useState(post?.slug ?? '');
  const [slugEdited, setSlugEdited] = useState(Boolean(post?.id));
  const [image, setImage] = useState(post?.image ?? '');
  const [content, setContent] = useState(post?.fullContent ?? '');
  const [preview, setPreview] = useState<{ html: string; problem: BodyProblem | null }>({ html: '', problem: null });
  const [missing, setMissing] = useState(false);
  const estimatedMinutes = readingMinutes({ readMinutes: null, wordCount: countWords(content) });
  const [upload, setUpload] = useState<{ busy: boolean; error?: string }>({ busy: false });

  // Live preview: the server renders the body as the public page will, shortly after typing stops.
  useEffect(() => {
    const timer = window.setTimeout(() => {
      if (!content.trim()) return setPreview({ html: '', problem: null });
      void previewBodyAction(content).then((result) => result.ok && setPreview({ html: result.html, problem: result.problem }));
    }, 400);
    return () => window.clearTimeout(timer);
  }, [content]);

  const onTitle = (value: string) => {
    setTitle(value);
    if (!slugEdited) setSlug(slugify(value));
  };

  const onUpload = async (file: File | undefined) => {
    if (!file) return;
    setUpload({ busy: true });
    const data = new FormData();
    data.set('file', file);
    const result = await uploadImageAction(data).catch(() => ({ ok: false as const, reason: 'failed' as const }));
    if (result.ok) {
      setImage(result.url);
      setUpload({ busy: false });
    } else {
      const message = result.reason === 'too-large' ? e('uploadTooLarge') : result.reason === 'unsupported-type' ? e('uploadUnsupported') : e('uploadFailed');
      setUpload({ busy: false, error: message });
    }
  };

  // The action is called here rather than by the form: React resets a form's uncontrolled fields
  // after its action runs, and a refused save must not lose the excerpt or category just typed.
  // (Without JavaScript the form posts to the same action itself.)
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const empty = REQUIRED.some((field) => String(data.get(field) ?? '').trim() === '');
    setMissing(empty);
    if (!empty) startTransition(() => action(data));
  };

  const failure =
    state.status === 'failed'
      ? e('saveFailed', { message: failureText(e, state.message) })
      : state.status === 'denied'
        ? state.reason === 'signed-out'
          ? t('accessDeniedSignedOut')
          : state.reason === 'forbidden'
            ? t('accessDeniedForbidden')
            : t('badOrigin')
        : null;
  const error = missing || state.status === 'required' ? e('requiredFields') : failure;

  return (
    <form action={action} onSubmit={onSubmit} noValidate className="grid gap-8 lg:grid-cols-2">
      <input type="hidden" name="locale" value={locale} />
      {post?.id && <input type="hidden" name="id" value={post.id} />}
      {translationOf && <input type="hidden" name="translationOf" value={translationOf.id} />}
      <div className="space-y-5 rounded-card border border-ink-100 bg-white p-6 shadow-card">
        {error && (
          <p role="alert" className="rounded-lg border border-red-700/30 bg-red-50 p-4 text-sm font-medium text-red-800">
            {error}
          </p>
        )}
        {translationOf && <p className="rounded-lg bg-brand-50 p-4 text-sm text-brand-900">{t('translation.prefilled', { title: translationOf.title })}</p>}
        <Labelled id="post-title" label={e('title')} required>
          <input id="post-title" name="title" value={title} onChange={(event) => onTitle(event.target.value)} maxLength={300} required className="field-control" />
        </Labelled>
        <Labelled id="post-slug" label={e('slug')} hint={e('slugHint')} required>
          <input
            id="post-slug"
            name="slug"
            value={slug}
            onChange={(event) => {
              setSlugEdited(true);
              setSlug(slugWhileTyping(event.target.value));
            }}
            maxLength={200}
            required
            aria-describedby="post-slug-hint"
            className="field-control font-mono"
          />
        </Labelled>
        <Labelled id="post-excerpt" label={e('excerpt')} required>
          <textarea id="post-excerpt" name="excerpt" rows={3} defaultValue={post?.excerpt} maxLength={1000} required className="field-control" />
        </Labelled>
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
          <Labelled id="post-status" label={e('status')}>
            <select id="post-status" name="status" defaultValue={post?.status ?? 'published'} className="field-control">
              <option value="published">{t('statusPublished')}</option>
              <option value="draft">{t('statusDraft')}</option>
            </select>
          </Labelled>
        </div>
        <Labelled id="post-image" label={e('image')} required>
          <input id="post-image" name="image" value={image} onChange={(event) => setImage(event.target.value)} maxLength={2000} required className="field-control" />
        </Labelled>
        <Labelled id="post-upload" label={e('upload')} hint={e('uploadHint')}>
          <input
            id="post-upload"
            type="file"
            accept={ACCEPTED_IMAGES}
            aria-describedby="post-upload-hint"
            onChange={(event) => void onUpload(event.target.files?.[0])}
            className="mt-1.5 block w-full text-sm text-ink-700 file:mr-3 file:rounded-pill file:border-0 file:bg-ink-100 file:px-4 file:py-2 file:font-semibold"
          />
        </Labelled>
        {upload.busy && (
          <p role="status" className="flex items-center gap-2 text-sm text-ink-700">
            <Spinner /> {e('uploading')}
          </p>
        )}
        {upload.error && (
          <p role="alert" className="text-sm font-medium text-red-800">
            {upload.error}
          </p>
        )}
        {isImageUrl(image) && (
          <figure>
            {/* eslint-disable-next-line @next/next/no-img-element */}
            <img src={image} alt={e('imagePreview')} className="aspect-[40/21] w-full rounded-lg bg-ink-100 object-cover" />
          </figure>
        )}
        <Labelled id="post-image-credit" label={e('imageCredit')}>
          <input id="post-image-credit" name="imageCredit" defaultValue={post?.imageCredit ?? ''} maxLength={300} className="field-control" />
        </Labelled>
        <Labelled id="post-content" label={e('fullContent')} hint={e('fullContentHint')} required>
          <textarea
            id="post-content"
            name="fullContent"
            rows={15}
            value={content}
            onChange={(event) => setContent(event.target.value)}
            required
            aria-describedby="post-content-hint"
            className="field-control font-mono text-sm"
          />
        </Labelled>
        <SeoFields post={post} />
        <div className="flex flex-wrap justify-end gap-3">
          <Link locale={locale} href="/blog" className="btn btn-secondary">
            {t('cancel')}
          </Link>
          <button type="submit" className="btn btn-primary" disabled={saving} aria-busy={saving || undefined}>
            {saving && <Spinner />}
            {saving ? e('saving') : e('save')}
          </button>
        </div>
      </div>
      <section aria-labelledby="post-preview-title" className="rounded-card border border-ink-100 bg-white p-6 shadow-card lg:sticky lg:top-6 lg:self-start">
        <h2 id="post-preview-title" className="text-lg font-bold text-ink-950">
          {e('preview')}
        </h2>
        {preview.problem && (
          <p role="status" className="mt-4 rounded-lg border border-red-700/30 bg-red-50 p-4 text-sm font-medium text-red-800">
            {e('previewProblem', { message: failureText(e, preview.problem) })}
          </p>
        )}
        {preview.html ? (
          <div className="post-body mt-4" dangerouslySetInnerHTML={{ __html: preview.html }} />
        ) : (
          <p className="mt-4 text-ink-600">{e('previewEmpty')}</p>
        )}
      </section>
    </form>
  );
}
