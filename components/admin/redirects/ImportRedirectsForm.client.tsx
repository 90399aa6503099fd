'use client';

import { useActionState } from 'react';
import { useTranslations } from 'next-intl';
import { Spinner } from '@/components/forms/FormParts.client';
import { importRedirectsAction } from '@/lib/features/redirects/actions/import-redirects';
import type { RedirectImportState } from '@/lib/features/redirects/shared/types';
import { deniedText } from '../editor-messages';
import { FormAlert, FormStatus } from '../trust/form-parts';

const IDLE: RedirectImportState = { status: 'idle' };

/** Uploads a CSV of redirects: all of it is imported, or nothing and each refused line is listed. */
export function ImportRedirectsForm() {
  const t = useTranslations('Admin.redirects');
  const admin = useTranslations('Admin');
  const [state, action, pending] = useActionState(importRedirectsAction, IDLE);
  return (
    <form action={action} className="mt-4 space-y-4" aria-describedby="redirects-import-help">
      {state.status === 'imported' && <FormStatus>{t('import.done', { count: state.count })}</FormStatus>}
      {state.status === 'failed' && <FormAlert>{admin('editor.unknownError')}</FormAlert>}
      {state.status === 'denied' && <FormAlert>{deniedText(admin, state.reason)}</FormAlert>}
      {state.status === 'refused' && (
        <div role="alert" className="rounded-lg border border-red-700/30 bg-red-50 p-3 text-sm text-red-800">
          <p className="font-medium">{state.file ? t(`import.file.${state.file}`, { line: state.line ?? 0 }) : t('import.refused')}</p>
          {state.lines.length > 0 && (
            <ul className="mt-2 list-disc space-y-1 pl-5">
              {state.lines.map(({ line, problems }) => (
                <li key={line}>{t('import.line', { line, problems: problems.map((problem) => t(`import.problems.${problem.replace('.', '_') as 'columns'}`)).join('; ') })}</li>
              ))}
            </ul>
          )}
          {state.more > 0 && <p className="mt-2">{t('import.more', { count: state.more })}</p>}
        </div>
      )}
      <p id="redirects-import-help" className="text-sm text-ink-700">
        {t('import.help')}
      </p>
      <div>
        <label htmlFor="redirects-import-file" className="field-label">
          {t('import.file.label')}
        </label>
        <input id="redirects-import-file" name="file" type="file" accept=".csv,text/csv" required className="field-control" />
      </div>
      <button type="submit" className="btn btn-secondary" disabled={pending} aria-busy={pending || undefined}>
        {pending && <Spinner />}
        {pending ? t('import.importing') : t('import.button')}
      </button>
    </form>
  );
}
