/** The hidden field of "Notify me of changes" that people never see and naive bots fill in (as on the lead forms). */
export { SUBSCRIBE_HONEYPOT } from '@/lib/infra/subscriptions/form';
