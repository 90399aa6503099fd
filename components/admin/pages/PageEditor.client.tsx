'use client';

/**
 * The page editor: the page's own fields, its blocks as an ordered list (each block's form
 * generated from the library: BlockFields.client.tsx), autosave with a copy kept in this browser
 * until the server has it, undo and redo, the workflow's buttons for the account's role, the
 * revisions with compare and restore, and delete. The content lives here; the server keeps the
 * version, and every move is sent from the version last saved.
 */
import { useCallback, useEffect, useRef, useState, type DragEvent } from 'react';
import { useFormatter, useTranslations } from 'next-intl';
import { Link, useRouter } from '@/lib/infra/routing/navigation';
import { BLOCK_TYPES, defaultBlock, describeBlock, MAX_BLOCKS, type BlockType, type PageBlock } from '@/lib/features/pages/shared/blocks';
import { pageFieldErrors } from '@/lib/features/pages/shared/field-errors';
import { PAGE_LIMITS } from '@/lib/features/pages/shared/limits';
import type { Page, PageContent, TranslationStatus } from '@/lib/features/pages/shared/types';
import type { PageActionResult, PageState } from '@/lib/features/pages/actions/shared';
import {
  deletePageAction,
  markPageTranslatedAction,
  publishPageAction,
  renamePageAction,
  restorePageAction,
  schedulePageAction,
  submitPageAction,
  unpublishPageAction,
  withdrawPageAction,
} from '@/lib/features/pages/actions/page-actions';
import { FieldEditor, ImagePicker } from './BlockFields.client';
import { useEditorHistory } from './use-editor-history.client';
import { useLocalBackup, type LocalBackup } from './use-local-backup.client';
import { usePageAutosave, type PageAutosaveStatus } from './use-page-autosave.client';

type Block = Record<string, unknown>;
interface Keyed {
  key: number;
  block: Block;
}

export interface RevisionLine {
  number: number;
  reason: string;
  authorEmail: string | null;
  createdAt: string;
}

interface Props {
  locale: 'en' | 'es';
  page: Page;
  mayPublish: boolean;
  revisions: RevisionLine[];
  translationStatus: TranslationStatus;
}

const nextKey = (() => {
  let key = 0;
  return () => (key += 1);
})();

