/**
 * The site's mail: stored first in an outbox, sent by one loop per process, capped per stranger's mailbox.
 * The feature's door: other features and the app's server code import from here only (browser
 * code imports ./shared and ./actions).
 */
import 'server-only';
export { greeting } from './greeting';
export { RECIPIENT_CAP } from './recipient-cap';
export { createMailOutbox, enqueueMail, isMailQueued } from './outbox';
export type { EnqueuedMail, OutgoingMail } from './outbox';
export { enqueueListMail, listUnsubscribeHeaders } from './list-mail';
export { kickMail, mailSettings, queueMail, recentMail, startMail, stopMail } from './service';
export type { MailProducer, MailSettings } from './service';
