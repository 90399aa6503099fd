import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { Link } from '@/lib/infra/routing/navigation';
import type { Locale } from '@/lib/infra/routing/routing';
import { signOutAction } from '@/lib/features/people/actions/sign-out';
import { can } from '@/lib/features/people/shared/permissions';
import { currentUser } from '@/lib/features/people';
import type { Role } from '@/lib/features/people/shared/types';
import { log } from '@/lib/infra/log.mjs';
import { countNewLeads } from '@/lib/features/leads';
import { countInReview } from '@/lib/features/review';
import { AdminNav, type AdminNavGroup, type AdminNavLink } from './AdminNav.client';
import { Logo } from './Logo';

/** The admin area's own frame: no marketing header, footer or cookie banner. */
export async function AdminShell({ locale, children }: { locale: Locale; children: ReactNode }) {
  const [t, messages, user] = await Promise.all([
    getTranslations({ locale, namespace: 'Admin' }),
    getMessages({ locale }),
    currentUser(),
  ]);
  const { Errors, Forms, RateLimit, Admin, PageNames, Stories, Resources, Integrations, Blocks } = messages;
  return (
    // The story editor also names the industries and the solution pages; the resource editor the types and languages;
    // the integration editor the directory's categories and badges; the page editor the blocks' error sentences.
    <NextIntlClientProvider
      locale={locale}
      messages={{
        Errors,
        Forms,
        RateLimit,
        Admin,
        PageNames,
        Stories: { industries: Stories.industries },
        Resources: { types: Resources.types, languages: Resources.languages },
        Integrations: { live: Integrations.live, comingSoon: Integrations.comingSoon },
        Blocks: { errors: Blocks.errors },
      }}
    >
      <header className="border-b border-ink-100 bg-white">
        <div className="mx-auto flex min-h-16 max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-2 sm:px-6 lg:px-8">
          <Link locale={locale} href="/manage" aria-label={t('adminNav')} className="rounded-lg">
            <Logo />
          </Link>
          <div className="flex flex-wrap items-center gap-4 text-sm">
            {user && <span className="text-ink-600">{t('signedInAs', { email: user.email })}</span>}
            <Link locale={locale} href="/" className="font-semibold text-brand-800 underline-offset-4 hover:underline">
              {t('backToSite')}
            </Link>
            {user && (
              <form action={signOutAction}>
                <input type="hidden" name="locale" value={locale} />
                <button type="submit" className="btn btn-secondary min-h-9 px-3 py-1.5">
                  {t('signOut')}
                </button>
              </form>
            )}
          </div>
        </div>
        {user && can(user.role, 'posts') && (
          <div className="mx-auto max-w-7xl px-4 pb-3 sm:px-6 lg:px-8">
            <AdminNavigation role={user.role} t={t} />
          </div>
        )}
      </header>
      <main id="main" tabIndex={-1} className="flex-1 bg-ink-50 focus:outline-none">
        <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">{children}</div>
      </main>
    </NextIntlClientProvider>
  );
}

/** A count for the navigation, or none when it cannot be read (the frame never fails for a badge). */
async function countOrNone(read: () => Promise<number>): Promise<number> {
  try {
    return await read();
  } catch (error) {
    log.warn('admin: a navigation count failed', { error });
    return 0;
  }
}

type NavLinkSpec = { href: string; label: string; show: boolean; badge?: AdminNavLink['badge'] };

/** The admin area's sections this role may open, grouped by what a marketer does, with the review queue's and new leads' counts. */
async function AdminNavigation({ role, t }: { role: Role; t: Awaited<ReturnType<typeof getTranslations<'Admin'>>> }) {
  const [inReview, newLeads] = await Promise.all([can(role, 'review') ? countOrNone(countInReview) : 0, can(role, 'leads') ? countOrNone(() => countNewLeads()) : 0]);
  const reviewBadge = { count: inReview, text: t('navGroups.inReview', { count: inReview }) };
  const groups: { key: string; label: string; links: NavLinkSpec[] }[] = [
    {
      key: 'content',
      label: t('navGroups.content'),
      links: [
        { href: '/manage', label: t('dashboardTitle'), show: true },
        { href: '/manage/review', label: t('review.title'), show: can(role, 'review'), badge: reviewBadge },
        { href: '/manage/pages', label: t('pagesTitle'), show: can(role, 'pages') },
        { href: '/manage/customers', label: t('storiesTitle'), show: can(role, 'stories') },
        { href: '/manage/openings', label: t('openingsTitle'), show: can(role, 'openings') },
        { href: '/manage/integrations', label: t('integrationsTitle'), show: can(role, 'integrations') },
        { href: '/manage/resources', label: t('resourcesTitle'), show: can(role, 'resources') },
        { href: '/manage/media', label: t('mediaTitle'), show: can(role, 'media') },
        { href: '/manage/experiments', label: t('experiments.title'), show: can(role, 'experiments') },
      ],
    },
    {
      key: 'audience',
      label: t('navGroups.audience'),
      links: [
        { href: '/manage/leads', label: t('leadsTitle'), show: can(role, 'leads'), badge: { count: newLeads, text: t('navGroups.newLeads', { count: newLeads }) } },
        { href: '/manage/newsletter', label: t('newsletterTitle'), show: can(role, 'newsletter.digest') },
        { href: '/manage/applications', label: t('applicationsTitle'), show: can(role, 'applications') },
        { href: '/manage/analytics', label: t('analyticsTitle'), show: can(role, 'analytics') },
      ],
    },
    {
      key: 'sales',
      label: t('navGroups.sales'),
      links: [
        { href: '/manage/bookings', label: t('bookingsTitle'), show: can(role, 'bookings') },
        { href: '/manage/mail', label: t('mailTitle'), show: can(role, 'leads') },
      ],
    },
    {
      key: 'site',
      label: t('navGroups.site'),
      links: [
        { href: '/manage/trust', label: t('trustTitle'), show: can(role, 'trust') },
        { href: '/manage/redirects', label: t('redirectsTitle'), show: can(role, 'redirects') },
        { href: '/manage/settings', label: t('settingsTitle'), show: can(role, 'settings') },
      ],
    },
    {
      key: 'system',
      label: t('navGroups.system'),
      links: [
        { href: '/manage/people', label: t('peopleTitle'), show: can(role, 'people') },
        { href: '/manage/audit', label: t('auditTitle'), show: can(role, 'audit') },
      ],
    },
  ];
  const shown: AdminNavGroup[] = groups
    .map((group) => ({ key: group.key, label: group.label, links: group.links.filter((link) => link.show).map(({ href, label, badge }) => (badge ? { href, label, badge } : { href, label })) }))
    .filter((group) => group.links.length > 0);
  return <AdminNav label={t('adminNav')} menu={t('navGroups.menu')} groups={shown} pending={can(role, 'review') ? reviewBadge : undefined} />;
}
