import type { ContentLanguage } from '@/lib/features/publishing/shared/workflow';

export const RESOURCE_TYPES = ['guide', 'report', 'template', 'checklist'] as const;
export type ResourceType = (typeof RESOURCE_TYPES)[number];
/** The library's two states: a draft is seen only in the admin area. */
export const RESOURCE_STATUSES = ['draft', 'published'] as const;
export type ResourceStatus = (typeof RESOURCE_STATUSES)[number];

/** A resource as pages see it (plain JSON: dates are ISO strings; the PDF's bytes are read only to serve it). */
export interface Resource {
  id: number;
  slug: string;
  language: ContentLanguage;
  status: ResourceStatus;
  translationGroup: string | null;
  title: string;
  summary: string;
  type: ResourceType;
  /** "What's inside": one line each. */
  inside: string[];
  gated: boolean;
  downloads: number;
  /** Size of the stored PDF in bytes, or null when none was uploaded yet. */
  fileSize: number | null;
  publishedAt: string | null;
  version: number;
  ownerId: number | null;
  createdAt: string;
  updatedAt: string;
}

/** What a save writes (the store adds id, counts, version, owner and times). */
export type ResourceInput = Pick<Resource, 'slug' | 'language' | 'status' | 'title' | 'summary' | 'type' | 'inside' | 'gated' | 'publishedAt'>;

export class ResourceSlugTakenError extends Error {
  constructor(readonly slug: string) {
    super(`slug taken: ${slug}`);
    this.name = 'ResourceSlugTakenError';
  }
}

export class ResourceVersionConflictError extends Error {
  constructor(readonly current: Resource) {
    super('the resource changed since it was opened');
    this.name = 'ResourceVersionConflictError';
  }
}
