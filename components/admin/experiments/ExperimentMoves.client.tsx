'use client';

/**
 * An experiment's moves, each a form posted to its action (they work without JavaScript): start a
 * draft, stop a running one with a winner (asked twice: the second step says what will happen to
 * the page), publish a stopped one's winner again, delete a draft. Done, the action sends the
 * browser back to the experiment's screen, which says what happened; refused, the form says why.
 */
import { useActionState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { deleteExperimentAction, promoteWinnerAction, startExperimentAction, stopExperimentAction } from '@/lib/features/experiments/actions/experiment-actions';
import type { ExperimentFormState } from '@/lib/features/experiments/shared/admin';
import { CONTROL } from '@/lib/features/experiments/shared/experiment';
import { FormAlert } from '../trust/form-parts';
import { problemText, variantName, type ExperimentMessages } from './messages';

const IDLE: ExperimentFormState = { status: 'idle' };

function useMessages() {
  return { t: useTranslations('Admin.experiments') as unknown as ExperimentMessages, locale: (useLocale() === 'es' ? 'es' : 'en') as 'en' | 'es' };
}

function Refusal({ state }: { state: ExperimentFormState }) {
  const { t, locale } = useMessages();
  return state.status === 'refused' ? <FormAlert>{problemText(t, locale, state.problem, state.pageReason)}</FormAlert> : null;
}

function Hidden({ fields }: { fields: Record<string, string | number> }) {
  return Object.entries(fields).map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />);
}

export function StartExperimentForm({ id, version }: { id: number; version: number }) {
  const { t, locale } = useMessages();
  const [state, action, pending] = useActionState(startExperimentAction, IDLE);
  return (
    <form action={action} className="space-y-3">
      <Hidden fields={{ locale, id, version }} />
      <Refusal state={state} />
      <button type="submit" className="btn btn-primary" disabled={pending} aria-busy={pending || undefined}>
        {pending ? t('start.starting') : t('start.button')}
      </button>
    </form>
  );
}

export function StopExperimentForm({ id, version, variants }: { id: number; version: number; variants: readonly string[] }) {
  const { t, locale } = useMessages();
  const [state, action, pending] = useActionState(stopExperimentAction, IDLE);
  const confirming = state.status === 'confirm' ? state : null;
  const chosen = confirming ? (confirming.winner ?? '') : '';
  const consequence = (winner: string | null) =>
    winner === null ? t('stop.noWinnerEffect') : winner === CONTROL ? t('stop.controlEffect') : t('stop.winnerEffect', { variant: variantName(t, winner) });
  return (
    <div className="space-y-4">
      <form key={confirming?.at ?? 'choose'} action={action} className="space-y-4">
        <Hidden fields={{ locale, id, version }} />
        <Refusal state={state} />
        <fieldset className="space-y-2">
          <legend className="field-label">{t('stop.winner')}</legend>
          {[null, ...variants].map((key) => (
            <label key={key ?? 'none'} className="flex items-start gap-2 text-ink-800">
              <input type="radio" name="winner" value={key ?? ''} defaultChecked={(key ?? '') === chosen} className="mt-1 size-4 accent-brand-700" />
              <span>
                <strong>{key === null ? t('stop.noWinner') : variantName(t, key)}</strong>: {consequence(key)}
              </span>
            </label>
          ))}
        </fieldset>
        <button type="submit" className="btn btn-secondary" disabled={pending} aria-busy={pending || undefined}>
          {t('stop.button')}
        </button>
      </form>
      {confirming && (
        <form action={action} className="space-y-3 rounded-lg border border-amber-700/30 bg-amber-50 p-4">
          <Hidden fields={{ locale, id, version, winner: confirming.winner ?? '', confirm: '1' }} />
          <p role="status" className="text-sm font-medium text-amber-950">
            {t('stop.confirmText', { choice: confirming.winner === null ? t('stop.noWinner') : variantName(t, confirming.winner), effect: consequence(confirming.winner) })}
          </p>
          <button type="submit" className="btn bg-red-700 text-white hover:bg-red-800" disabled={pending} aria-busy={pending || undefined}>
            {pending ? t('stop.stopping') : confirming.winner !== null && confirming.winner !== CONTROL ? t('stop.confirmPublish', { variant: variantName(t, confirming.winner) }) : t('stop.confirm')}
          </button>
        </form>
      )}
    </div>
  );
}

export function PromoteWinnerForm({ id, winner }: { id: number; winner: string }) {
  const { t, locale } = useMessages();
  const [state, action, pending] = useActionState(promoteWinnerAction, IDLE);
  return (
    <form action={action} className="space-y-3">
      <Hidden fields={{ locale, id }} />
      <Refusal state={state} />
      <button type="submit" className="btn btn-primary" disabled={pending} aria-busy={pending || undefined}>
        {t('promote.button', { variant: variantName(t, winner) })}
      </button>
    </form>
  );
}

export function DeleteExperimentForm({ id, version }: { id: number; version: number }) {
  const { t, locale } = useMessages();
  const [state, action, pending] = useActionState(deleteExperimentAction, IDLE);
  return (
    <details open={state.status === 'refused' || undefined}>
      <summary className="cursor-pointer font-semibold text-red-800 underline-offset-4 hover:underline">{t('delete.summary')}</summary>
      <form action={action} className="mt-3 space-y-3">
        <Hidden fields={{ locale, id, version }} />
        <Refusal state={state} />
        <p className="text-sm text-ink-700">{t('delete.hint')}</p>
        <button type="submit" className="btn bg-red-700 text-white hover:bg-red-800" disabled={pending} aria-busy={pending || undefined}>
          {t('delete.button')}
        </button>
      </form>
    </details>
  );
}
