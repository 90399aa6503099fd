'use client';

import { useRef, useState, type ClipboardEvent } from 'react';
import { flushSync } from 'react-dom';
import { useTranslations } from 'next-intl';
import { uploadImageAction, type UploadResult } from '@/lib/features/posts/actions/upload-image';
import { applyFormat, insertImage, type FormatKind, type TextEdit } from '@/lib/features/posts/shared/markdown-format';
import type { EditorMessages } from '../editor-messages';
import { uploadLimitText, type UploadLimitMessages } from '../upload-limits';
import { Labelled } from './Labelled';

const TOOLS: { kind: FormatKind; label: 'toolHeading' | 'toolSubheading' | 'toolList' | 'toolLink'; mark: string }[] = [
  { kind: 'heading', label: 'toolHeading', mark: 'H2' },
  { kind: 'subheading', label: 'toolSubheading', mark: 'H3' },
  { kind: 'list', label: 'toolList', mark: '•' },
  { kind: 'link', label: 'toolLink', mark: '[…](…)' },
];

/**
 * The body: a Markdown textarea with a toolbar for the body's rules (heading, sub-heading, bullet
 * list, link, image), image paste that uploads, and images inserted only with alternative text.
 */
export function BodyField({ content, setContent, onEdited }: { content: string; setContent: (value: string) => void; /** A toolbar edit (no input event fires for it). */ onEdited?: () => void }) {
  const e = useTranslations('Admin.editor');
  const limits = useTranslations('Admin.uploadLimits');
  const area = useRef<HTMLTextAreaElement>(null);
  const [image, setImage] = useState<{ at: number; src: string; note?: string } | null>(null);

  const apply = (edit: TextEdit) => {
    // The new text goes in now, then the caret where the edit says, before the click's handler
    // returns: a key typed right after the click (the link's address) lands in the selection, not
    // on the button or at the end of the text.
    flushSync(() => setContent(edit.value));
    area.current?.focus();
    area.current?.setSelectionRange(edit.selectionStart, edit.selectionEnd);
    onEdited?.();
  };
  const format = (kind: FormatKind) => {
    const el = area.current;
    if (el) apply(applyFormat(el.value, el.selectionStart, el.selectionEnd, kind));
  };
  const onPaste = async (event: ClipboardEvent<HTMLTextAreaElement>) => {
    const file = [...event.clipboardData.files].find((candidate) => candidate.type.startsWith('image/'));
    if (!file) return;
    event.preventDefault();
    const at = event.currentTarget.selectionStart;
    const data = new FormData();
    data.set('file', file);
    const result = await uploadImageAction(data).catch(() => ({ ok: false as const, reason: 'failed' as const }));
    setImage({ at, ...pastedImage(e, limits, result) });
  };

  return (
    <Labelled id="post-content" label={e('fullContent')} hint={e('fullContentHint')} required>
      <BodyToolbar onFormat={format} onImage={() => setImage({ at: area.current?.selectionStart ?? content.length, src: '' })} />
      <textarea
        ref={area}
        id="post-content"
        name="fullContent"
        rows={15}
        value={content}
        onChange={(event) => setContent(event.target.value)}
        onPaste={onPaste}
        required
        aria-describedby="post-content-hint"
        className="field-control font-mono text-sm"
      />
      {image && (
        <ImagePanel
          initial={image}
          onInsert={(src, alt) => {
            apply(insertImage(content, image.at, src, alt));
            setImage(null);
          }}
          onCancel={() => {
            setImage(null);
            area.current?.focus();
          }}
        />
      )}
    </Labelled>
  );
}

/** The buttons above the body: the formats, then the image panel. */
function BodyToolbar({ onFormat, onImage }: { onFormat: (kind: FormatKind) => void; onImage: () => void }) {
  const e = useTranslations('Admin.editor');
  return (
    <div role="toolbar" aria-label={e('toolbar')} aria-controls="post-content" className="mb-2 flex flex-wrap gap-2">
      {TOOLS.map((tool) => (
        <button key={tool.kind} type="button" className="btn btn-secondary min-h-9 px-3 py-1.5 text-sm" onClick={() => onFormat(tool.kind)} aria-label={e(tool.label)} title={e(tool.label)}>
          <span aria-hidden="true">{tool.mark}</span>
        </button>
      ))}
      <button type="button" className="btn btn-secondary min-h-9 px-3 py-1.5 text-sm" onClick={onImage}>
        {e('toolImage')}
      </button>
    </div>
  );
}

/** A pasted image's upload as the image panel starts: its address, or none and why. */
function pastedImage(e: EditorMessages, limits: UploadLimitMessages, result: UploadResult): { src: string; note: string } {
  if (result.ok) return { src: result.url, note: e('imageUploaded') };
  const limit = uploadLimitText(limits, result);
  return { src: '', note: limit ?? (result.reason === 'too-large' ? e('uploadTooLarge') : result.reason === 'unsupported-type' ? e('uploadUnsupported') : e('uploadFailed')) };
}

/** The image to insert: its URL (filled after a paste) and its required alternative text. */
function ImagePanel({ initial, onInsert, onCancel }: { initial: { src: string; note?: string }; onInsert: (src: string, alt: string) => void; onCancel: () => void }) {
  const e = useTranslations('Admin.editor');
  const [src, setSrc] = useState(initial.src);
  const [alt, setAlt] = useState('');
  const [tried, setTried] = useState(false);
  const missingAlt = !alt.trim();
  const insert = () => {
    setTried(true);
    if (src.trim() && !missingAlt) onInsert(src.trim(), alt);
  };
  return (
    <div role="group" aria-labelledby="image-panel-title" className="mt-3 space-y-3 rounded-lg border border-ink-100 bg-ink-50 p-4">
      <p id="image-panel-title" className="font-semibold text-ink-950">
        {e('imageDialogTitle')}
      </p>
      {initial.note && (
        <p role="status" className="text-sm text-ink-700">
          {initial.note}
        </p>
      )}
      <div>
        <label htmlFor="body-image-src" className="field-label">
          {e('imageSource')}
        </label>
        <input id="body-image-src" value={src} onChange={(event) => setSrc(event.target.value)} maxLength={2000} className="field-control" autoFocus={!initial.src} />
      </div>
      <div>
        <label htmlFor="body-image-alt" className="field-label">
          {e('imageAlt')}
          <span aria-hidden="true" className="ml-0.5 text-red-800">
            *
          </span>
        </label>
        <input
          id="body-image-alt"
          value={alt}
          onChange={(event) => setAlt(event.target.value)}
          maxLength={300}
          required
          aria-invalid={tried && missingAlt ? true : undefined}
          aria-describedby="body-image-alt-hint"
          className="field-control"
          autoFocus={Boolean(initial.src)}
        />
        <p id="body-image-alt-hint" className={`mt-1 text-xs ${tried && missingAlt ? 'font-semibold text-red-800' : 'text-ink-600'}`}>
          {e('imageAltHint')}
        </p>
      </div>
      <div className="flex flex-wrap gap-3">
        <button type="button" className="btn btn-primary min-h-9 px-3 py-1.5" onClick={insert}>
          {e('imageInsert')}
        </button>
        <button type="button" className="btn btn-secondary min-h-9 px-3 py-1.5" onClick={onCancel}>
          {e('imageCancel')}
        </button>
      </div>
    </div>
  );
}
