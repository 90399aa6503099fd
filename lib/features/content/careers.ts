/**
 * Facts about each opening that are not copy: used for the JobPosting structured data. The texts
 * (title, location, team, duties) are in `Careers.openings.jobs` of each locale's copy (lib/features/content/copy).
 */
export interface OpeningFacts {
  datePosted: string;
  /** ISO 3166 countries a remote applicant may work from. */
  countries: string[];
}

export const openingFacts: Record<string, OpeningFacts> = {
  'sales-development-representative': { datePosted: '2026-10-19', countries: ['US'] },
  'customer-success-manager': { datePosted: '2026-10-26', countries: ['US', 'CA', 'GB', 'ES', 'MX'] },
  'front-end-developer-vue': { datePosted: '2026-11-09', countries: ['US', 'CA', 'GB', 'ES', 'PT'] },
};

/** Openings stay listed for 90 days after they are posted. */
export function validThrough(datePosted: string): string {
  const date = new Date(`${datePosted}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 90);
  return date.toISOString().slice(0, 10);
}
