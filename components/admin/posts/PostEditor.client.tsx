'use client';

import { startTransition, useActionState, useMemo, useRef, useState, useSyncExternalStore, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { Spinner } from '@/components/forms/FormParts.client';
import { Link } from '@/lib/infra/routing/navigation';
import type { Locale } from '@/lib/infra/routing/routing';
import { savePostAction, type SavePostState } from '@/lib/features/posts/actions/save-post';
import type { EditorValues } from '@/lib/features/posts/shared/editor-values';
import { POST_DEFAULTS } from '@/lib/features/posts/shared/post-input';
import type { Role } from '@/lib/features/people/shared/types';
import { countWords, readingMinutes } from '@/lib/features/posts/shared/reading-time';
import type { Post } from '@/lib/features/posts/shared/types';
import { BodyField } from './BodyField.client';
import { AutosaveStatusLine, differsFrom, RestoreDraftBanner, withDraft } from './AutosaveStatus.client';
import { saveError } from '../editor-messages';
import { Labelled } from './Labelled';
import { PostImageFields } from './PostImageFields.client';
import { PostMetaFields, TitleSlugFields, type CategoryChoices } from './PostMetaFields.client';
import { PostPreview } from './PostPreview.client';
import { SeoFields } from './SeoFields.client';
import { StatusFields } from './StatusFields.client';
import { draftKey, forgetLocalDraft, readLocalDraft, useAutosave } from './use-autosave.client';

const IDLE: SavePostState = { status: 'idle' };
const REQUIRED = ['title', 'slug', 'excerpt', 'fullContent', 'category', 'image', 'date'] as const;

interface PostEditorProps {
  locale: Locale;
  /** The post being edited, or (without an id) the values a new post starts from. */
  post?: EditorValues;
  today: string;
  /** A new post that translates this one: they are linked when it is saved. */
  translationOf?: Pick<Post, 'id' | 'title'>;
  /** The editor's role: which workflow states the form offers. */
  role: Role;
  /** The saved body as the public page renders it: the preview shows it from the start. */
  renderedBody?: string;
  /** Each language's categories, to pick from. */
  categories: CategoryChoices;
}

/**
 * The blog editor: the spec's fields and defaults, slug from the title for new posts, image URL or
 * upload with preview, a live preview of the body through the public page's renderer, and
 * autosave (with texts kept in this browser offered back after a crash or a closed tab).
 */
export function PostEditor(props: PostEditorProps) {
  const { post, today, locale, translationOf } = props;
  const [values, setValues] = useState(post);
  // Restoring remounts the form with the kept texts as its starting values.
  const [generation, setGeneration] = useState(0);
  const inBrowser = useSyncExternalStore(noSubscription, () => true, () => false);
  const key = draftKey(post?.id, translationOf?.id);
  const [dismissed, setDismissed] = useState(false);
  const draft = inBrowser && !dismissed ? readLocalDraft(key) : null;
  const offer = draft && differsFrom(draft, values) ? draft : null;
  const restore = () => {
    if (!offer) return;
    setValues(withDraft(values, offer, { ...newPostValues(locale, today), ...values }));
    setGeneration((n) => n + 1);
    setDismissed(true);
  };
  const discard = () => {
    forgetLocalDraft(key);
    setDismissed(true);
  };
  return (
    <div className="space-y-4">
      {offer && <RestoreDraftBanner draft={offer} onRestore={restore} onDiscard={discard} />}
      {/* The page's rendering is of the saved body: after a restore the preview renders afresh. */}
      <PostEditorForm key={generation} {...props} post={values} renderedBody={generation === 0 ? props.renderedBody : undefined} />
    </div>
  );
}

const noSubscription = () => () => {};

/** A new post's starting values, for a draft restored before anything was saved. */
function newPostValues(locale: Locale, today: string): EditorValues {
  return {
    ...POST_DEFAULTS,
    title: '',
    slug: '',
    excerpt: '',
    category: '',
    date: today,
    readMinutes: null,
    image: '',
    imageCredit: null,
    fullContent: '',
    language: locale,
    status: 'draft',
    seoTitle: null,
    seoDescription: null,
    socialImage: null,
    publishedAt: null,
    version: 1,
    ownerId: null,
  };
}

function PostEditorForm({ locale, post, today, translationOf, role, renderedBody, categories }: PostEditorProps) {
  const t = useTranslations('Admin');
  const e = useTranslations('Admin.editor');
  const [state, action, saving] = useActionState(savePostAction, IDLE);
  const [content, setContent] = useState(post?.fullContent ?? '');
  const form = useRef<HTMLFormElement>(null);
  const isPublic = post?.status === 'published' || post?.status === 'scheduled';
  const autosave = useAutosave(form, { id: post?.id, version: post?.version, translationOf: translationOf?.id, locale, toServer: !isPublic });
  const { missing, filled, onSubmit, onInput } = useSaveSubmit(action, autosave.settle);
  const error = filled && state.status === 'required' ? null : saveError(t, e, state, missing);
  const initialPreview = useMemo(
    () => (renderedBody !== undefined && post ? { content: post.fullContent, html: renderedBody } : undefined),
    [renderedBody, post],
  );

  return (
    <form
      ref={form}
      action={action}
      onSubmit={onSubmit}
      onInput={(event) => {
        autosave.changed();
        onInput(event);
      }}
      noValidate
      className="grid gap-8 lg:grid-cols-2"
    >
      <input type="hidden" name="locale" value={locale} />
      {autosave.id && <input type="hidden" name="id" value={autosave.id} />}
      {/* The version this form was opened at: a save from an older one is refused (optimistic concurrency). */}
      {autosave.id && <input type="hidden" name="version" value={autosave.version} />}
      {translationOf && !autosave.id && <input type="hidden" name="translationOf" value={translationOf.id} />}
      <div className="space-y-5 rounded-card border border-ink-100 bg-white p-6 shadow-card">
        {error && (
          <p role="alert" className="rounded-lg border border-red-700/30 bg-red-50 p-4 text-sm font-medium text-red-800">
            {error}
          </p>
        )}
        {translationOf && <p className="rounded-lg bg-brand-50 p-4 text-sm text-brand-900">{t('translation.prefilled', { title: translationOf.title })}</p>}
        <TitleSlugFields post={post} />
        <ExcerptField initial={post?.excerpt ?? ''} />
        <PostMetaFields
          locale={locale}
          post={post}
          today={today}
          categories={categories}
          estimatedMinutes={readingMinutes({ readMinutes: null, wordCount: countWords(content) })}
        />
        <StatusFields post={post} role={role} />
        <PostImageFields initial={post?.image ?? ''} />
        <Labelled id="post-image-credit" label={e('imageCredit')}>
          <input id="post-image-credit" name="imageCredit" defaultValue={post?.imageCredit ?? ''} maxLength={300} className="field-control" />
        </Labelled>
        <BodyField content={content} setContent={setContent} onEdited={autosave.changed} />
        <SeoFields post={post} />
        <AutosaveStatusLine status={autosave.status} />
        <EditorActions locale={locale} saving={saving} />
      </div>
      <PostPreview content={content} initial={initialPreview} form={form} header={previewHeader(post, locale)} />
    </form>
  );
}

/**
 * "Save Post": the action is called here rather than by the form, since React resets a form's
 * uncontrolled fields after its action runs, and a refused save must not lose the excerpt or
 * category just typed. (Without JavaScript the form posts to the same action itself.)
 * `missing` says the last try left a required field empty.
 */
function useSaveSubmit(action: (data: FormData) => void, settle: () => Promise<{ id?: number; version?: number }>) {
  const [missing, setMissing] = useState(false);
  // Every required field filled since the last try: the banner about them goes away at once.
  const [filled, setFilled] = useState(false);
  const emptyIn = (form: HTMLFormElement) => {
    const data = new FormData(form);
    return REQUIRED.some((field) => String(data.get(field) ?? '').trim() === '');
  };
  const onInput = (event: FormEvent<HTMLFormElement>) => setFilled(!emptyIn(event.currentTarget));
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const empty = emptyIn(event.currentTarget);
    setMissing(empty);
    setFilled(false);
    if (empty) return;
    // An autosave under way finishes first: the save goes from the version it made.
    const { id, version } = await settle();
    if (id) data.set('id', String(id));
    if (version) data.set('version', String(version));
    startTransition(() => action(data));
  };
  return { missing: missing && !filled, filled, onSubmit, onInput };
}

