import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/infra/routing/routing';
import { siteContact, type SiteContact } from '@/lib/features/site-settings';
import { telHref } from '@/lib/infra/util/phone';
import { pages } from '@/lib/infra/routing/pages';
import { NewsletterSignup } from '@/components/newsletter/NewsletterSignup';
import { Logo } from './Logo';
import { NavAnchor } from './NavAnchor';
import { LEGAL_LINKS, navigationOf } from './site-navigation';

/** The columns beside the logo, by their number (the editor's columns and the legal one; a landing page keeps today's spacing). */
const GRID: Record<number, string> = {
  1: 'md:grid-cols-[1.5fr_1fr]',
  2: 'md:grid-cols-[1.5fr_repeat(2,1fr)]',
  3: 'md:grid-cols-[1.5fr_repeat(3,1fr)]',
  4: 'md:grid-cols-[1.5fr_repeat(4,1fr)]',
};

/** The site's footer; in `landing` mode the legal links and the closing line only. */
export async function SiteFooter({ locale, landing = false }: { locale: Locale; landing?: boolean }) {
  const t = await getTranslations({ locale, namespace: 'Footer' });
  const names = await getTranslations({ locale, namespace: 'PageNames' });
  const { phone, email, social } = await siteContact();
  const legal = { title: t('legal'), links: LEGAL_LINKS.map((key) => ({ label: names(key), href: pages[key].path })) };
  const columns = landing ? [legal] : [...(await navigationOf(locale)).footer, legal];

  return (
    <footer className="mt-auto border-t border-ink-100 bg-ink-50">
      <div className={`mx-auto grid max-w-7xl grid-cols-2 gap-x-6 gap-y-10 px-4 py-12 sm:px-6 ${GRID[landing ? 3 : columns.length] ?? GRID[3]} lg:px-8`}>
        <div className="col-span-2 max-w-xs md:col-span-1">
          <Logo />
          <p className="mt-4 text-sm leading-6 text-ink-600">{t('tagline')}</p>
          <p className="mt-4 flex flex-col gap-1 text-sm">
            <a href={`mailto:${email}`} className="font-medium text-brand-800 underline-offset-4 hover:underline">
              {email}
            </a>
            <a href={telHref(phone)} className="font-medium text-brand-800 underline-offset-4 hover:underline">
              {phone}
            </a>
          </p>
        </div>
        {columns.map((column, index) => (
          <nav key={index} aria-labelledby={`footer-column-${index}`}>
            <h2 id={`footer-column-${index}`} className="text-sm font-semibold text-ink-900">
              {column.title}
            </h2>
            <ul className="mt-4 space-y-3">
              {column.links.map((link, at) => (
                <li key={at}>
                  <NavAnchor locale={locale} href={link.href} className="text-sm text-ink-700 underline-offset-4 hover:text-ink-950 hover:underline">
                    {link.label}
                  </NavAnchor>
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
          <ul className="-ml-2.5 flex gap-1 sm:ml-0">
            {social.map((profile) => (
              <li key={profile.network}>
                <a
                  href={profile.url}
                  rel="noopener noreferrer"
                  target="_blank"
                  className="inline-flex size-11 items-center justify-center rounded-lg text-ink-700 hover:bg-white hover:text-ink-950"
                  aria-label={t(`social.${profile.network}`)}
                >
                  <SocialIcon network={profile.network} />
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}

/** Each network's mark, drawn here (no image from another host). */
function SocialIcon({ network }: { network: SiteContact['social'][number]['network'] }) {
  if (network === 'x') {
    return (
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6">
        <rect x="2" y="2" width="20" height="20" rx="4" fill="currentColor" />
        <path d="M6.5 6.5h3.2l2.6 3.6 3.1-3.6h1.5l-3.9 4.5 4.5 6.5h-3.2l-2.8-4-3.5 4H6.5l4.3-4.9Z" fill="#fff" />
      </svg>
    );
  }
  if (network === 'youtube') {
    return (
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6">
        <rect x="2" y="4.5" width="20" height="15" rx="4" fill="currentColor" />
        <path d="M10 8.8v6.4l5.4-3.2Z" fill="#fff" />
      </svg>
    );
  }
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6">
      <rect x="2" y="2" width="20" height="20" rx="4" fill="currentColor" />
      <circle cx="7.6" cy="7.4" r="1.6" fill="#fff" />
      <rect x="6.3" y="10" width="2.6" height="8" rx="0.4" fill="#fff" />
      <path
        d="M10.7 10h2.5v1.2c.5-.8 1.5-1.4 2.8-1.4 2.2 0 3.2 1.4 3.2 3.9V18h-2.6v-4c0-1.2-.4-2-1.5-2s-1.8.8-1.8 2.1V18h-2.6Z"
        fill="#fff"
      />
    </svg>
  );
}
