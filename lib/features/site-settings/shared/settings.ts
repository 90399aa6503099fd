/**
 * The site's settings an editor changes without a deploy (lib/features/site-settings): the
 * contact phone and email shown in every footer and on the contact page, the social profiles, and
 * the demo button's label where the spec gives it no wording. Every field is optional: empty means
 * today's default (the server's environment, or the site's own text). Browser-safe: the admin
 * form checks what the server checks.
 */
import * as z from 'zod/mini';
import type { Locale } from '@/lib/infra/routing/locales';
import { storedNavigation, type NavigationSettings, type SiteNavigation } from './navigation';

export const SETTINGS_FIELDS = ['phone', 'email', 'linkedin', 'x', 'youtube', 'demoLabelEn', 'demoLabelEs'] as const;
export type SettingsField = (typeof SETTINGS_FIELDS)[number];

export const SOCIAL_NETWORKS = ['linkedin', 'x', 'youtube'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

export const SETTINGS_LIMITS = { phone: 24, email: 254, url: 300, demoLabel: 40 } as const;

/** Saves of the settings document, from either screen (fields or menus): one budget per account, as the other editors allow explicit saves. */
export const SETTINGS_SAVE_RATE = { name: 'settings-save', points: 60, durationSeconds: 60 } as const;

/** As the server's CONTACT_PHONE: digits, spaces, brackets, dashes and dots, an optional leading plus. */
const PHONE = /^\+?[0-9 ()\-.]{6,24}$/;
/** A profile on one of the networks, over https (no other host: a footer link is not a place for any address). */
const SOCIAL_HOSTS: Record<SocialNetwork, readonly string[]> = {
  linkedin: ['linkedin.com', 'www.linkedin.com'],
  x: ['x.com', 'twitter.com', 'www.x.com', 'www.twitter.com'],
  youtube: ['youtube.com', 'www.youtube.com'],
};

/** What is stored and published: only the fields an editor set. */
export interface SiteSettings {
  phone?: string;
  email?: string;
  social?: Partial<Record<SocialNetwork, string>>;
  demoLabel?: { en?: string; es?: string };
  /** The header's and footer's menus per language (navigation.ts), edited on their own screen. */
  navigation?: NavigationSettings;
}

export type SettingsProblem = 'phone' | 'email' | 'url' | 'host' | 'tooLong' | 'label';
export type SettingsErrors = Partial<Record<SettingsField, SettingsProblem>>;
export type SettingsValues = Partial<Record<SettingsField, string>>;

const LIMIT: Record<SettingsField, number> = {
  phone: SETTINGS_LIMITS.phone,
  email: SETTINGS_LIMITS.email,
  linkedin: SETTINGS_LIMITS.url,
  x: SETTINGS_LIMITS.url,
  youtube: SETTINGS_LIMITS.url,
  demoLabelEn: SETTINGS_LIMITS.demoLabel,
  demoLabelEs: SETTINGS_LIMITS.demoLabel,
};

const email = z.email();

function socialProblem(network: SocialNetwork, value: string): SettingsProblem | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'url';
  }
  if (url.protocol !== 'https:' || url.username || url.password || url.port) return 'url';
  return SOCIAL_HOSTS[network].includes(url.hostname) ? null : 'host';
}

/** A field's problem, or null; `value` is trimmed and not empty. */
function problemOf(field: SettingsField, value: string): SettingsProblem | null {
  if (value.length > LIMIT[field]) return 'tooLong';
  if (field === 'phone') return PHONE.test(value) ? null : 'phone';
  if (field === 'email') return email.safeParse(value).success ? null : 'email';
  if (field === 'demoLabelEn' || field === 'demoLabelEs') return /[\p{Cc}<>]/u.test(value) ? 'label' : null;
  return socialProblem(field, value);
}

/** The form's values checked: the settings to store, or each wrong field's problem. */
export function checkSettings(values: SettingsValues): { ok: true; settings: SiteSettings } | { ok: false; errors: SettingsErrors } {
  const errors: SettingsErrors = {};
  const clean: SettingsValues = {};
  for (const field of SETTINGS_FIELDS) {
    const value = (values[field] ?? '').trim();
    if (!value) continue;
    const problem = problemOf(field, value);
    if (problem) errors[field] = problem;
    else clean[field] = value;
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, settings: settingsOf(clean) };
}

/** Flat form values into the stored shape (only what is set). */
function settingsOf(values: SettingsValues): SiteSettings {
  const settings: SiteSettings = {};
  if (values.phone) settings.phone = values.phone;
  if (values.email) settings.email = values.email;
  const social = Object.fromEntries(SOCIAL_NETWORKS.filter((network) => values[network]).map((network) => [network, values[network]!]));
  if (Object.keys(social).length > 0) settings.social = social;
  if (values.demoLabelEn || values.demoLabelEs) settings.demoLabel = { ...(values.demoLabelEn && { en: values.demoLabelEn }), ...(values.demoLabelEs && { es: values.demoLabelEs }) };
  return settings;
}

/** The stored shape as the form's flat values. */
export function settingsValues(settings: SiteSettings | null | undefined): SettingsValues {
  return {
    phone: settings?.phone,
    email: settings?.email,
    linkedin: settings?.social?.linkedin,
    x: settings?.social?.x,
    youtube: settings?.social?.youtube,
    demoLabelEn: settings?.demoLabel?.en,
    demoLabelEs: settings?.demoLabel?.es,
  };
}

/** Stored content read back: whatever passes the same checks (a row written by an older version never breaks a page). */
export function storedSettings(content: unknown): SiteSettings {
  if (!content || typeof content !== 'object') return {};
  const navigation = storedNavigation((content as SiteSettings).navigation);
  const fields = storedFields(content as SiteSettings);
  return navigation ? { ...fields, navigation } : fields;
}

function storedFields(content: SiteSettings): SiteSettings {
  const flat = settingsValues(content);
  const values = Object.fromEntries(Object.entries(flat).filter(([, value]) => typeof value === 'string')) as SettingsValues;
  const checked = checkSettings(values);
  if (checked.ok) return checked.settings;
  const kept = Object.fromEntries(Object.entries(values).filter(([field]) => !(field in checked.errors))) as SettingsValues;
  const again = checkSettings(kept);
  return again.ok ? again.settings : {};
}

/** The settings screen's change: its fields as the form holds them, the menus kept. */
export const withFields =
  (fields: SiteSettings) =>
  (base: SiteSettings): SiteSettings =>
    base.navigation ? { ...fields, navigation: base.navigation } : fields;

/** The navigation screen's change: one language's menus set, or left out (`null`: the site's own again), the rest kept. */
export const withNavigation =
  (locale: Locale, navigation: SiteNavigation | null) =>
  (base: SiteSettings): SiteSettings => {
    const { [locale]: _replaced, ...others } = base.navigation ?? {};
    const menus: NavigationSettings = navigation ? { ...others, [locale]: navigation } : others;
    const { navigation: _old, ...rest } = base;
    return Object.keys(menus).length > 0 ? { ...rest, navigation: menus } : rest;
  };

const text = z.optional(z.string().check(z.maxLength(2_000)));

/** The form's fields as posted: each at most 2,000 characters before the checks above. */
export const settingsFields = { phone: text, email: text, linkedin: text, x: text, youtube: text, demoLabelEn: text, demoLabelEs: text } satisfies Record<SettingsField, typeof text>;
