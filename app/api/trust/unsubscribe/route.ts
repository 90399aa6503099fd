import { unsubscribeFromTrust, trustUnsubscribeLink } from '@/lib/features/trust';
import { limits } from '@/lib/infra/rate-limit';
import { oneClickUnsubscribeRoute } from '@/lib/infra/subscriptions/one-click-route';

/** One-click unsubscribe from the trust center's change alerts (RFC 8058): POST unsubscribes, GET leads to the page with the button. */
const route = oneClickUnsubscribeRoute({ limit: limits.trustOneClick, name: 'trust', unsubscribe: unsubscribeFromTrust, link: trustUnsubscribeLink, page: '/trust/unsubscribe' });

export const POST = route.POST;
export const GET = route.GET;
