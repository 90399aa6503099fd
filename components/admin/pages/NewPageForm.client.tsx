'use client';

/** A new page: its title, language and address (or, for an editor, one of the site's own pages by its key). */
import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { useRouter } from '@/lib/infra/routing/navigation';
import { createPageAction } from '@/lib/features/pages/actions/page-actions';
import { PAGE_LIMITS } from '@/lib/features/pages/shared/limits';

interface Props {
  locale: 'en' | 'es';
  /** Editors may also create the site's own pages (their keys). */
  siteKeys: string[] | null;
  initial: { language: 'en' | 'es'; slug: string; key: string | null; title: string; translationOf?: number };
}

export function NewPageForm({ locale, siteKeys, initial }: Props) {
  const t = useTranslations('Admin.pages');
  const admin = useTranslations('Admin');
  const router = useRouter();
  const [kind, setKind] = useState<'new' | 'site'>(initial.key !== null ? 'site' : 'new');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '');
    setBusy(true);
    setProblem(null);
    try {
      const result = await createPageAction({
        locale,
        language: text('language') === 'es' ? 'es' : 'en',
        slug: kind === 'new' ? text('slug').trim() : null,
        key: kind === 'site' ? text('key') : null,
        title: text('title'),
        ...(initial.translationOf ? { translationOf: initial.translationOf } : {}),
      });
      if (result.ok) router.push(`/manage/pages/${result.page.id}`);
      else setProblem(result.reason === 'denied' ? t('denied') : result.message);
    } catch {
      setProblem(t('offline'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} className="max-w-2xl space-y-4 rounded-card border border-ink-100 bg-white p-6 shadow-card">
      {problem && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-900">
          {problem}
        </p>
      )}
      <div>
        <label htmlFor="new-page-title" className="field-label">
          {t('fields.title')}
        </label>
        <input id="new-page-title" name="title" required maxLength={PAGE_LIMITS.title} defaultValue={initial.title} className="field-control" />
      </div>
      <div>
        <label htmlFor="new-page-language" className="field-label">
          {t('fields.language')}
        </label>
        <select id="new-page-language" name="language" defaultValue={initial.language} className="field-control">
          <option value="en">{admin('editor.languages.en')}</option>
          <option value="es">{admin('editor.languages.es')}</option>
        </select>
      </div>
      {siteKeys && (
        <fieldset className="space-y-2">
          <legend className="field-label">{t('fields.kind')}</legend>
          <label className="flex items-center gap-2">
            <input type="radio" name="kind" checked={kind === 'new'} onChange={() => setKind('new')} /> {t('kindNew')}
          </label>
          <label className="flex items-center gap-2">
            <input type="radio" name="kind" checked={kind === 'site'} onChange={() => setKind('site')} /> {t('kindSite')}
          </label>
        </fieldset>
      )}
      {kind === 'new' ? (
        <div>
          <label htmlFor="new-page-slug" className="field-label">
            {t('fields.slug')}
          </label>
          <input id="new-page-slug" name="slug" required maxLength={PAGE_LIMITS.slug} pattern="[a-z0-9]+(-[a-z0-9]+)*" defaultValue={initial.slug} className="field-control" aria-describedby="new-page-slug-hint" />
          <p id="new-page-slug-hint" className="mt-1 text-xs text-ink-600">
            {t('fields.slugHint', { language: '{language}' })}
          </p>
        </div>
      ) : (
        <div>
          <label htmlFor="new-page-key" className="field-label">
            {t('fields.key')}
          </label>
          <select id="new-page-key" name="key" defaultValue={initial.key ?? siteKeys?.[0]} className="field-control">
            {(siteKeys ?? []).map((key) => (
              <option key={key} value={key}>
                {key}
              </option>
            ))}
          </select>
        </div>
      )}
      <button type="submit" className="btn btn-primary" disabled={busy}>
        {t('create')}
      </button>
    </form>
  );
}
