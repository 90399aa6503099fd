import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/infra/routing/navigation';
import type { Locale } from '@/lib/infra/routing/routing';
import { getEnv } from '@/lib/infra/env.mjs';
import { telHref } from '@/lib/infra/util/phone';
import { pages, type PageKey } from '@/lib/infra/routing/pages';
import { NewsletterSignup } from '@/components/newsletter/NewsletterSignup';
import { Logo } from './Logo';

const columns: { title: 'company' | 'support' | 'legal'; links: PageKey[] }[] = [
  { title: 'company', links: ['about', 'careers', 'blog', 'resources'] },
  { title: 'support', links: ['contact'] },
  { title: 'legal', links: ['privacyPolicy', 'cookiePolicy', 'privacyNotice', 'trust'] },
];

/** The site's footer; in `landing` mode the legal links and the closing line only. */
export async function SiteFooter({ locale, landing = false }: { locale: Locale; landing?: boolean }) {
  const t = await getTranslations({ locale, namespace: 'Footer' });
  const names = await getTranslations({ locale, namespace: 'PageNames' });
  const { SOCIAL_URL, CONTACT_EMAIL, CONTACT_PHONE } = getEnv();

  return (
    <footer className="mt-auto border-t border-ink-100 bg-ink-50">
      <div className="mx-auto grid max-w-7xl grid-cols-2 gap-x-6 gap-y-10 px-4 py-12 sm:px-6 md:grid-cols-[1.5fr_repeat(3,1fr)] lg:px-8">
        <div className="col-span-2 max-w-xs md:col-span-1">
          <Logo />
          <p className="mt-4 text-sm leading-6 text-ink-600">{t('tagline')}</p>
          <p className="mt-4 flex flex-col gap-1 text-sm">
            <a href={`mailto:${CONTACT_EMAIL}`} className="font-medium text-brand-800 underline-offset-4 hover:underline">
              {CONTACT_EMAIL}
            </a>
            <a href={telHref(CONTACT_PHONE)} className="font-medium text-brand-800 underline-offset-4 hover:underline">
              {CONTACT_PHONE}
            </a>
          </p>
        </div>
        {(landing ? columns.filter((column) => column.title === 'legal') : columns).map((column) => (
          <nav key={column.title} aria-labelledby={`footer-${column.title}`}>
            <h2 id={`footer-${column.title}`} className="text-sm font-semibold text-ink-900">
              {t(column.title)}
            </h2>
            <ul className="mt-4 space-y-3">
              {column.links.map((key) => (
                <li key={key}>
                  <Link locale={locale} href={pages[key].path} className="text-sm text-ink-700 underline-offset-4 hover:text-ink-950 hover:underline">
                    {names(key)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      {!landing && (
        <div className="border-t border-ink-100">
          <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
            <NewsletterSignup locale={locale} id="footer-newsletter" compact />
          </div>
        </div>
      )}
      <div className="border-t border-ink-100">
        <div className="mx-auto flex max-w-7xl flex-col-reverse items-start gap-4 px-4 py-6 text-sm text-ink-600 sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8">
          <p>{t('copyright', { year: new Date().getUTCFullYear() })}</p>
          <a
            href={SOCIAL_URL}
            rel="noopener noreferrer"
            target="_blank"
            className="-ml-2.5 inline-flex size-11 items-center justify-center rounded-lg text-ink-700 hover:bg-white hover:text-ink-950 sm:ml-0"
            aria-label={t('social')}
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6">
              <rect x="2" y="2" width="20" height="20" rx="4" fill="currentColor" />
              <circle cx="7.6" cy="7.4" r="1.6" fill="#fff" />
              <rect x="6.3" y="10" width="2.6" height="8" rx="0.4" fill="#fff" />
              <path
                d="M10.7 10h2.5v1.2c.5-.8 1.5-1.4 2.8-1.4 2.2 0 3.2 1.4 3.2 3.9V18h-2.6v-4c0-1.2-.4-2-1.5-2s-1.8.8-1.8 2.1V18h-2.6Z"
                fill="#fff"
              />
            </svg>
          </a>
        </div>
      </div>
    </footer>
  );
}
