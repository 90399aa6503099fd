/**
 * Job applications: the form on each opening (a CV as a private PDF), mailed to the opening's hiring
 * contact and confirmed to the applicant, listed for the team with a status, deleted after
 * APPLICATIONS_RETENTION_DAYS. The feature's door: other features and the app's server code import
 * from here only (browser code imports ./shared and ./actions).
 */
import 'server-only';
export { adminApplications, applicationFilters, deletionDate } from './admin';
export { queueApplicationMails } from './mails';
export { startApplicationRetention, stopApplicationRetention } from './retention';
export type { AppliedOpening, ApplicationFilters } from './store';
export type { ApplicationRow } from './tables';
