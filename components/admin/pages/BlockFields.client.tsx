'use client';

/**
 * A block's form, generated from the library's description of its fields (`describeBlock`): a
 * text, a long text, a link, a media path (with an upload for images), a number, a choice, a
 * group, a list of items with add and remove, the image-or-video choice. Nothing here knows a
 * block type: a new block in the library gets its form for free. The refused fields' error codes
 * (`errors`, by path) are shown next to their field.
 */
import { useId, useState, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import type { BlockErrorCode, FieldDescription } from '@/lib/features/pages/shared/blocks';
import { uploadPageImageAction } from '@/lib/features/pages/actions/upload-media';
import { IMAGE_ACCEPT } from '../ImageUpload';
import { LibraryPicker, type PickedImage } from '../media/LibraryPicker.client';

type Value = unknown;
type Record_ = Record<string, Value>;

export interface FieldContext {
  /** The refused fields by path (`blocks.0.items.1.question`). */
  errors: Record<string, BlockErrorCode>;
  disabled: boolean;
  /** Field names worded for another form built from the same fields (the site's menus: a link's `label` is its text, not a button's). */
  labels?: Record<string, string>;
  /** Lists of groups show each item folded under its title (opened when new or refused): a long form read at a glance. */
  collapse?: boolean;
  /** The page's language: an image chosen from the media library brings its alt text in it. */
  language?: 'en' | 'es';
}

/** What names a list's item in its folded title: its label, title, heading, question or name. */
function titleOf(value: Value): string {
  if (!value || typeof value !== 'object') return '';
  const record = value as Record_;
  const found = ['label', 'title', 'heading', 'question', 'name'].map((key) => record[key]).find((text) => typeof text === 'string' && text.trim() !== '');
  return typeof found === 'string' ? found.trim() : '';
}

/** A new, empty value for a field: what "Add" puts in a list or an optional group. */
export function emptyValue(field: FieldDescription): Value {
  switch (field.kind) {
    case 'group':
      return Object.fromEntries((field.fields ?? []).filter((f) => f.required).map((f) => [f.name, emptyValue(f)]));
    case 'list':
      return Array.from({ length: field.min ?? 0 }, () => emptyValue(field.item!));
    case 'choice': {
      const [kind, fields] = Object.entries(field.variants ?? {})[0] ?? ['', []];
      return { kind, ...Object.fromEntries(fields.filter((f) => f.required).map((f) => [f.name, emptyValue(f)])) };
    }
    case 'boolean':
      return false;
    case 'number':
      return field.min ?? 0;
    case 'storyRef':
      return 0;
    case 'select':
      return field.options?.[0] ?? '';
    default:
      return '';
  }
}

function useLabel(context: FieldContext) {
  const t = useTranslations('Admin.pages.fields');
  return (name: string) => context.labels?.[name] ?? (t.has(name as never) ? t(name as never) : name);
}

function ErrorLine({ id, code }: { id: string; code?: BlockErrorCode }) {
  const e = useTranslations('Blocks.errors');
  if (!code) return null;
  return (
    <p id={id} className="field-error mt-1 text-sm text-red-800">
      {e(code)}
    </p>
  );
}

/** One field of a block at `path`, and its error. */
export function FieldEditor({
  field,
  value,
  onChange,
  path,
  context,
  onPicked,
}: {
  field: FieldDescription;
  value: Value;
  onChange: (next: Value) => void;
  path: string;
  context: FieldContext;
  /** An image field's choice from the media library (its group fills the alt text); without it, only the address is set. */
  onPicked?: (image: PickedImage) => void;
}) {
  const id = useId();
  const label = useLabel(context);
  const t = useTranslations('Admin.pages');
  const error = context.errors[path];
  const errorId = `${id}-error`;
  const described = error ? errorId : undefined;
  const name = label(field.name);

  if (field.kind === 'group') {
    if (value === undefined) {
      return (
        <button type="button" className="btn btn-secondary text-sm" disabled={context.disabled} onClick={() => onChange(emptyValue(field))}>
          {t('addOptional', { field: name })}
        </button>
      );
    }
    const group = value as Record_;
    return (
      <fieldset className="space-y-3 rounded-lg border border-ink-100 p-3">
        <legend className="px-1 text-sm font-semibold text-ink-800">{name}</legend>
        {(field.fields ?? []).map((child) => (
          <FieldEditor
            key={child.name}
            field={child}
            value={group[child.name]}
            path={`${path}.${child.name}`}
            context={context}
            onChange={(next) => onChange(set(group, child.name, next))}
            onPicked={(image) => onChange(withPicked(group, child.name, image, field, context.language))}
          />
        ))}
        {!field.required && (
          <button type="button" className="text-sm font-semibold text-red-800 underline" disabled={context.disabled} onClick={() => onChange(undefined)}>
            {t('removeOptional', { field: name })}
          </button>
        )}
        <ErrorLine id={errorId} code={error} />
      </fieldset>
    );
  }

  if (field.kind === 'list') return <ListEditor field={field} value={value} onChange={onChange} path={path} context={context} name={name} />;

  if (field.kind === 'choice') {
    const current = (value ?? emptyValue(field)) as Record_;
    const variants = field.variants ?? {};
    const kind = String(current.kind ?? Object.keys(variants)[0]);
    return (
      <fieldset className="space-y-3 rounded-lg border border-ink-100 p-3">
        <legend className="px-1 text-sm font-semibold text-ink-800">{name}</legend>
        <div className="flex gap-4" role="radiogroup" aria-label={name}>
          {Object.keys(variants).map((variant) => (
            <label key={variant} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name={`${id}-kind`}
                checked={kind === variant}
                disabled={context.disabled}
                onChange={() => onChange({ kind: variant, ...Object.fromEntries((variants[variant] ?? []).filter((f) => f.required).map((f) => [f.name, emptyValue(f)])) })}
              />
              {label(variant)}
            </label>
          ))}
        </div>
        {(variants[kind] ?? []).map((child) => (
          <FieldEditor key={`${kind}-${child.name}`} field={child} value={current[child.name]} path={`${path}.${child.name}`} context={context} onChange={(next) => onChange(set(current, child.name, next))} />
        ))}
      </fieldset>
    );
  }

  if (field.kind === 'boolean') {
    return (
      <div>
        <label className="flex items-start gap-2 text-ink-800">
          <input type="checkbox" className="mt-1 size-4 accent-brand-700" checked={value === true} disabled={context.disabled} onChange={(event) => onChange(event.target.checked)} aria-describedby={described} />
          <span>{name}</span>
        </label>
        <ErrorLine id={errorId} code={error} />
      </div>
    );
  }

  const control = () => {
    const common = { id, disabled: context.disabled, 'aria-invalid': error ? true : undefined, 'aria-describedby': described, className: 'field-control' } as const;
    const text = (next: string) => onChange(next === '' && !field.required ? undefined : next);
    switch (field.kind) {
      case 'longText':
        return <textarea {...common} rows={field.max && field.max > 1000 ? 10 : 3} maxLength={field.max} value={typeof value === 'string' ? value : ''} onChange={(event) => text(event.target.value)} />;
      case 'select':
        return (
          <select {...common} value={typeof value === 'string' ? value : ''} onChange={(event) => text(event.target.value)}>
            {!field.required && <option value="">{t('none')}</option>}
            {(field.options ?? []).map((option) => (
              <option key={option} value={option}>
                {label(option)}
              </option>
            ))}
          </select>
        );
      case 'number':
      case 'storyRef':
        return (
          <input
            {...common}
            type="number"
            min={field.min}
            max={field.max}
            value={typeof value === 'number' ? value : ''}
            onChange={(event) => onChange(event.target.value === '' ? (field.required ? 0 : undefined) : Number(event.target.value))}
          />
        );
      default:
        return (
          <input
            {...common}
            type={field.kind === 'date' ? 'date' : 'text'}
            inputMode={field.kind === 'url' ? 'url' : undefined}
            maxLength={field.max}
            value={typeof value === 'string' ? value : ''}
            onChange={(event) => text(event.target.value)}
          />
        );
    }
  };
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {name}
        {field.required && (
          <span aria-hidden="true" className="ml-0.5 text-red-800">
            *
          </span>
        )}
      </label>
      {control()}
      {field.kind === 'media' && field.media === 'image' && <ImagePicker disabled={context.disabled} onUploaded={(url) => onChange(url)} onPicked={onPicked ?? ((image) => onChange(image.url))} label={name} />}
      {field.kind === 'media' && field.media !== 'image' && field.media !== undefined && (
        <div className="mt-2 text-sm">
          <LibraryPicker kind={field.media} label={name} disabled={context.disabled} onPicked={(file) => onChange(file.url)} />
        </div>
      )}
      <ErrorLine id={errorId} code={error} />
    </div>
  );
}

