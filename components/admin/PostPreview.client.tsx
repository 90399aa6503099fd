'use client';

import { useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import { previewBodyAction, type BodyProblem } from '@/lib/admin/actions';
import { failureText } from './editor-messages';

/**
 * The body as the public page renders it (server-side): the page's own rendering at first (so the
 * preview is there when the editor opens), then once typing pauses — one request per pause, not
 * per keystroke.
 */
function useRenderedBody(content: string, initial?: { content: string; html: string }) {
  const [preview, setPreview] = useState<{ html: string; problem: BodyProblem | null }>({ html: initial?.html ?? '', problem: null });
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

/** The editor's preview panel, beside the form on wide screens. */
export function PostPreview({ content, initial }: { content: string; initial?: { content: string; html: string } }) {
  const e = useTranslations('Admin.editor');
  const preview = useRenderedBody(content, initial);
  return (
    <section aria-labelledby="post-preview-title" className="rounded-card border border-ink-100 bg-white p-6 shadow-card lg:sticky lg:top-6 lg:self-start">
      <h2 id="post-preview-title" className="text-lg font-bold text-ink-950">
        {e('preview')}
      </h2>
      {preview.problem && (
        <p role="status" className="mt-4 rounded-lg border border-red-700/30 bg-red-50 p-4 text-sm font-medium text-red-800">
          {e('previewProblem', { message: failureText(e, preview.problem) })}
        </p>
      )}
      {preview.html ? <div className="post-body mt-4" dangerouslySetInnerHTML={{ __html: preview.html }} /> : <p className="mt-4 text-ink-600">{e('previewEmpty')}</p>}
    </section>
  );
}
