import { CONSENT_KEY } from './consent-store';

/**
 * Runs in `<head>` before the page is painted: marks `<html data-consent>` when the visitor has
 * already chosen, so the cookie banner that every page's HTML carries (and paints with the rest of
 * the page, not after the scripts) stays hidden for them without a flash. An inline script: the
 * server adds its hash to the Content-Security-Policy (lib/security/inline-scripts.mjs).
 */
export const CONSENT_BOOT_SCRIPT = `try{var c=localStorage.getItem(${JSON.stringify(CONSENT_KEY)});if(c==="all"||c==="essential")document.documentElement.dataset.consent=c}catch(e){}`;
