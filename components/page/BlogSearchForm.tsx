import type { Locale } from '@/lib/infra/routing/routing';
import { Icon } from '@/components/ui/icons';
import { localizedPath } from '@/lib/infra/routing/localized-paths';

/**
 * A way on from an error screen (404, 410): a blog search as a plain GET form to the blog's list,
 * which works without script. `id` names the field (one per screen); the texts are the screen's.
 */
export function BlogSearchForm({ locale, id, label, placeholder, button }: { locale: Locale; id: string; label: string; placeholder: string; button: string }) {
  return (
    <form role="search" aria-label={label} method="get" action={localizedPath(locale, 'blog')} className="mt-12 flex w-full max-w-md flex-col gap-2 text-left sm:flex-row sm:items-end">
      <div className="flex-1">
        <label htmlFor={id} className="field-label">
          {label}
        </label>
        <input id={id} name="search" type="search" required minLength={2} maxLength={100} placeholder={placeholder} className="field-control" />
      </div>
      <button type="submit" className="btn btn-secondary">
        <Icon name="search" className="size-4" />
        {button}
      </button>
    </form>
  );
}