function ListEditor({ field, value, onChange, path, context, name }: { field: FieldDescription; value: Value; onChange: (next: Value) => void; path: string; context: FieldContext; name: string }) {
  const t = useTranslations('Admin.pages');
  const items = Array.isArray(value) ? value : [];
  const item = field.item!;
  const error = context.errors[path];
  const errorId = `${useId()}-error`;
  const foldable = context.collapse === true && (item.kind === 'group' || item.kind === 'choice');
  const editor = (entry: Value, index: number) => (
    <FieldEditor field={{ ...item, name: `${name} ${index + 1}` }} value={entry} path={`${path}.${index}`} context={context} onChange={(next) => onChange(items.map((old, at) => (at === index ? next : old)))} />
  );
  return (
    <fieldset className="space-y-3 rounded-lg border border-ink-100 p-3" aria-describedby={error ? errorId : undefined}>
      <legend className="px-1 text-sm font-semibold text-ink-800">
        {name} ({items.length}
        {field.max ? ` / ${field.max}` : ''})
      </legend>
      <ol className="space-y-3">
        {items.map((entry, index) => (
          <li key={index} className="space-y-2 rounded-lg bg-ink-50 p-3">
            {foldable ? (
              <Fold name={`${name} ${index + 1}`} title={titleOf(entry)} refused={Object.keys(context.errors).some((at) => at === `${path}.${index}` || at.startsWith(`${path}.${index}.`))}>
                {editor(entry, index)}
              </Fold>
            ) : (
              editor(entry, index)
            )}
            <div className="flex flex-wrap items-center gap-3">
              {items.length > 1 && (
                <>
                  <button type="button" className="text-sm font-semibold text-brand-800 underline disabled:opacity-50" disabled={context.disabled || index === 0} onClick={() => onChange(swapped(items, index, index - 1))}>
                    {t('moveUp', { block: `${name} ${index + 1}` })}
                  </button>
                  <button type="button" className="text-sm font-semibold text-brand-800 underline disabled:opacity-50" disabled={context.disabled || index === items.length - 1} onClick={() => onChange(swapped(items, index, index + 1))}>
                    {t('moveDown', { block: `${name} ${index + 1}` })}
                  </button>
                </>
              )}
              <button
                type="button"
                className="text-sm font-semibold text-red-800 underline disabled:opacity-50"
                disabled={context.disabled || items.length <= (field.min ?? 0)}
                onClick={() => onChange(items.filter((_, at) => at !== index))}
              >
                {t('removeItem', { field: `${name} ${index + 1}` })}
              </button>
            </div>
          </li>
        ))}
      </ol>
      <button type="button" className="btn btn-secondary text-sm" disabled={context.disabled || (field.max !== undefined && items.length >= field.max)} onClick={() => onChange([...items, emptyValue(item)])}>
        {t('addItem', { field: name })}
      </button>
      <ErrorLine id={errorId} code={error} />
    </fieldset>
  );
}

