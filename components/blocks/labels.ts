import { getTranslations } from 'next-intl/server';
import type messages from '@/messages/en.json';
import type { Locale } from '@/lib/infra/routing/routing';

/** The words blocks print around an editor's content (table headers, the billing switch…): `Blocks` in messages/*.json. */
export type BlockLabels = Omit<(typeof messages)['Blocks'], 'errors'>;

const KEYS = [
  'billingPeriod',
  'monthly',
  'annual',
  'perMonth',
  'billedMonthly',
  'billedAnnually',
  'customPrice',
  'recommended',
  'planIncludes',
  'comparisonFeature',
  'comparisonUs',
  'comparisonSource',
  'comparisonLastChecked',
  'source',
  'readStory',
  'customerStory',
  'captions',
  'demo',
] as const satisfies readonly Exclude<keyof BlockLabels, 'forms' | 'statuses'>[];

/** The labels in a language, read once per page and handed to the (synchronous) block components. */
export async function blockLabels(locale: Locale): Promise<BlockLabels> {
  const t = await getTranslations({ locale, namespace: 'Blocks' });
  const forms = { demo: t('forms.demo'), contact: t('forms.contact'), resource: t('forms.resource'), newsletter: t('forms.newsletter') };
  const statuses = { in_place: t('statuses.in_place'), in_progress: t('statuses.in_progress'), planned: t('statuses.planned') };
  return { ...(Object.fromEntries(KEYS.map((key) => [key, t(key)])) as Record<(typeof KEYS)[number], string>), forms, statuses };
}
