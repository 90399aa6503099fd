/**
 * One-way move from the legacy platform: every BlogPost record into the site's database, matched
 * by slug, so running it again changes nothing (`npm run import:platform`). Records that share a
 * translation group are linked in the database too.
 */
import { readPostInput, type PostField } from '@/lib/features/posts/shared/post-input';
import type { PlatformBlogPost, PlatformClient } from '@/lib/infra/clients/legacy-platform';
import { isoDay } from './platform-store';
import type { PostInput, PostStore } from './shared/types';

export interface ImportReport {
  created: number;
  updated: number;
  skipped: number;
  /** Translation pairs linked. */
  linked: number;
  /** Records that could not be taken, and why. */
  failed: { record: string; reason: string }[];
}

const REQUIRED: PostField[] = ['title', 'slug', 'excerpt', 'fullContent', 'category', 'image', 'date'];

/** The editor's rules decide what is a valid post, here as in the admin. */
function inputFrom(record: PlatformBlogPost): { input: PostInput } | { reason: string } {
  const raw: Record<PostField, string> = {
    title: record.title ?? '',
    slug: record.slug ?? '',
    excerpt: record.excerpt ?? '',
    category: record.category ?? '',
    author: record.author ?? '',
    // An unreadable date is passed on as it is, so that the report names it.
    date: isoDay(record.date ?? record.created_date) ?? record.date ?? record.created_date ?? '',
    readMinutes: /\d{1,3}/.exec(record.readTime ?? '')?.[0] ?? '',
    image: record.image ?? '',
    imageCredit: record.imageCredit ?? '',
    fullContent: record.fullContent ?? '',
    language: record.language === 'es' ? 'es' : 'en',
    status: record.status === 'draft' ? 'draft' : 'published',
    seoTitle: record.seoTitle ?? '',
    seoDescription: record.seoDescription ?? '',
    socialImage: record.socialImage === 'cover' ? 'cover' : '',
    publishAt: '',
  };
  const result = readPostInput(raw);
  // A published post went public on its day.
  if (result.ok) return { input: { ...result.input, publishedAt: result.input.status === 'published' ? `${result.input.date}T00:00:00.000Z` : null } };
  if (result.error === 'required') return { reason: `missing ${REQUIRED.filter((field) => !raw[field].trim()).join(', ')}` };
  if (result.error === 'invalid-slug') return { reason: `unusable slug "${raw.slug}"` };
  if (result.error === 'unrenderable-body') return { reason: `body the site cannot display (${result.problem})` };
  if (result.error === 'too-long') return { reason: `${result.field} longer than ${result.limit} characters` };
  if (result.error === 'invalid-schedule') return { reason: 'unusable publication time' };
  return { reason: `invalid ${result.field} "${raw[result.field].slice(0, 80)}"` };
}

const same = (a: PostInput, b: PostInput) => (Object.keys(a) as (keyof PostInput)[]).every((key) => a[key] === b[key]);

export async function importPlatformPosts(source: PlatformClient, target: PostStore): Promise<ImportReport> {
  const report: ImportReport = { created: 0, updated: 0, skipped: 0, linked: 0, failed: [] };
  const records = (await source.entities('BlogPost').list({ sort: '-date' }));
  /** Imported post ids by the platform's translation group. */
  const groups = new Map<string, number[]>();
  for (const record of records) {
    const name = record?.slug || record?.title || String(record?.id ?? '?');
    const parsed = inputFrom(record);
    if ('reason' in parsed) {
      report.failed.push({ record: name, reason: parsed.reason });
      continue;
    }
    try {
      const id = await importOne(target, parsed.input, report);
      if (record.translationGroup) groups.set(record.translationGroup, [...(groups.get(record.translationGroup) ?? []), id]);
    } catch (error) {
      report.failed.push({ record: name, reason: (error as Error).message });
    }
  }
  for (const [first, second] of groups.values()) {
    if (first !== undefined && second !== undefined && (await target.link(first, second)).ok) report.linked += 1;
  }
  return report;
}

/** Creates, updates or skips one post; returns its id in the target. */
async function importOne(target: PostStore, input: PostInput, report: ImportReport): Promise<number> {
  const existing = await target.bySlug(input.slug, { includeDrafts: true });
  if (!existing) {
    report.created += 1;
    return (await target.create(input)).id;
  }
  if (same(input, { ...existing })) report.skipped += 1;
  else {
    await target.update(existing.id, input);
    report.updated += 1;
  }
  return existing.id;
}
