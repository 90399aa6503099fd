/**
 * The site's menus as settings (docs/page-builder.md, "Navigation"): the header's menus and links
 * and the footer's link columns, one set per language. Built from the page builder's field
 * builders, so the admin's form is generated from this schema (describeObject) and the same
 * bounds and link rules apply. The footer's legal column is not here: the policies are linked
 * from every page, landing pages included, whatever an editor does.
 * A language without navigation shows the site's own menus (components/layout/site-navigation.ts).
 * Browser-safe.
 */
import * as z from 'zod/mini';
import { blockFields as field, describeObject, type FieldDescription } from '@/lib/features/pages/shared/blocks';
import { issueErrors, type FieldErrors } from '@/lib/features/pages/shared/field-errors';
import { locales, type Locale } from '@/lib/infra/routing/locales';

export const NAVIGATION_LIMITS = { headerEntries: 6, groups: 3, menuLinks: 8, footerColumns: 3, footerLinks: 8, label: 40, description: 120 } as const;
/** The longest menus the form can post as JSON: every link at its bounds fits (~110,000 characters), anything longer is refused unread. */
export const NAVIGATION_JSON_MAX = 160_000;

const menuLink = z.object({
  label: field.text(NAVIGATION_LIMITS.label),
  href: field.url(),
  description: field.optional(field.text(NAVIGATION_LIMITS.description)),
});

const menu = z.object({
  kind: z.literal('menu'),
  label: field.text(NAVIGATION_LIMITS.label),
  groups: field.list(
    z.object({ heading: field.optional(field.text(NAVIGATION_LIMITS.label)), links: field.list(menuLink, NAVIGATION_LIMITS.menuLinks, 1) }),
    NAVIGATION_LIMITS.groups,
    1,
  ),
});

const single = z.object({ kind: z.literal('link'), label: field.text(NAVIGATION_LIMITS.label), href: field.url() });

const footerColumn = z.object({
  title: field.text(NAVIGATION_LIMITS.label),
  links: field.list(z.object({ label: field.text(NAVIGATION_LIMITS.label), href: field.url() }), NAVIGATION_LIMITS.footerLinks, 1),
});

/** One language's menus: the header's entries in order (a menu of grouped links, or a link) and the footer's columns before the legal one. */
export const siteNavigation = z.object({
  header: field.list(z.union([menu, single]), NAVIGATION_LIMITS.headerEntries, 1),
  footer: field.list(footerColumn, NAVIGATION_LIMITS.footerColumns),
});

export type SiteNavigation = z.infer<typeof siteNavigation>;
/** Each language's menus; a language left out shows the site's own. */
export type NavigationSettings = Partial<Record<Locale, SiteNavigation>>;

/** The form's fields (`header`, `footer`), read off the schema. */
export const navigationFields = (): FieldDescription[] => describeObject(siteNavigation);

/** One language's menus checked: the clean value (trimmed), or each refused field by path (`header.0.groups.1.links.2.href`). */
export function checkNavigation(value: unknown): { ok: true; navigation: SiteNavigation } | { ok: false; errors: FieldErrors } {
  const parsed = siteNavigation.safeParse(value);
  return parsed.success ? { ok: true, navigation: parsed.data } : { ok: false, errors: issueErrors(parsed.error.issues, 'navigation') };
}

/** Stored menus read back: each language's that still passes (a row written by an older version never breaks a header). */
export function storedNavigation(value: unknown): NavigationSettings | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const kept: NavigationSettings = {};
  for (const locale of locales) {
    const parsed = siteNavigation.safeParse((value as Record<string, unknown>)[locale]);
    if (parsed.success) kept[locale] = parsed.data;
  }
  return Object.keys(kept).length > 0 ? kept : undefined;
}
