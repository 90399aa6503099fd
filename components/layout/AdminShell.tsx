import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { Link } from '@/lib/infra/routing/navigation';
import type { Locale } from '@/lib/infra/routing/routing';
import { signOutAction } from '@/lib/features/people/actions/sign-out';
import { can } from '@/lib/features/people/shared/permissions';
import { currentUser } from '@/lib/features/people';
import type { Role } from '@/lib/features/people/shared/types';
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
        Integrations: { groups: Integrations.groups, live: Integrations.live, comingSoon: Integrations.comingSoon },
        Blocks: { errors: Blocks.errors },
      }}
    >
      <header className="border-b border-ink-100 bg-white">
        <div className="mx-auto flex min-h-16 max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-2 sm:px-6 lg:px-8">
          <Link locale={locale} href="/manage" aria-label={t('adminNav')} className="rounded-lg">
            <Logo />
          </Link>
          <div className="flex flex-wrap items-center gap-4 text-sm">
            {user && can(user.role, 'posts') && <AdminNav locale={locale} role={user.role} labels={{ dashboard: t('dashboardTitle'), pages: t('pagesTitle'), experiments: t('experiments.title'), stories: t('storiesTitle'), openings: t('openingsTitle'), applications: t('applicationsTitle'), integrations: t('integrationsTitle'), resources: t('resourcesTitle'), leads: t('leadsTitle'), people: t('peopleTitle'), mail: t('mailTitle'), bookings: t('bookingsTitle'), trust: t('trustTitle'), newsletter: t('newsletterTitle'), redirects: t('redirectsTitle'), settings: t('settingsTitle'), media: t('mediaTitle'), analytics: t('analyticsTitle'), audit: t('auditTitle'), nav: t('adminNav') }} />}
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
      </header>
      <main id="main" tabIndex={-1} className="flex-1 bg-ink-50 focus:outline-none">
        <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">{children}</div>
      </main>
    </NextIntlClientProvider>
  );
}

/** The admin area's sections this role may open. */
function AdminNav({ locale, role, labels }: { locale: Locale; role: Role; labels: Record<'dashboard' | 'pages' | 'experiments' | 'stories' | 'openings' | 'applications' | 'integrations' | 'resources' | 'leads' | 'people' | 'mail' | 'bookings' | 'trust' | 'newsletter' | 'redirects' | 'settings' | 'media' | 'analytics' | 'audit' | 'nav', string> }) {
  const links = [
    { href: '/manage', label: labels.dashboard, show: true },
    { href: '/manage/pages', label: labels.pages, show: can(role, 'pages') },
    { href: '/manage/experiments', label: labels.experiments, show: can(role, 'experiments') },
    { href: '/manage/customers', label: labels.stories, show: can(role, 'stories') },
    { href: '/manage/openings', label: labels.openings, show: can(role, 'openings') },
    { href: '/manage/applications', label: labels.applications, show: can(role, 'applications') },
    { href: '/manage/integrations', label: labels.integrations, show: can(role, 'integrations') },
    { href: '/manage/resources', label: labels.resources, show: can(role, 'resources') },
    { href: '/manage/media', label: labels.media, show: can(role, 'media') },
    { href: '/manage/leads', label: labels.leads, show: can(role, 'leads') },
    { href: '/manage/people', label: labels.people, show: can(role, 'people') },
    { href: '/manage/mail', label: labels.mail, show: can(role, 'leads') },
    { href: '/manage/bookings', label: labels.bookings, show: can(role, 'bookings') },
    { href: '/manage/trust', label: labels.trust, show: can(role, 'trust') },
    { href: '/manage/newsletter', label: labels.newsletter, show: can(role, 'newsletter.digest') },
    { href: '/manage/redirects', label: labels.redirects, show: can(role, 'redirects') },
    { href: '/manage/settings', label: labels.settings, show: can(role, 'settings') },
    { href: '/manage/analytics', label: labels.analytics, show: can(role, 'analytics') },
    { href: '/manage/audit', label: labels.audit, show: can(role, 'audit') },
  ].filter((link) => link.show);
  return (
    <nav aria-label={labels.nav}>
      <ul className="flex flex-wrap gap-4">
        {links.map((link) => (
          <li key={link.href}>
            <Link locale={locale} href={link.href} className="font-semibold text-ink-800 underline-offset-4 hover:underline">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
