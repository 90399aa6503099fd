import { Field } from '@/components/forms/Field';

/** What a logo input accepts (an SVG is drawn into a PNG at the save: lib/infra/uploads/logo-upload.ts). */
export const LOGO_ACCEPT = 'image/svg+xml,image/png,image/jpeg,image/webp,image/avif';
/** What any other image input accepts. */
export const IMAGE_ACCEPT = 'image/png,image/jpeg,image/webp,image/avif';

/** A file input for an image stored with the editor's save; the file's bytes decide its type there. */
export function UploadInput({ id, name, label, accept, hint, error }: { id: string; name: string; label: string; accept: string; hint?: string; error?: string }) {
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <Field id={id} label={label} error={error}>
      {(control) => (
        <>
          {hint && (
            <p id={hintId} className="mb-1 text-sm text-ink-600">
              {hint}
            </p>
          )}
          <input
            {...control}
            aria-invalid={control['aria-invalid'] || undefined}
            aria-describedby={[hintId, control['aria-describedby']].filter(Boolean).join(' ') || undefined}
            type="file"
            name={name}
            accept={accept}
            className="field-control"
          />
        </>
      )}
    </Field>
  );
}

/**
 * The stored image, kept by a hidden field named `name` unless "remove" (`{name}Remove`) is ticked.
 * Nothing when there is none.
 */
export function CurrentUpload({ url, name, label, remove, imageClassName }: { url: string; name: string; label: string; remove: string; imageClassName: string }) {
  if (!url) return null;
  return (
    <div className="flex flex-wrap items-center gap-4 rounded-lg bg-ink-50 p-3">
      <input type="hidden" name={name} value={url} />
      {/* eslint-disable-next-line @next/next/no-img-element -- the admin's own upload, at its stored address */}
      <img src={url} alt={label} className={imageClassName} />
      <label className="flex items-start gap-2 text-ink-800">
        <input type="checkbox" name={`${name}Remove`} value="1" defaultChecked={false} className="mt-1 size-4 accent-brand-700" />
        <span>{remove}</span>
      </label>
    </div>
  );
}
