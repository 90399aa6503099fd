import type { ContentLanguage, ContentStatus } from '@/lib/features/publishing/shared/workflow';

export const LOCATION_TYPES = ['remote', 'region'] as const;
export type LocationType = (typeof LOCATION_TYPES)[number];
/** schema.org's employment types an opening may have. */
export const EMPLOYMENT_TYPES = ['FULL_TIME', 'PART_TIME', 'CONTRACTOR', 'TEMPORARY', 'INTERN'] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];

/** A job opening as pages see it (plain JSON: dates are ISO strings). */
export interface Opening {
  id: number;
  slug: string;
  language: ContentLanguage;
  status: ContentStatus;
  translationGroup: string | null;
  title: string;
  team: string;
  locationType: LocationType;
  /** As shown on the card: "Remote (US)". */
  location: string;
  /** ISO 3166 alpha-2 countries an applicant may live in. */
  countries: string[];
  employmentType: EmploymentType;
  summary: string;
  responsibilities: string[];
  requirements: string[];
  benefits: string[];
  /** The hiring contact: where the site's application form mails each application (else CAREERS_EMAIL). */
  applyEmail: string | null;
  /** Applications taken on another site instead: Apply Now leads there and the site has no form. */
  applyUrl: string | null;
  /** The instant the opening leaves the site by itself. */
  validThrough: string;
  publishedAt: string | null;
  version: number;
  ownerId: number | null;
  createdAt: string;
  updatedAt: string;
}

/** What a save writes (the store adds id, version, owner and times). */
export type OpeningInput = Omit<Opening, 'id' | 'translationGroup' | 'version' | 'ownerId' | 'createdAt' | 'updatedAt'>;

export class OpeningSlugTakenError extends Error {
  constructor(readonly slug: string) {
    super(`slug taken: ${slug}`);
    this.name = 'OpeningSlugTakenError';
  }
}

export class OpeningVersionConflictError extends Error {
  constructor(readonly current: Opening) {
    super('the opening changed since it was opened');
    this.name = 'OpeningVersionConflictError';
  }
}
