import { newsletterUnsubscribeLink, unsubscribeFromNewsletter } from '@/lib/features/newsletter';
import { limits } from '@/lib/infra/rate-limit';
import { oneClickUnsubscribeRoute } from '@/lib/infra/subscriptions/one-click-route';

/** One-click unsubscribe from the newsletter (RFC 8058): POST unsubscribes, GET leads to the page with the button. */
const route = oneClickUnsubscribeRoute({ limit: limits.newsletterOneClick, name: 'newsletter', unsubscribe: unsubscribeFromNewsletter, link: newsletterUnsubscribeLink, page: '/newsletter/unsubscribe' });

export const POST = route.POST;
export const GET = route.GET;
