import { getTranslations } from 'next-intl/server';
import { BackLink } from '@/components/sections/BackLink';
import { PageHero } from '@/components/sections/PageHero';
import { Section, SectionHeader } from '@/components/sections/Section';
import type { Locale } from '@/lib/infra/routing/routing';
import { getCopy } from '@/lib/features/content';
import type { TrustCenter } from '@/lib/features/trust/shared/types';
import { ChangesList } from './ChangesList';
import { ComplianceList } from './ComplianceList';
import { SecurityPractices, type TrustMessages } from './SecurityPractices';
import { SubprocessorsTable } from './SubprocessorsTable';
import { SubscribeForm, type SubscribeLabels } from './SubscribeForm.client';
import { DataProcessing, ReportAndStatus } from './TrustSections';

export interface TrustSettings {
  contactEmail: string;
  securityEmail: string;
  statusUrl?: string;
  feedPath: string;
  /** Whether mail is set up: without it the page offers the feed instead of the form. */
  alerts: boolean;
}

const SECTIONS = ['security', 'compliance', 'data-processing', 'subprocessors', 'changes', 'report'] as const;
const SECTION_TITLES = { security: 'security.title', compliance: 'compliance.title', 'data-processing': 'dataProcessing.title', subprocessors: 'subprocessors.title', changes: 'changes.title', report: 'report.title' } as const;

/** The public trust center: a server component all through, but for the subscription form. */
export async function TrustPage({ locale, trust, settings }: { locale: Locale; trust: TrustCenter; settings: TrustSettings }) {
  const t = await getTranslations({ locale, namespace: 'Trust' });
  const page = await getTranslations({ locale, namespace: 'Pages.trust' });
  const copy = getCopy(locale).Trust;
  return (
    <>
      <PageHero back={<BackLink locale={locale} href="/">{t('backToHome')}</BackLink>} title={page('heading')} lead={page('lead')} />
      <nav aria-labelledby="trust-toc" className="border-y border-ink-100 bg-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-5 gap-y-2 px-4 py-4 text-sm sm:px-6 lg:px-8">
          <h2 id="trust-toc" className="font-semibold text-ink-900">
            {t('onThisPage')}
          </h2>
          <ul className="flex flex-wrap gap-x-5 gap-y-2">
            {SECTIONS.map((id) => (
              <li key={id}>
                <a href={`#${id}`} className="inline-flex min-h-6 items-center text-brand-800 underline-offset-4 hover:underline">
                  {t(SECTION_TITLES[id])}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </nav>
      <TrustSection id="security" tone="white" eyebrow={t('security.eyebrow')} title={t('security.title')} intro={t('security.intro')}>
        <SecurityPractices practices={copy.practices} t={t} />
      </TrustSection>
      <TrustSection id="compliance" tone="tint" eyebrow={t('compliance.eyebrow')} title={t('compliance.title')} intro={t('compliance.intro')}>
        <ComplianceList
          items={trust.compliance}
          locale={locale}
          labels={{ status: (item) => t(`statuses.${item.status}`), asOf: (date) => t('statusAsOf', { date }), empty: t('compliance.empty') }}
        />
      </TrustSection>
      <TrustSection id="data-processing" tone="white" eyebrow={t('dataProcessing.eyebrow')} title={t('dataProcessing.title')}>
        <DataProcessing locale={locale} t={t} gdpr={copy.gdpr} residency={copy.residency} dpa={trust.dpa} contactEmail={settings.contactEmail} />
      </TrustSection>
      <TrustSection id="subprocessors" tone="tint" eyebrow={t('subprocessors.eyebrow')} title={t('subprocessors.title')} intro={t('subprocessors.intro')}>
        <SubprocessorsTable
          rows={trust.subprocessors}
          labels={{ caption: t('subprocessors.caption'), name: t('subprocessors.name'), purpose: t('subprocessors.purpose'), location: t('subprocessors.location'), data: t('subprocessors.data'), empty: t('subprocessors.empty') }}
        />
      </TrustSection>
      <ChangesSection locale={locale} trust={trust} settings={settings} t={t} />
      <TrustSection id="report" tone="tint" eyebrow={t('report.eyebrow')} title={t('report.title')}>
        <ReportAndStatus t={t} securityEmail={settings.securityEmail} statusUrl={settings.statusUrl} />
      </TrustSection>
    </>
  );
}

function TrustSection({ id, tone, eyebrow, title, intro, children }: { id: string; tone: 'white' | 'tint'; eyebrow: string; title: string; intro?: string; children: React.ReactNode }) {
  return (
    <Section tone={tone} labelledBy={`${id}-title`} className="scroll-mt-16">
      <div id={id} className="scroll-mt-24">
        <SectionHeader id={`${id}-title`} eyebrow={eyebrow} title={title} intro={intro} align="left" />
        {children}
      </div>
    </Section>
  );
}

/** The dated changes with their feed, beside "Notify me of changes". */
function ChangesSection({ locale, trust, settings, t }: { locale: Locale; trust: TrustCenter; settings: TrustSettings; t: TrustMessages }) {
  return (
    <Section tone="white" labelledBy="changes-title">
      <div id="changes" className="grid scroll-mt-24 gap-10 lg:grid-cols-[3fr_2fr]">
        <div>
          <SectionHeader id="changes-title" title={t('changes.title')} intro={t('changes.intro')} align="left" />
          <p className="mt-4">
            <a href={settings.feedPath} type="application/rss+xml" className="font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900">
              {t('changes.feed')}
            </a>
          </p>
          <ChangesList
            changes={trust.changes}
            locale={locale}
            labels={{ added: t('changes.added'), changed: t('changes.changed'), removed: t('changes.removed'), empty: t('changes.empty'), fields: (fields) => t('changes.fields', { fields }) }}
          />
        </div>
        <div className="self-start rounded-card bg-brand-50 p-6 ring-1 ring-brand-100">
          <h3 className="text-xl font-bold text-ink-950">{t('subscribe.title')}</h3>
          <p className="mt-2 text-ink-700">{t('subscribe.intro')}</p>
          {settings.alerts ? <SubscribeForm locale={locale} labels={subscribeLabels(t)} /> : <p className="mt-4 text-sm text-ink-700">{t('subscribe.unavailable')}</p>}
        </div>
      </div>
    </Section>
  );
}

function subscribeLabels(t: TrustMessages): SubscribeLabels {
  return {
    email: t('subscribe.email'),
    submit: t('subscribe.submit'),
    sending: t('subscribe.sending'),
    consent: t('subscribe.consent'),
    sent: t('subscribe.sent'),
    rateLimited: t('subscribe.rateLimited'),
    busy: t('subscribe.busy'),
    error: t('subscribe.error'),
    honeypot: t('subscribe.honeypot'),
    errors: { required: t('subscribe.errors.required'), invalidEmail: t('subscribe.errors.invalidEmail'), tooLong: t('subscribe.errors.tooLong'), invalid: t('subscribe.errors.invalid') },
  };
}
