// @ts-check
/** The visitor's cookie choice, kept in localStorage under a fixed product key (spec §3). */
export const CONSENT_KEY = 'otailo_cookie_consent';
/**
 * The same choice in a strictly necessary first-party cookie, which the server can read before it
 * sends a page (it decides there whether the visitor may take part in an experiment:
 * docs/experiments.md). Not HttpOnly: the banner writes it.
 */
export const CONSENT_COOKIE = 'otailo_consent';
/** The cookie's attributes (a year, the whole site; Secure is added on https by the page). */
export const CONSENT_COOKIE_ATTRIBUTES = ';path=/;max-age=31536000;samesite=lax';

/**
 * Runs in `<head>` before the page is painted: marks `<html data-consent>` when the visitor has
 * already chosen, so the cookie banner that every page's HTML carries (and paints with the rest of
 * the page, not after the scripts) stays hidden for them without a flash. An inline script: the
 * production server recognises it as the site's own and adds its hash to the Content-Security-Policy
 * (server/own-scripts.mjs). Plain ESM for that reason.
 */
export const CONSENT_BOOT_SCRIPT = `try{var c=localStorage.getItem(${JSON.stringify(CONSENT_KEY)});if(c==="all"||c==="essential"){document.documentElement.dataset.consent=c;if(document.cookie.indexOf(${JSON.stringify(CONSENT_COOKIE + '=' )}+c)<0)document.cookie=${JSON.stringify(CONSENT_COOKIE + '=')}+c+${JSON.stringify(CONSENT_COOKIE_ATTRIBUTES)}+(location.protocol==="https:"?";secure":"")}}catch(e){}`;
