/** The newsletter's addresses in its mails: apart from the digests, so a sign-up loads no posts code. */
import { localizedPath } from '@/lib/infra/routing/localized-paths';
import type { ListLocale } from '@/lib/infra/subscriptions/mailing-list';

export const blogUrl = (siteUrl: string, locale: ListLocale) => `${siteUrl}${localizedPath(locale, 'blog')}`;
export const confirmUrl = (siteUrl: string, locale: ListLocale, token: string) => `${siteUrl}${localizedPath(locale, '/newsletter/confirm')}?token=${token}`;
export const unsubscribePageUrl = (siteUrl: string, locale: ListLocale, token: string) => `${siteUrl}${localizedPath(locale, '/newsletter/unsubscribe')}?token=${token}`;
/** The one-click address mail clients POST to (a GET leads to the page with the button). */
export const oneClickUrl = (siteUrl: string, token: string) => `${siteUrl}/api/newsletter/unsubscribe?token=${token}`;
