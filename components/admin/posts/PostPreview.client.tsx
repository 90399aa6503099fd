'use client';

import { useEffect, useState, type RefObject } from 'react';
import { useTranslations } from 'next-intl';
import { previewBodyAction, type PreviewResult } from '@/lib/features/posts/actions/preview-body';
import { isImageUrl } from '@/lib/features/posts/shared/post-input';
import { failureText } from '../editor-messages';

/**
 * The body as the public page renders it (server-side): the page's own rendering at first (so the
 * preview is there when the editor opens), then once typing pauses — one request per pause, not
 * per keystroke.
 */
function useRenderedBody(content: string, initial?: { content: string; html: string }) {
  const [preview, setPreview] = useState<{ html: string; problem: Extract<PreviewResult, { ok: true }>['problem'] }>({ html: initial?.html ?? '', problem: null });
  useEffect(() => {
    if (initial && content === initial.content) return;
    const timer = window.setTimeout(() => {
      if (!content.trim()) return setPreview({ html: '', problem: null });
      void previewBodyAction(content).then((result) => result.ok && setPreview({ html: result.html, problem: result.problem }));
    }, 400);
    return () => window.clearTimeout(timer);
  }, [content, initial]);
  return preview;
}

/** The post's header fields, as typed: read from the form at each input, in the browser (no request). */
type HeaderFields = { title: string; excerpt: string; category: string; author: string; image: string; imageCredit: string; language: string };
const HEADER_FIELDS = ['title', 'excerpt', 'category', 'author', 'image', 'imageCredit', 'language'] as const;

function useHeaderFields(form: RefObject<HTMLFormElement | null> | undefined, initial: HeaderFields): HeaderFields {
  const [fields, setFields] = useState(initial);
  useEffect(() => {
    const element = form?.current;
    if (!element) return;
    const read = () => {
      const data = new FormData(element);
      setFields(Object.fromEntries(HEADER_FIELDS.map((name) => [name, String(data.get(name) ?? '')])) as HeaderFields);
    };
    element.addEventListener('input', read);
    element.addEventListener('change', read);
    return () => {
      element.removeEventListener('input', read);
      element.removeEventListener('change', read);
    };
  }, [form]);
  return fields;
}

/**
 * The editor's preview panel, beside the form on wide screens: the post's header (category, title,
 * excerpt, author, cover) follows typing in the browser; the body is the public renderer's.
 */
export function PostPreview({ content, initial, form, header }: { content: string; initial?: { content: string; html: string }; form?: RefObject<HTMLFormElement | null>; header: HeaderFields }) {
  const e = useTranslations('Admin.editor');
  const preview = useRenderedBody(content, initial);
  const fields = useHeaderFields(form, header);
  return (
    <section aria-labelledby="post-preview-title" className="rounded-card border border-ink-100 bg-white p-6 shadow-card lg:sticky lg:top-6 lg:self-start">
      <h2 id="post-preview-title" className="text-lg font-bold text-ink-950">
        {e('preview')}
      </h2>
      <div lang={fields.language || undefined} className="mt-4 border-b border-ink-100 pb-6" data-testid="preview-header">
        {fields.category && <p className="inline-block rounded-full bg-brand-100 px-3 py-1 text-sm font-semibold text-brand-800">{fields.category}</p>}
        {fields.title && <p className="mt-3 text-3xl font-extrabold tracking-tight text-ink-950">{fields.title}</p>}
        {fields.excerpt && <p className="mt-3 text-lg leading-8 text-ink-600">{fields.excerpt}</p>}
        {fields.author && <p className="mt-3 text-sm font-semibold text-ink-900">{fields.author}</p>}
        {isImageUrl(fields.image) && (
          <figure className="mt-4">
            {/* The cover as typed (a local path): the page's optimised image is made at publication. */}
            {/* eslint-disable-next-line @next/next/no-img-element */}
            <img src={fields.image} alt="" className="w-full rounded-card" />
            {fields.imageCredit && <figcaption className="mt-2 text-sm text-ink-500">{fields.imageCredit}</figcaption>}
          </figure>
        )}
      </div>
      {preview.problem && (
        <p role="status" className="mt-4 rounded-lg border border-red-700/30 bg-red-50 p-4 text-sm font-medium text-red-800">
          {e('previewProblem', { message: failureText(e, preview.problem) })}
        </p>
      )}
      {preview.html ? <div lang={fields.language || undefined} className="post-body mt-4" dangerouslySetInnerHTML={{ __html: preview.html }} /> : <p className="mt-4 text-ink-600">{e('previewEmpty')}</p>}
    </section>
  );
}
