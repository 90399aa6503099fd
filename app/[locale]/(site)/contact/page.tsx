import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { DemoLink } from '@/components/demo/DemoLink.client';
import { ContactForm } from '@/components/forms/ContactForm.client';
import { BackLink } from '@/components/sections/BackLink';
import { Container } from '@/components/sections/Container';
import { PageBreadcrumbs } from '@/components/seo/PageBreadcrumbs';
import { Icon, type IconName } from '@/components/ui/icons';
import { siteContact } from '@/lib/features/site-settings';
import { telHref } from '@/lib/infra/util/phone';
import { localeOf, type LocaleParams } from '@/lib/infra/routing/locale-params';
import { localeStaticParams } from '@/lib/infra/routing/static-params';
import { pageMetadata } from '@/lib/infra/seo/metadata';
import { documentTitle } from '@/lib/infra/seo/page-title';
import { absoluteUrl } from '@/lib/infra/seo/urls';
import { pages } from '@/lib/infra/routing/pages';

export const generateStaticParams = localeStaticParams;

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  return pageMetadata(await localeOf(params), 'contact');
}

function ContactCard({ icon, title, text, href, value }: { icon: IconName; title: string; text: string; href: string; value: string }) {
  return (
    <div className="flex gap-4 rounded-card border border-ink-100 bg-white p-6 shadow-card">
      <span aria-hidden="true" className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
        <Icon name={icon} className="size-6" />
      </span>
      <div>
        <h2 className="text-lg font-bold text-ink-950">{title}</h2>
        <p className="mt-1 text-sm text-ink-600">{text}</p>
        <a href={href} className="mt-2 inline-block font-semibold text-brand-800 underline-offset-4 hover:underline">
          {value}
        </a>
      </div>
    </div>
  );
}

export default async function ContactPage({ params }: LocaleParams) {
  const locale = await localeOf(params);
  const [t, page] = await Promise.all([
    getTranslations({ locale, namespace: 'ContactPage' }),
    getTranslations({ locale, namespace: 'Pages.contact' }),
  ]);
  const { phone, email } = await siteContact();
  return (
    <>
      <PageBreadcrumbs locale={locale} trail={['contact']} />
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <Container className="py-12 sm:py-16">
          <BackLink locale={locale} href={pages.home.path || '/'}>{t('back')}</BackLink>
          <h1 className="mt-6 text-display font-extrabold tracking-tight text-ink-950">{page('heading')}</h1>
          <p className="mt-4 max-w-2xl text-lg leading-8 text-ink-600">{page('lead')}</p>
        </Container>
      </section>
      <Container className="grid gap-10 pb-20 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.6fr)]">
        <div className="space-y-5">
          <ContactCard
            icon="phone"
            title={t('callTitle')}
            text={t('callText')}
            href={telHref(phone)}
            value={phone}
          />
          <ContactCard icon="mail" title={t('emailTitle')} text={t('emailText')} href={`mailto:${email}`} value={email} />
          <div className="rounded-card bg-brand-900 p-6 text-white shadow-card">
            <h2 className="text-lg font-bold">{t('demoTitle')}</h2>
            <p className="mt-1 text-sm text-brand-100">{t('demoText')}</p>
            <DemoLink className="btn mt-4 bg-white text-brand-900 hover:bg-brand-50">
              {t('demoButton')}
            </DemoLink>
          </div>
        </div>
        <section aria-labelledby="contact-form-title" className="rounded-card border border-ink-100 bg-white p-6 shadow-card sm:p-8">
          <h2 id="contact-form-title" className="mb-6 text-2xl font-bold text-ink-950">
            {t('formTitle')}
          </h2>
          <ContactForm
            locale={locale}
            pageUri={absoluteUrl(locale, pages.contact.path)}
            pageName={await documentTitle(locale, 'contact')}
          />
        </section>
      </Container>
    </>
  );
}
