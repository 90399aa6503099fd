import 'server-only';
import { getCopy } from '@/lib/features/content';
import type { ContentLanguage } from '@/lib/features/publishing/shared/workflow';
import type { OpeningInput } from './shared/types';

/**
 * The spec's three openings, the sample content: their texts stay in the careers copy of each
 * language (lib/features/content/copy); these are the facts the copy does not say.
 */
const FACTS = [
  { key: 'sales-development-representative', es: 'representante-de-desarrollo-de-ventas', datePosted: '2026-10-19', countries: ['US'] },
  { key: 'customer-success-manager', es: 'gerente-de-exito-del-cliente', datePosted: '2026-10-26', countries: ['US', 'CA', 'GB', 'ES', 'MX'] },
  { key: 'front-end-developer-vue', es: 'desarrollador-front-end-vue', datePosted: '2026-11-09', countries: ['US', 'CA', 'GB', 'ES', 'PT'] },
] as const;

/** Openings were listed for 90 days after they were posted. */
const DAYS_OPEN = 90;

/** Each sample opening in both languages, in posting order; `applyEmail` is the careers address. */
export function sampleOpenings(applyEmail: string): { en: OpeningInput; es: OpeningInput }[] {
  const inLanguage = (language: ContentLanguage, index: number): OpeningInput => {
    const copy = getCopy(language).Careers;
    const job = copy.openings.jobs.find((item) => item.id === FACTS[index]!.key)!;
    const facts = FACTS[index]!;
    const posted = new Date(`${facts.datePosted}T00:00:00Z`);
    return {
      slug: language === 'en' ? facts.key : facts.es,
      language,
      status: 'published',
      title: job.title,
      team: job.team,
      locationType: 'remote',
      location: job.location,
      countries: [...facts.countries],
      employmentType: 'FULL_TIME',
      summary: job.summary,
      responsibilities: job.responsibilities,
      requirements: job.requirements,
      benefits: copy.perks.items.map((perk) => perk.body),
      applyEmail,
      applyUrl: null,
      validThrough: new Date(posted.getTime() + DAYS_OPEN * 86_400_000).toISOString(),
      publishedAt: posted.toISOString(),
    };
  };
  return FACTS.map((_, index) => ({ en: inLanguage('en', index), es: inLanguage('es', index) }));
}
