import 'server-only';
import { getTranslations } from 'next-intl/server';
import { localizedPath } from '@/lib/infra/routing/localized-paths';
import { openingApplyPath } from '@/lib/features/openings';
import type { Locale } from '@/lib/infra/routing/routing';
import type { Opening } from '@/lib/features/openings/shared/types';
import type { OpeningLabels } from './Opening';

/** The card's and the page's labels for one opening, and where its Apply button goes. */
export async function openingTexts(locale: Locale) {
  const t = await getTranslations({ locale, namespace: 'Careers.openings' });
  return {
    t,
    labels: (job: Pick<Opening, 'title' | 'employmentType'>): OpeningLabels => ({
      responsibilities: t('responsibilities'),
      requirements: t('requirements'),
      apply: t('apply'),
      locationLabel: t('locationLabel'),
      teamLabel: t('teamLabel'),
      typeLabel: t('typeLabel'),
      employment: t(`employment.${job.employmentType}`),
      viewPage: t('viewPage', { role: job.title }),
    }),
    /** The opening's own site for applications when it has one, else its application form here. */
    applyHref: (job: Pick<Opening, 'slug' | 'applyUrl'>) => job.applyUrl ?? localizedPath(locale, openingApplyPath(job)),
  };
}