/** A new block's anchor: the type's, made unique on the page (`faq`, `faq-2`…). */
function freeAnchor(base: string, taken: Set<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

export function PageEditor({ locale, page, mayPublish, revisions, translationStatus }: Props) {
  const t = useTranslations('Admin.pages');
  const format = useFormatter();
  const router = useRouter();
  const [title, setTitle] = useState(page.title);
  const [seoTitle, setSeoTitle] = useState(page.seo.title ?? '');
  const [seoDescription, setSeoDescription] = useState(page.seo.description ?? '');
  const [image, setImage] = useState<string | null>(page.seo.image);
  const [noindex, setNoindex] = useState(page.seo.noindex);
  const [landing, setLanding] = useState(page.landing);
  const [blocks, setBlocks] = useState<Keyed[]>(() => page.blocks.map((block) => ({ key: nextKey(), block: block as unknown as Block })));
  const [state, setState] = useState<PageState>(page);
  const [slug, setSlug] = useState(page.slug ?? '');
  const [newType, setNewType] = useState<BlockType>('hero');
  const [scheduleAt, setScheduleAt] = useState('');
  const [message, setMessage] = useState<{ tone: 'ok' | 'problem'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});

  const onSaved = useCallback((saved: PageState) => setState(saved), []);
  const autosave = usePageAutosave({ id: page.id, version: page.version, locale, onSaved });
  const backup = useLocalBackup<PageContent>(`otailo:page-draft:${page.id}`);
  const history = useEditorHistory<PageContent>();
  // Unsaved content this browser kept from the same version as the server's: offered back once.
  const [found, setFound] = useState<LocalBackup<PageContent> | null>(null);

  const content = (over: Partial<{ title: string; seoTitle: string; seoDescription: string; image: string | null; noindex: boolean; landing: boolean; blocks: Keyed[] }> = {}): PageContent => {
    const value = { title, seoTitle, seoDescription, image, noindex, landing, blocks, ...over };
    return {
      title: value.title,
      blocks: value.blocks.map((entry) => entry.block as unknown as PageBlock),
      seo: { title: value.seoTitle.trim() || null, description: value.seoDescription.trim() || null, image: value.image, noindex: value.noindex },
      landing: value.landing,
    };
  };
  const current = content();
  const localErrors = pageFieldErrors(current);
  const errors = { ...serverErrors, ...localErrors } as Record<string, never>;
  const editable = state.status !== 'scheduled' && !autosave.stopped;

  /** Sends content to autosave and to this browser's copy. */
  const keep = (next: PageContent) => {
    setServerErrors({});
    backup.write(next, autosave.currentVersion());
    autosave.changed(next, Object.keys(pageFieldErrors(next)).length === 0);
  };

  /** Every edit goes through here: the content it replaces is a step to undo; the new one is kept and autosaved. */
  const edit = (over: Parameters<typeof content>[0]) => {
    history.record(current);
    keep(content(over));
  };

  /** Puts content back in the editor (undo, redo, a restored backup) and keeps it. */
  const apply = (next: PageContent) => {
    setTitle(next.title);
    setSeoTitle(next.seo.title ?? '');
    setSeoDescription(next.seo.description ?? '');
    setImage(next.seo.image);
    setNoindex(next.seo.noindex);
    setLanding(next.landing);
    setBlocks(next.blocks.map((block) => ({ key: nextKey(), block: block as unknown as Block })));
    keep(next);
  };
  const undo = () => {
    const previous = history.undo(current);
    if (previous) apply(previous);
  };
  const redo = () => {
    const next = history.redo(current);
    if (next) apply(next);
  };

  useEffect(() => {
    const kept = backup.read();
    if (!kept) return;
    // Edited from another version than the server's (saved since, or by someone else): no longer a safe copy.
    if (kept.version !== page.version || JSON.stringify(kept.content) === JSON.stringify(content())) backup.clear();
    // eslint-disable-next-line react-hooks/set-state-in-effect -- localStorage is read once the page is in the browser
    else setFound(kept);
    // Once, for the content the page opened with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // The server has everything: this browser's copy is not needed any more.
  useEffect(() => {
    if (autosave.status.kind === 'saved') backup.clear();
  }, [autosave.status, backup]);

  // Ctrl/Cmd+Z and Ctrl/Cmd+Shift+Z (or Ctrl+Y) outside a text field, where the browser's own undo of the typing applies.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
      const target = event.target as HTMLElement | null;
      if (target?.closest('input, textarea, select, [contenteditable="true"]')) return;
      const key = event.key.toLowerCase();
      if (key === 'z' || key === 'y') {
        event.preventDefault();
        document.getElementById(key === 'y' || event.shiftKey ? 'page-redo' : 'page-undo')?.click();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const setBlocksAndSave = (next: Keyed[]) => {
    setBlocks(next);
    edit({ blocks: next });
  };

  /** A workflow move from the version last saved, after what waits is saved; the screen is read again after it. */
  const move = async (run: (version: number) => Promise<PageActionResult>, done: string, restored?: number) => {
    setBusy(true);
    setMessage(null);
    try {
      await autosave.flush();
      if (autosave.isStopped()) return;
      const result = await run(autosave.currentVersion());
      if (result.ok) {
        autosave.adopt(result.page.version);
        // A restore replaced the content: the editor starts again from it (the address keys the editor).
        if (restored !== undefined) return router.push(`/manage/pages/${page.id}?restored=${restored}&v=${result.page.version}`);
        setState(result.page);
        setMessage({ tone: 'ok', text: done });
        router.refresh();
      } else {
        setMessage({ tone: 'problem', text: result.message });
        if (result.errors) setServerErrors(result.errors);
      }
    } catch {
      setMessage({ tone: 'problem', text: t('offline') });
    } finally {
      setBusy(false);
    }
  };
  const base = { locale, id: page.id };

  const addBlock = () => {
    if (blocks.length >= MAX_BLOCKS) return;
    const block = defaultBlock(newType, page.language) as unknown as Block;
    block.anchor = freeAnchor(String(block.anchor), new Set(blocks.map((entry) => String(entry.block.anchor))));
    setBlocksAndSave([...blocks, { key: nextKey(), block }]);
  };
  const moveBlock = (index: number, by: number) => {
    const to = Math.max(0, Math.min(blocks.length - 1, index + by));
    if (to === index) return;
    const next = [...blocks];
    const [taken] = next.splice(index, 1);
    next.splice(to, 0, taken!);
    setBlocksAndSave(next);
  };
  // Dragging a block by its handle (the ↑ ↓ buttons do the same from the keyboard).
  // The dragged block's index lives in a ref too: a drop can come before React has drawn the drag's start.
  const [dragged, setDragged] = useState<number | null>(null);
  const draggedRef = useRef<number | null>(null);
  const [dropAt, setDropAt] = useState<number | null>(null);
  const endDrag = () => {
    draggedRef.current = null;
    setDragged(null);
    setDropAt(null);
  };
  const dropProps = (index: number) => ({
    onDragOver: (event: DragEvent) => {
      if (draggedRef.current === null) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = 'move';
      setDropAt(index);
    },
    onDrop: (event: DragEvent) => {
      const from = draggedRef.current;
      if (from === null) return;
      event.preventDefault();
      moveBlock(from, index - from);
      endDrag();
    },
  });

  const live = state.publishedRevision !== null;
  return (
    <div className="space-y-8">
      <div className="flex flex-wrap items-center gap-3 text-sm" aria-live="polite">
        <span className="rounded-full bg-ink-100 px-3 py-1 font-semibold text-ink-800" data-testid="page-status">
          {t(`status.${state.status}`)}
        </span>
        {live && <span className="text-ink-700">{t('liveRevision', { n: state.publishedRevision! })}</span>}
        <span className="text-ink-600">{t('version', { n: state.version })}</span>
        <AutosaveLine status={autosave.status} />
      </div>
      {message && (
        <p role={message.tone === 'ok' ? 'status' : 'alert'} className={`rounded-lg p-3 text-sm ${message.tone === 'ok' ? 'bg-brand-50 text-brand-900' : 'bg-red-50 text-red-900'}`}>
          {message.text}
        </p>
      )}
      {state.status === 'scheduled' && <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">{t('scheduledLocked', { at: state.scheduledAt ?? '' })}</p>}
      {found && (
        <div role="alert" className="flex flex-wrap items-center gap-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
          <span>{t('backup.found', { at: format.dateTime(new Date(found.savedAt), { dateStyle: 'medium', timeStyle: 'short', timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone }) })}</span>
          <button type="button" className="btn btn-primary" disabled={!editable} onClick={() => (setFound(null), history.record(current), apply(found.content))}>
            {t('backup.restore')}
          </button>
          <button type="button" className="btn btn-secondary" onClick={() => (setFound(null), backup.clear())}>
            {t('backup.discard')}
          </button>
        </div>
      )}
      <div className="flex gap-2 text-sm">
        <button id="page-undo" type="button" className="btn btn-secondary" disabled={!editable || !history.canUndo} onClick={undo} aria-keyshortcuts="Control+Z Meta+Z">
          {t('undo')}
        </button>
        <button id="page-redo" type="button" className="btn btn-secondary" disabled={!editable || !history.canRedo} onClick={redo} aria-keyshortcuts="Control+Shift+Z Meta+Shift+Z Control+Y">
          {t('redo')}
        </button>
      </div>

      <section aria-labelledby="page-fields-title" className="space-y-4 rounded-card border border-ink-100 bg-white p-6 shadow-card">
        <h2 id="page-fields-title" className="text-lg font-semibold text-ink-950">
          {t('sections.page')}
        </h2>
        <TextField id="page-title" label={t('fields.title')} required max={PAGE_LIMITS.title} value={title} error={errors.title} disabled={!editable} onChange={(value) => (setTitle(value), edit({ title: value }))} />
        {page.key === null ? (
          <div className="flex flex-wrap items-end gap-3">
            <div className="grow">
              <TextField id="page-slug" label={t('fields.slug')} hint={t('fields.slugHint', { language: page.language })} max={PAGE_LIMITS.slug} value={slug} disabled={busy} onChange={setSlug} />
            </div>
            <button type="button" className="btn btn-secondary" disabled={busy || slug === state.slug} onClick={() => move((version) => renamePageAction({ ...base, version, slug }), t('done.renamed'))}>
              {t('actions.rename')}
            </button>
          </div>
        ) : (
          <p className="text-sm text-ink-700">{t('sitePageKey', { key: page.key })}</p>
        )}
        <TextField id="page-seo-title" label={t('fields.seoTitle')} max={PAGE_LIMITS.seoTitle} value={seoTitle} error={errors['seo.title']} disabled={!editable} onChange={(value) => (setSeoTitle(value), edit({ seoTitle: value }))} />
        <TextField id="page-seo-description" label={t('fields.seoDescription')} rows={3} max={PAGE_LIMITS.seoDescription} value={seoDescription} error={errors['seo.description']} disabled={!editable} onChange={(value) => (setSeoDescription(value), edit({ seoDescription: value }))} />
        <div>
          <p className="field-label">{t('fields.socialImage')}</p>
          {image ? (
            <div className="flex flex-wrap items-center gap-3">
              {/* eslint-disable-next-line @next/next/no-img-element -- the admin's own upload, at its stored address */}
              <img src={image} alt={t('fields.socialImage')} className="h-20 w-auto rounded" />
              <button type="button" className="text-sm font-semibold text-red-800 underline" disabled={!editable} onClick={() => (setImage(null), edit({ image: null }))}>
                {t('removeImage')}
              </button>
            </div>
          ) : (
            <ImagePicker label={t('fields.socialImage')} disabled={!editable} onUploaded={(url) => (setImage(url), edit({ image: url }))} />
          )}
        </div>
        <Check label={t('fields.noindex')} checked={noindex} disabled={!editable} onChange={(value) => (setNoindex(value), edit({ noindex: value }))} />
        <Check label={t('fields.landing')} checked={landing} disabled={!editable} onChange={(value) => (setLanding(value), edit({ landing: value }))} />
      </section>

      <section aria-labelledby="page-blocks-title" className="space-y-4">
        <h2 id="page-blocks-title" className="text-lg font-semibold text-ink-950">
          {t('sections.blocks', { count: blocks.length, max: MAX_BLOCKS })}
        </h2>
        {errors.blocks && <p className="field-error text-sm text-red-800">{t(`blockListError.${errors.blocks === 'duplicateAnchor' ? 'duplicateAnchor' : 'other'}`)}</p>}
        {blocks.length === 0 && <p className="text-ink-600">{t('noBlocks')}</p>}
        <ol className="space-y-4">
          {blocks.map((entry, index) => {
            const type = String(entry.block.type) as BlockType;
            const description = describeBlock(type);
            const heading = `${t(`types.${type}`)} · #${String(entry.block.anchor)}`;
            return (
              <li
                key={entry.key}
                className={`rounded-card border bg-white p-6 shadow-card ${dropAt === index && dragged !== index ? 'border-brand-600 ring-2 ring-brand-600' : 'border-ink-100'} ${dragged === index ? 'opacity-60' : ''}`}
                aria-label={heading}
                data-block-type={type}
                {...dropProps(index)}
              >
                <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
                  <h3 className="flex items-center gap-2 font-semibold text-ink-950">
                    {editable && blocks.length > 1 && (
                      <span
                        draggable
                        aria-hidden="true"
                        title={t('dragBlock', { block: heading })}
                        data-testid="drag-handle"
                        className="cursor-grab rounded px-1 text-ink-500 select-none hover:bg-ink-100 active:cursor-grabbing"
                        onDragStart={(event) => {
                          event.dataTransfer.effectAllowed = 'move';
                          event.dataTransfer.setData('text/plain', heading);
                          const card = event.currentTarget.closest('li');
                          if (card) event.dataTransfer.setDragImage(card, 24, 24);
                          draggedRef.current = index;
                          setDragged(index);
                        }}
                        onDragEnd={endDrag}
                      >
                        ⠿
                      </span>
                    )}
                    <span>
                      {index + 1}. {heading}
                    </span>
                  </h3>
                  <div className="flex gap-2 text-sm">
                    <button type="button" className="btn btn-secondary" disabled={!editable || index === 0} onClick={() => moveBlock(index, -1)} aria-label={t('moveUp', { block: heading })}>
                      ↑
                    </button>
                    <button type="button" className="btn btn-secondary" disabled={!editable || index === blocks.length - 1} onClick={() => moveBlock(index, 1)} aria-label={t('moveDown', { block: heading })}>
                      ↓
                    </button>
                    <button type="button" className="btn border border-red-700 bg-white text-red-800" disabled={!editable} onClick={() => setBlocksAndSave(blocks.filter((other) => other.key !== entry.key))}>
                      {t('removeBlock', { block: heading })}
                    </button>
                  </div>
                </div>
                <div className="space-y-4">
                  {description.fields.map((field) => (
                    <FieldEditor
                      key={field.name}
                      field={field}
                      value={entry.block[field.name]}
                      path={`blocks.${index}.${field.name}`}
                      context={{ errors, disabled: !editable, language: page.language }}
                      onChange={(next) => {
                        const block = { ...entry.block };
                        if (next === undefined) delete block[field.name];
                        else block[field.name] = next;
                        setBlocksAndSave(blocks.map((other) => (other.key === entry.key ? { ...other, block } : other)));
                      }}
                    />
                  ))}
                </div>
              </li>
            );
          })}
        </ol>
        <div className="flex flex-wrap items-end gap-3 rounded-card border border-dashed border-ink-200 p-4">
          <div>
            <label htmlFor="new-block-type" className="field-label">
              {t('blockType')}
            </label>
            <select id="new-block-type" className="field-control" value={newType} onChange={(event) => setNewType(event.target.value as BlockType)}>
              {BLOCK_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`types.${type}`)}
                </option>
              ))}
            </select>
          </div>
          <button type="button" className="btn btn-primary" disabled={!editable || blocks.length >= MAX_BLOCKS} onClick={addBlock}>
            {t('addBlock')}
          </button>
        </div>
      </section>

      <section aria-labelledby="page-workflow-title" className="space-y-4 rounded-card border border-ink-100 bg-white p-6 shadow-card">
        <h2 id="page-workflow-title" className="text-lg font-semibold text-ink-950">
          {t('sections.workflow')}
        </h2>
        <div className="flex flex-wrap gap-3">
          {!mayPublish && state.status === 'draft' && (
            <button type="button" className="btn btn-primary" disabled={busy} onClick={() => move((version) => submitPageAction({ ...base, version }), t('done.submitted'))}>
              {t('actions.submit')}
            </button>
          )}
          {mayPublish && state.status !== 'scheduled' && (
            <button type="button" className="btn btn-primary" disabled={busy} onClick={() => move((version) => publishPageAction({ ...base, version }), t('done.published'))}>
              {t('actions.publish')}
            </button>
          )}
          {(state.status === 'review' || state.status === 'scheduled') && (
            <button type="button" className="btn btn-secondary" disabled={busy} onClick={() => move((version) => withdrawPageAction({ ...base, version }), t('done.withdrawn'))}>
              {t('actions.withdraw')}
            </button>
          )}
          {mayPublish && live && (
            <button type="button" className="btn btn-secondary" disabled={busy} onClick={() => move((version) => unpublishPageAction({ ...base, version }), t('done.unpublished'))}>
              {t('actions.unpublish')}
            </button>
          )}
          {translationStatus === 'out-of-date' && (
            <button type="button" className="btn btn-secondary" disabled={busy} onClick={() => move((version) => markPageTranslatedAction({ ...base, version }), t('done.translated'))}>
              {t('actions.markTranslated')}
            </button>
          )}
        </div>
        {mayPublish && state.status !== 'scheduled' && (
          <div className="flex flex-wrap items-end gap-3">
            <div>
              <label htmlFor="page-schedule" className="field-label">
                {t('fields.scheduleAt')}
              </label>
              <input id="page-schedule" type="datetime-local" className="field-control" value={scheduleAt} onChange={(event) => setScheduleAt(event.target.value)} />
            </div>
            <button
              type="button"
              className="btn btn-secondary"
              disabled={busy || !scheduleAt}
              onClick={() => move((version) => schedulePageAction({ ...base, version, at: new Date(`${scheduleAt}:00Z`).toISOString() }), t('done.scheduled'))}
            >
              {t('actions.schedule')}
            </button>
          </div>
        )}
      </section>

      <section aria-labelledby="page-revisions-title" className="space-y-4 rounded-card border border-ink-100 bg-white p-6 shadow-card">
        <h2 id="page-revisions-title" className="text-lg font-semibold text-ink-950">
          {t('sections.revisions')}
        </h2>
        {revisions.length === 0 ? (
          <p className="text-ink-600">{t('noRevisions')}</p>
        ) : (
          <ul className="divide-y divide-ink-100">
            {revisions.map((revision) => (
              <li key={revision.number} className="flex flex-wrap items-center justify-between gap-3 py-3 text-sm" data-revision={revision.number}>
                <span>
                  <strong>{t('revision', { n: revision.number })}</strong> · {t(`reasons.${revision.reason === 'restore' ? 'restore' : revision.reason === 'schedule' ? 'schedule' : 'publish'}`)} ·{' '}
                  {new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(new Date(revision.createdAt))} UTC
                  {revision.authorEmail ? ` · ${revision.authorEmail}` : ''}
                  {revision.number === state.publishedRevision ? ` · ${t('live')}` : ''}
                </span>
                <span className="flex gap-3">
                  <Link locale={locale} href={`/manage/pages/${page.id}?compare=${revision.number}#compare`} className="font-semibold text-brand-800 underline">
                    {t('compareWith', { n: revision.number })}
                  </Link>
                  {mayPublish && (
                    <button type="button" className="font-semibold text-brand-800 underline" disabled={busy} onClick={() => move((version) => restorePageAction({ ...base, version, revision: revision.number }), t('done.restored', { n: revision.number }), revision.number)}>
                      {t('restore', { n: revision.number })}
                    </button>
                  )}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>

      {page.key === null && (
        <section className="rounded-card border border-red-700/20 bg-white p-6 shadow-card">
          <p className="text-sm text-ink-600">{t('deleteHint')}</p>
          <button
            type="button"
            className="btn mt-4 border border-red-700 bg-white text-red-800 hover:bg-red-50"
            disabled={busy}
            onClick={async () => {
              if (!window.confirm(t('deleteConfirm'))) return;
              const result = await deletePageAction(base);
              if (result.ok) router.push('/manage/pages?deleted=1');
              else setMessage({ tone: 'problem', text: result.message });
            }}
          >
            {t('delete')}
          </button>
        </section>
      )}
    </div>
  );
}

function AutosaveLine({ status }: { status: PageAutosaveStatus }) {
  const t = useTranslations('Admin.pages.autosave');
  switch (status.kind) {
    case 'idle':
      return null;
    case 'conflict':
    case 'refused':
      return (
        <span role="alert" className="text-red-800">
          {status.message}
        </span>
      );
    default:
      return <span className="text-ink-600" data-testid="autosave-status">{t(status.kind)}</span>;
  }
}

function TextField({ id, label, hint, required, max, rows, value, error, disabled, onChange }: { id: string; label: string; hint?: string; required?: boolean; max: number; rows?: number; value: string; error?: string; disabled?: boolean; onChange: (value: string) => void }) {
  const e = useTranslations('Blocks.errors');
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  const common = { id, value, maxLength: max, disabled, 'aria-invalid': error ? true : undefined, 'aria-describedby': described, className: 'field-control' } as const;
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
      {rows ? <textarea {...common} rows={rows} onChange={(event) => onChange(event.target.value)} /> : <input {...common} type="text" onChange={(event) => onChange(event.target.value)} />}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-ink-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field-error mt-1 text-sm text-red-800">
          {e(error as never)}
        </p>
      )}
    </div>
  );
}

function Check({ label, checked, disabled, onChange }: { label: string; checked: boolean; disabled?: boolean; onChange: (value: boolean) => void }) {
  return (
    <label className="flex items-start gap-2 text-ink-800">
      <input type="checkbox" className="mt-1 size-4 accent-brand-700" checked={checked} disabled={disabled} onChange={(event) => onChange(event.target.checked)} />
      <span>{label}</span>
    </label>
  );
}
