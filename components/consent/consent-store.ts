import { CONSENT_COOKIE, CONSENT_COOKIE_ATTRIBUTES, CONSENT_KEY } from '@/lib/infra/security/consent-boot.mjs';

export { CONSENT_KEY };
export type Consent = 'all' | 'essential';

const CHANGE_EVENT = 'otailo:consent';
let memory: Consent | null = null; // when storage is blocked (private modes, strict settings)

export function readConsent(): Consent | null {
  try {
    const value = window.localStorage.getItem(CONSENT_KEY);
    return value === 'all' || value === 'essential' ? value : null;
  } catch {
    return memory;
  }
}

export function writeConsent(value: Consent): void {
  memory = value;
  try {
    window.localStorage.setItem(CONSENT_KEY, value);
  } catch {
    // storage unavailable: the choice lasts for this page view only
  }
  // The server's copy (docs/experiments.md): it reads the choice before sending a page.
  document.cookie = `${CONSENT_COOKIE}=${value}${CONSENT_COOKIE_ATTRIBUTES}${window.location.protocol === 'https:' ? ';secure' : ''}`;
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

export function subscribeConsent(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(CHANGE_EVENT, onChange);
  };
}
