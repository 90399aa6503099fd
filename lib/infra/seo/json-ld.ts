import type { Locale } from '@/lib/infra/routing/routing';
import { absoluteUrl } from './urls';
import { escapeHtml } from '@/lib/infra/util/escape-html.mjs';
import { absoluteImageUrl } from '@/lib/infra/uploads/image-source';
import { DEFAULT_OG_IMAGE } from './metadata';
import { FICTIONAL_PHONE } from '@/lib/infra/env.mjs';

export type JsonLdObject = { '@context': 'https://schema.org'; '@type': string; [key: string]: unknown };

export interface Crumb {
  name: string;
  /** Path after the locale. */
  path: string;
}

/** BreadcrumbList: Home, then each segment down to the page. */
export function breadcrumbList(locale: Locale, crumbs: Crumb[]): JsonLdObject {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(locale, crumb.path),
    })),
  };
}

/** Serialises JSON-LD for a `<script>` element: `<` is escaped so content can never close it. */
export function serializeJsonLd(data: JsonLdObject | JsonLdObject[]): string {
  return JSON.stringify(data).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/** Organization (home page): who publishes the site and how to reach them. */
export function organization({
  siteUrl,
  email,
  telephone,
  sameAs,
}: {
  siteUrl: string;
  email: string;
  /** CONTACT_PHONE; the brief's fictional default is never published to search engines. */
  telephone?: string;
  sameAs: string[];
}): JsonLdObject {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: 'Otailo',
    url: siteUrl,
    logo: `${siteUrl}/icon.svg`,
    email,
    sameAs,
    contactPoint: [{ '@type': 'ContactPoint', contactType: 'sales', email, ...(telephone && telephone !== FICTIONAL_PHONE && { telephone }) }],
  };
}

export interface JobPostingInput {
  id: string;
  title: string;
  summary: string;
  responsibilities: string[];
  requirements: string[];
  benefits: string[];
  /** Dates or instants (ISO 8601). */
  datePosted: string;
  validThrough: string;
  /** schema.org employmentType: FULL_TIME, PART_TIME, CONTRACTOR… */
  employmentType: string;
  /** Remote (TELECOMMUTE, with the countries applicants may live in) or a place in a region. */
  remote: boolean;
  location: string;
  /** ISO 3166 alpha-2 codes. */
  countries: string[];
  siteUrl: string;
  url: string;
  /** Applications are made on this site (the opening's form), not on another one. */
  directApply: boolean;
}

/**
 * JobPosting for an opening. A remote one is TELECOMMUTE and names the countries applicants may
 * live in (Google requires them); one in a region names its place. `directApply` says whether the
 * application is made here (the opening's form, one step from its page) or on another site.
 */
