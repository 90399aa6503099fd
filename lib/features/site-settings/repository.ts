/**
 * The settings for the app: what visitors see, cached under the `site-settings` tag (every public
 * page's footer reads it, so a publish expires them all), with the server's environment as the
 * default of each field an editor left empty; and the admin's reads and writes.
 */
import 'server-only';
import { publicReads } from '@/lib/features/publishing';
import { getDatabase } from '@/lib/infra/db';
import { getEnv } from '@/lib/infra/env.mjs';
import { log } from '@/lib/infra/log.mjs';
import type { Locale } from '@/lib/infra/routing/locales';
import type { SiteNavigation } from './shared/navigation';
import type { SiteSettings, SocialNetwork } from './shared/settings';
import { discardDraft, publishSettings, readPublishedSettings, readSettings, saveDraft, type SettingsEdit } from './store';

export const SITE_SETTINGS_TAG = 'site-settings';

const reads = publicReads(SITE_SETTINGS_TAG);
const cachedSettings = reads.cached('published', async () => readPublishedSettings(await getDatabase()));

/** The published settings; a database that cannot answer gives the defaults (a footer never takes a page down). */
async function publishedSettings(): Promise<SiteSettings> {
  try {
    return await cachedSettings();
  } catch (error) {
    log.error('site settings: could not be read, the defaults are shown', { error });
    return {};
  }
}

export interface SiteContact {
  phone: string;
  email: string;
  /** The profiles to link, LinkedIn first (the server's SOCIAL_URL when none was set). */
  social: { network: SocialNetwork; url: string }[];
}

/** The phone, email and social profiles every footer, the contact page and the organization's JSON-LD show. */
export async function siteContact(): Promise<SiteContact> {
  const settings = await publishedSettings();
  const env = getEnv();
  const social = settings.social ?? {};
  return {
    phone: settings.phone ?? env.CONTACT_PHONE,
    email: settings.email ?? env.CONTACT_EMAIL,
    social: [
      { network: 'linkedin' as const, url: social.linkedin ?? env.SOCIAL_URL },
      ...(['x', 'youtube'] as const).flatMap((network) => (social[network] ? [{ network, url: social[network] }] : [])),
    ],
  };
}

/** The demo button's label where the spec gives none (solution pages, integrations, an expired booking), or null for the site's own. */
export async function demoButtonLabel(locale: Locale): Promise<string | null> {
  return (await publishedSettings()).demoLabel?.[locale] ?? null;
}

/** One language's menus as published, or null for the site's own (components/layout/site-navigation.ts). */
export async function siteNavigation(locale: Locale): Promise<SiteNavigation | null> {
  return (await publishedSettings()).navigation?.[locale] ?? null;
}

/** The admin screen: both rows as stored, never cached. */
export const adminSettings = async () => readSettings(await getDatabase());

/** The admin's writes (lib/features/site-settings/store.ts); a publish expires every public page's copy of the settings. */
export const settingsWrites = {
  saveDraft: async (edit: SettingsEdit, draftVersion: number, actorId: number) => saveDraft(await getDatabase(), edit, draftVersion, actorId),
  publish: async (edit: SettingsEdit, versions: { published: number; draft: number }, actorId: number) => {
    const published = await publishSettings(await getDatabase(), edit, versions, actorId);
    reads.changed();
    return published;
  },
  discard: async (draftVersion: number) => discardDraft(await getDatabase(), draftVersion),
};
