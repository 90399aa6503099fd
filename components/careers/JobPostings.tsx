import { JsonLd } from '@/components/seo/JsonLd';
import type { Locale } from '@/lib/infra/routing/routing';
import { getEnv } from '@/lib/infra/env.mjs';
import { openingPath } from '@/lib/features/openings';
import type { Opening } from '@/lib/features/openings/shared/types';
import { jobPosting } from '@/lib/infra/seo/json-ld';
import { absoluteUrl } from '@/lib/infra/seo/urls';

/** The live openings as JobPosting data for search engines, each pointing at its own page (and applied to on this site unless it names another). */
export function JobPostings({ locale, openings }: { locale: Locale; openings: Opening[] }) {
  if (openings.length === 0) return null;
  const { SITE_URL } = getEnv();
  return (
    <JsonLd
      data={openings.map((opening) =>
        jobPosting({
          ...opening,
          id: opening.slug,
          remote: opening.locationType === 'remote',
          datePosted: (opening.publishedAt ?? opening.createdAt).slice(0, 10),
          siteUrl: SITE_URL,
          url: absoluteUrl(locale, openingPath(opening)),
          directApply: !opening.applyUrl,
        }),
      )}
    />
  );
}