export function jobPosting(job: JobPostingInput): JsonLdObject {
  const list = (items: string[]) => (items.length ? `<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>` : '');
  const countries = job.countries.map((country) => ({ '@type': 'Country', name: country }));
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    identifier: { '@type': 'PropertyValue', name: 'Otailo', value: job.id },
    title: job.title,
    description: `<p>${escapeHtml(job.summary)}</p>${list(job.responsibilities)}${list(job.requirements)}${list(job.benefits)}`,
    datePosted: job.datePosted,
    validThrough: job.validThrough,
    employmentType: job.employmentType,
    ...(job.remote
      ? { jobLocationType: 'TELECOMMUTE', applicantLocationRequirements: countries }
      : { jobLocation: { '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: job.location, ...(job.countries[0] && { addressCountry: job.countries[0] }) } } }),
    hiringOrganization: { '@type': 'Organization', name: 'Otailo', sameAs: job.siteUrl, logo: `${job.siteUrl}/icon.svg` },
    url: job.url,
    directApply: job.directApply,
  };
}

/**
 * BlogPosting for a post page. A translation is linked both ways: the post written first is the
 * work (`workTranslation` names the other), the later one its translation (`translationOfWork`).
 */
type Dated = { date: string; createdAt: string; language: string };
/**
 * Which of two linked posts is the original: the one published first, else written first; posts
 * seeded together (same day and time) count the English one as the original, so the pair never
 * names itself twice the same way.
 */
function isOlder(post: Dated, other: Dated): boolean {
  if (post.date !== other.date) return post.date < other.date;
  if (post.createdAt !== other.createdAt) return post.createdAt < other.createdAt;
  return post.language === 'en';
}

/** The cover and the social image, each once; the site's default image when there is neither. */
function postImages(cover: string | undefined, card: string | undefined, fallback: string): string[] {
  const images = [...new Set([cover, card].filter((url): url is string => Boolean(url)))];
  return images.length ? images : [fallback];
}

export function blogPosting({
  post,
  url,
  siteUrl,
  card,
  translation,
}: {
  post: { title: string; excerpt: string; image: string; date: string; createdAt: string; updatedAt: string; author: string; language: string; category: string };
  url: string;
  siteUrl: string;
  /** The post's social image (its cover or its generated card), listed after the cover. */
  card?: string;
  translation?: { url: string; title: string; language: string; date: string; createdAt: string } | null;
}): JsonLdObject {
  const other = translation && { '@type': 'BlogPosting', '@id': translation.url, url: translation.url, headline: translation.title, inLanguage: translation.language };
  const isOriginal = translation ? isOlder(post, translation) : false;
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.excerpt,
    image: postImages(absoluteImageUrl(post.image, siteUrl), card, new URL(DEFAULT_OG_IMAGE.url, siteUrl).toString()),
    datePublished: `${post.date}T00:00:00Z`,
    dateModified: post.updatedAt,
    author: { '@type': /team|equipo/i.test(post.author) ? 'Organization' : 'Person', name: post.author },
    publisher: { '@type': 'Organization', name: 'Otailo', logo: { '@type': 'ImageObject', url: `${siteUrl}/icon.svg` } },
    inLanguage: post.language,
    articleSection: post.category,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
    ...(other && (isOriginal ? { workTranslation: other } : { translationOfWork: other })),
  };
}

/**
 * A customer story as an Article. Its quote stays out of the markup: a vendor's own customer quotes
 * are not reviews of it (search engines ignore, and may penalise, self-serving review markup).
 */
export function caseStudyArticle({
  story,
  url,
  siteUrl,
  translationUrl,
}: {
  story: { title: string; summary: string; cover: string | null; publishedAt: string | null; updatedAt: string; language: string; about: string };
  url: string;
  siteUrl: string;
  translationUrl?: string | null;
}): JsonLdObject {
  const cover = story.cover ? absoluteImageUrl(story.cover, siteUrl) : undefined;
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: story.title,
    description: story.summary,
    image: postImages(cover, undefined, new URL(DEFAULT_OG_IMAGE.url, siteUrl).toString()),
    ...(story.publishedAt && { datePublished: story.publishedAt }),
    dateModified: story.updatedAt,
    author: { '@type': 'Organization', name: 'Otailo' },
    publisher: { '@type': 'Organization', name: 'Otailo', logo: { '@type': 'ImageObject', url: `${siteUrl}/icon.svg` } },
    inLanguage: story.language,
    articleSection: story.about,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
    ...(translationUrl && { workTranslation: { '@type': 'Article', '@id': translationUrl } }),
  };
}

/** A downloadable document of the resource library (a guide, a report…) as a schema.org DigitalDocument. */
export function digitalDocument({ title, summary, language, genre, url, fileUrl, isAccessibleForFree, datePublished, dateModified }: { title: string; summary: string; language: string; genre: string; url: string; fileUrl?: string; isAccessibleForFree: boolean; datePublished: string | null; dateModified: string }): JsonLdObject {
  return {
    '@context': 'https://schema.org',
    '@type': 'DigitalDocument',
    name: title,
    description: summary,
    inLanguage: language,
    genre,
    encodingFormat: 'application/pdf',
    isAccessibleForFree,
    ...(fileUrl && { contentUrl: fileUrl }),
    ...(datePublished && { datePublished }),
    dateModified,
    author: { '@type': 'Organization', name: 'Otailo' },
    publisher: { '@type': 'Organization', name: 'Otailo' },
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
  };
}
