import type { ContentLanguage } from '@/lib/features/publishing/shared/workflow';

export const INTEGRATION_AVAILABILITIES = ['live', 'comingSoon'] as const;
export type IntegrationAvailability = (typeof INTEGRATION_AVAILABILITIES)[number];
/** Editorial state: only published integrations are on the site. */
export const INTEGRATION_STATUSES = ['draft', 'published'] as const;
export type IntegrationStatus = (typeof INTEGRATION_STATUSES)[number];

/**
 * The simple-icons logos an integration may use (marks.ts draws them): a short list rather than all
 * 3,000, which would put megabytes of paths in the server bundle. Others get a wordmark.
 */
export const MARK_ICONS = ['shopify', 'sap', 'fedex', 'ups', 'dhl', 'usps', 'dpd', 'woocommerce', 'bigcommerce', 'prestashop', 'shopware', 'wix', 'squarespace', 'ebay', 'etsy', 'klarna', 'paypal', 'stripe'] as const;
export type MarkIcon = (typeof MARK_ICONS)[number];

/**
 * A partner's mark, stored as data: a simple-icons slug (with a caption telling apart two products
 * of one brand), or a wordmark (its name in one or two lines, in the brand's colour).
 */
export type StoredMark = { kind: 'icon'; icon: MarkIcon; caption?: string } | { kind: 'wordmark'; lines: [string] | [string, string]; color: string };

/** What one language says about an integration. */
export interface IntegrationCopy {
  description: string;
  /** What flows from the partner's system into Otailo. */
  syncsIn: string[];
  /** What Otailo sends back to the partner's system. */
  syncsOut: string[];
  setup: string[];
  requirements: string[];
}

/** An integration as pages see it (plain JSON: dates are ISO strings). */
export interface IntegrationEntry {
  id: number;
  slug: string;
  name: string;
  /** A category's slug (shared/categories.ts: the editors' list). */
  category: string;
  availability: IntegrationAvailability;
  status: IntegrationStatus;
  mark: StoredMark;
  /** An uploaded logo (`/uploads/…`, always a raster image) shown instead of the mark, or null. */
  logo: string | null;
  copy: Record<ContentLanguage, IntegrationCopy>;
  /** An https page of the partner's or Otailo's documentation, or null. */
  docsUrl: string | null;
  position: number;
  version: number;
  createdAt: string;
  updatedAt: string;
}

/** What a save writes (the store adds id, version and times). */
export type IntegrationInput = Omit<IntegrationEntry, 'id' | 'version' | 'createdAt' | 'updatedAt'>;

/** The admin list's sortable columns; `updated` first, its default. */
export const INTEGRATION_SORTS = ['updated', 'name', 'category', 'status'] as const;
export type IntegrationSort = (typeof INTEGRATION_SORTS)[number];

/** The admin list's search, filters and order (lib/infra/util/list-query.ts reads them from the URL). */
export interface IntegrationAdminQuery {
  /** Words matched (literally, case-insensitively) in the name, the slug and either language's description. */
  search?: string;
  status?: IntegrationStatus;
  /** A category's slug. */
  category?: string;
  sort?: IntegrationSort;
  dir?: 'asc' | 'desc';
  /** Whose category names the `category` order follows (the admin's language). */
  names?: ContentLanguage;
  /** Only these integrations (a bulk selection). */
  ids?: readonly number[];
}

export class IntegrationSlugTakenError extends Error {
  constructor(readonly slug: string) {
    super(`slug taken: ${slug}`);
    this.name = 'IntegrationSlugTakenError';
  }
}

export class IntegrationVersionConflictError extends Error {
  constructor(readonly current: IntegrationEntry) {
    super('The integration changed since it was opened');
    this.name = 'IntegrationVersionConflictError';
  }
}
