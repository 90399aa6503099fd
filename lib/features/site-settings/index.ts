/**
 * Site settings: the contact phone and email, social profiles, the demo button's label and the
 * header's and footer's menus, edited in the admin as a draft and published (docs/page-builder.md,
 * "Site settings"). The feature's door.
 */
import 'server-only';
export { adminSettings, demoButtonLabel, settingsWrites, SITE_SETTINGS_TAG, siteContact, siteNavigation } from './repository';
export type { SiteContact } from './repository';
export { SettingsConflictError } from './store';
export type { SettingsEdit, SettingsState, SettingsVersion } from './store';