/** The preview's header as the form opened (the preview reads the fields as they change). */
function previewHeader(post: EditorValues | undefined, locale: Locale) {
  return {
    title: post?.title ?? '',
    excerpt: post?.excerpt ?? '',
    category: post?.category ?? '',
    author: post?.author ?? POST_DEFAULTS.author,
    image: post?.image ?? '',
    imageCredit: post?.imageCredit ?? '',
    language: post?.language ?? locale,
  };
}

/** The excerpt, with its length as it is typed. */
function ExcerptField({ initial }: { initial: string }) {
  const e = useTranslations('Admin.editor');
  const [excerpt, setExcerpt] = useState(initial);
  return (
    <Labelled id="post-excerpt" label={e('excerpt')} hint={e('characters', { count: excerpt.length })} required>
      <textarea
        id="post-excerpt"
        name="excerpt"
        rows={3}
        value={excerpt}
        onChange={(event) => setExcerpt(event.target.value)}
        maxLength={1000}
        required
        aria-describedby="post-excerpt-hint"
        className="field-control"
      />
    </Labelled>
  );
}

/** Cancel (back to the admin area's list of posts) and Save, which shows that it is saving. */
function EditorActions({ locale, saving }: { locale: Locale; saving: boolean }) {
  const t = useTranslations('Admin');
  const e = useTranslations('Admin.editor');
  return (
    <div className="flex flex-wrap justify-end gap-3">
      <Link locale={locale} href="/manage" className="btn btn-secondary">
        {t('cancel')}
      </Link>
      <button type="submit" className="btn btn-primary" disabled={saving} aria-busy={saving || undefined}>
        {saving && <Spinner />}
        {saving ? e('saving') : e('save')}
      </button>
    </div>
  );
}