/** A list's item folded under its name and title: open from the start when new (no title yet), and whenever something in it was refused. */
function Fold({ name, title, refused, children }: { name: string; title: string; refused: boolean; children: ReactNode }) {
  const [open, setOpen] = useState(title === '');
  return (
    <details open={open || refused} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="cursor-pointer rounded font-semibold text-ink-900">{title ? `${name}: ${title}` : name}</summary>
      <div className="mt-2">{children}</div>
    </details>
  );
}

/** A group with an image chosen from the library: its address, and its alt text in the page's language where the group's alt is still blank. */
function withPicked(group: Record_, name: string, image: PickedImage, field: FieldDescription, language: 'en' | 'es' = 'en'): Record_ {
  const next = set(group, name, image.url);
  const hasAlt = (field.fields ?? []).some((child) => child.name === 'alt' && child.kind === 'text');
  const alt = image.alt[language];
  if (hasAlt && alt && !(typeof group.alt === 'string' && group.alt.trim())) next.alt = alt;
  return next;
}

/** Uploads an image, or takes one from the media library, and hands its stored path to the field. */
export function ImagePicker({ onUploaded, onPicked, disabled, label }: { onUploaded: (url: string) => void; onPicked?: (image: PickedImage) => void; disabled: boolean; label: string }) {
  const t = useTranslations('Admin.pages');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  return (
    <div className="mt-2 text-sm">
      <label className="flex flex-wrap items-center gap-2 text-ink-700">
        <span>{t('uploadImage', { field: label })}</span>
        <input
          type="file"
          accept={IMAGE_ACCEPT}
          disabled={disabled || busy}
          onChange={async (event) => {
            const file = event.target.files?.[0];
            if (!file) return;
            setBusy(true);
            setProblem(null);
            const data = new FormData();
            data.set('file', file);
            try {
              const result = await uploadPageImageAction(data);
              if (result.ok) onUploaded(result.url);
              else setProblem(t('uploadRefused'));
            } catch {
              setProblem(t('uploadRefused'));
            } finally {
              setBusy(false);
            }
          }}
        />
      </label>
      <div className="mt-1">
        <LibraryPicker label={label} disabled={disabled || busy} onPicked={onPicked ?? ((image) => onUploaded(image.url))} />
      </div>
      {problem && (
        <p role="alert" className="mt-1 text-red-800">
          {problem}
        </p>
      )}
    </div>
  );
}

/** The list with two items traded places (moving one up or down). */
function swapped(items: Value[], from: number, to: number): Value[] {
  const copy = [...items];
  [copy[from], copy[to]] = [copy[to], copy[from]];
  return copy;
}

/** The object with one field replaced (an `undefined` field left out, as an optional one is stored). */
function set(object: Record_, name: string, next: Value): Record_ {
  const copy = { ...object };
  if (next === undefined) delete copy[name];
  else copy[name] = next;
  return copy;
}
