/**
 * The experiments screens' words that more than one of them says: a refusal by name, a variant's
 * name, what an experiment tries (`Admin.experiments` in messages/*.json).
 */
import type { useTranslations } from 'next-intl';
import type { ExperimentProblem } from '@/lib/features/experiments/shared/admin';
import { CONTROL } from '@/lib/features/experiments/shared/experiment';
import { PAGE_REFUSALS } from '@/lib/features/pages/shared/messages';
import type { PageRefusal } from '@/lib/features/pages/shared/types';

export type ExperimentMessages = ReturnType<typeof useTranslations<'Admin.experiments'>>;
export type PageMessages = ReturnType<typeof useTranslations<'Admin.pages'>>;

/** Why the page refused its new content, in the admin's language. */
function pageReasonText(t: ExperimentMessages, locale: 'en' | 'es', reason: PageRefusal | undefined): string {
  if (!reason) return '';
  if (reason === 'conflict') return t('pageConflict');
  return PAGE_REFUSALS[reason][locale].replace(/\{\w+\}/g, '…');
}

/** A refusal's sentence; the page's own reason within it when the page refused. */
export function problemText(t: ExperimentMessages, locale: 'en' | 'es', problem: ExperimentProblem, pageReason?: PageRefusal): string {
  return problem === 'page-refused' ? t('problems.page-refused', { reason: pageReasonText(t, locale, pageReason) }) : t(`problems.${problem}`);
}

/** "Control" or "Variant b". */
export const variantName = (t: ExperimentMessages, key: string) => (key === CONTROL ? t('control') : t('variant', { key }));

/** "Whole page", or the block tried: "Block #hero (Hero)". */
export function targetText(t: ExperimentMessages, pages: PageMessages, experiment: { blockAnchor: string | null; variants: readonly { block?: { type: string } }[] }): string {
  if (experiment.blockAnchor === null) return t('wholePage');
  const type = experiment.variants.find((variant) => variant.block)?.block?.type;
  return t('blockTarget', { anchor: experiment.blockAnchor, type: type && pages.has(`types.${type}` as never) ? pages(`types.${type}` as never) : (type ?? '?') });
}
