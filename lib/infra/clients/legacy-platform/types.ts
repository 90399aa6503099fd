/** A BlogPost record as the legacy platform stores it (ids are the platform's strings). */
export interface PlatformBlogPost {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  category: string;
  author?: string;
  /** A full ISO timestamp as the old editor sent it, or a day. */
  date?: string;
  /** The old editor's text ('6 min read'); this site writes it from the minutes, and reads the number back. */
  readTime?: string;
  image?: string;
  imageCredit?: string | null;
  fullContent?: string;
  language?: string;
  status?: string;
  /** Fields this site adds to the platform's records (the platform keeps what it is sent). */
  translationGroup?: string | null;
  seoTitle?: string | null;
  seoDescription?: string | null;
  socialImage?: string | null;
  created_date?: string;
  updated_date?: string;
}

/** Any entity record: the platform adds the id and timestamps. */
export interface PlatformRecord {
  id: string;
  created_date?: string;
  updated_date?: string;
  [field: string]: unknown;
}

/** The record type of each entity this site reads; other names give PlatformRecord. */
export interface PlatformEntityTypes {
  BlogPost: PlatformBlogPost;
}

/** The signed-in user from `auth.me()`; the site only reads `role`. */
export interface PlatformUser {
  id: string;
  email?: string;
  full_name?: string;
  role?: string;
  [field: string]: unknown;
}

/** Query parameters of a list or filter call. */
export interface ListOptions {
  /** A field name, `-field` for descending (e.g. '-date'). */
  sort?: string;
  limit?: number;
  skip?: number;
  /** Only these fields are returned (sent comma-joined). */
  fields?: string[];
  signal?: AbortSignal;
}

export interface CallOptions {
  /** Aborting rejects the call with 'Request aborted' (code ERR_CANCELED). */
  signal?: AbortSignal;
}

/** Integration parameters: always named, never a bare string. Blob or File values make it multipart. */
export type IntegrationParams = Record<string, unknown>;
