/**
 * Site settings: the contact phone and email, social profiles and the demo button's label, edited
 * in the admin as a draft and published (docs/page-builder.md, "Site settings"). The feature's door.
 */
import 'server-only';
export { adminSettings, demoButtonLabel, settingsWrites, SITE_SETTINGS_TAG, siteContact } from './repository';
export type { SiteContact } from './repository';
export { SettingsConflictError } from './store';
export type { SettingsState, SettingsVersion } from './store';
