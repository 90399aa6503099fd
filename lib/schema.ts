/**
 * The Drizzle schema: every table of the site, collected from where it lives. Each feature keeps its
 * tables beside its code (`lib/features/<name>/tables.ts`, read and written by that feature only);
 * infrastructure keeps its own (`lib/infra/db/tables.ts`: rate limits, write budgets and the enums
 * several features share). Like lib/startup.ts this module sits above the features: drizzle-kit
 * reads it to generate migrations, and tests that seed several features' rows may import it. No
 * feature imports it.
 *
 * Index of the features' tables:
 * - analytics: analytics_events, analytics_rollups, analytics_rollup_days, analytics_salts
 * - applications: job_applications
 * - audit: audit_log
 * - booking: salespeople, bookings, booking_tickets
 * - experiments: experiments
 * - indexnow: indexnow_pings
 * - integrations: integrations, integration_categories
 * - leads: leads, lead_attempts
 * - mail: mail_outbox
 * - media: media_files
 * - newsletter: newsletter_subscribers, newsletter_subscriber_tokens, newsletter_consents, newsletter_digests, newsletter_digest_drafts
 * - openings: job_openings
 * - pages: pages, page_revisions
 * - people: users, user_invites, sessions, trusted_devices, trusted_addresses
 * - posts: posts, post_revisions
 * - publishing: preview_links, review_events
 * - redirects: redirects
 * - resources: resources, resource_files, resource_download_tokens
 * - site-settings: site_settings
 * - stories: customer_stories, story_translation_sources
 * - trust: trust_compliance_items, trust_subprocessors, trust_changes, trust_subscribers, trust_subscriber_tokens, trust_settings
 * - infrastructure: rate_limits, write_budgets
 */
export * from './infra/db/tables';
export * from './features/analytics/tables';
export * from './features/applications/tables';
export * from './features/audit/tables';
export * from './features/booking/tables';
export * from './features/experiments/tables';
export * from './features/indexnow/tables';
export * from './features/integrations/tables';
export * from './features/leads/tables';
export * from './features/mail/tables';
export * from './features/media/tables';
export * from './features/newsletter/tables';
export * from './features/openings/tables';
export * from './features/pages/tables';
export * from './features/people/tables';
export * from './features/posts/tables';
export * from './features/publishing/tables';
export * from './features/redirects/tables';
export * from './features/resources/tables';
export * from './features/site-settings/tables';
export * from './features/stories/tables';
export * from './features/trust/tables';
