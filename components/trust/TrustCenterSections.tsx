import { getTranslations } from 'next-intl/server';
import { Section, SectionHeader } from '@/components/sections/Section';
import type { Locale } from '@/lib/infra/routing/routing';
import { getCopy } from '@/lib/features/content';
import { mailSettings } from '@/lib/features/mail';
import { getTrustCenter } from '@/lib/features/trust';
import type { TrustCenter } from '@/lib/features/trust/shared/types';
import { getEnv } from '@/lib/infra/env.mjs';
import { localizedPath } from '@/lib/infra/routing/localized-paths';
import { pages } from '@/lib/infra/routing/pages';
import { ChangesList } from './ChangesList';
import { ComplianceList } from './ComplianceList';
import { SubprocessorsTable } from './SubprocessorsTable';
import { SubscribeForm, type SubscribeLabels } from './SubscribeForm.client';
import { DataProcessing, ReportAndStatus, type TrustMessages } from './TrustSections';

/**
 * The trust center's sections that show what admins keep in the trust center's own screens
 * (compliance items, the DPA, subprocessors, their changes) or the server's configuration (the
 * security contact, the status page, whether mail can send alerts): site sections of the trust
 * page of blocks (docs/page-builder.md). Its introduction, contents and security practices are
 * blocks an editor changes.
 */
export interface TrustSettings {
  contactEmail: string;
  securityEmail: string;
  statusUrl?: string;
  feedPath: string;
  /** Whether mail is set up: without it the page offers the feed instead of the form. */
  alerts: boolean;
}

function trustSettings(locale: Locale): TrustSettings {
  const { CONTACT_EMAIL, SECURITY_CONTACT, STATUS_URL } = getEnv();
  return {
    contactEmail: CONTACT_EMAIL,
    securityEmail: SECURITY_CONTACT ?? CONTACT_EMAIL,
    statusUrl: STATUS_URL,
    feedPath: localizedPath(locale, `${pages.trust.path}/feed.xml`),
    alerts: mailSettings() !== null,
  };
}

async function parts(locale: Locale) {
  const [t, trust] = await Promise.all([getTranslations({ locale, namespace: 'Trust' }), getTrustCenter(locale)]);
  return { t, trust, settings: trustSettings(locale), copy: getCopy(locale).Trust };
}

export async function TrustCompliance({ locale }: { locale: Locale }) {
  const { t, trust } = await parts(locale);
  return (
    <TrustSection id="compliance" tone="tint" eyebrow={t('compliance.eyebrow')} title={t('compliance.title')} intro={t('compliance.intro')}>
      <ComplianceList
        items={trust.compliance}
        locale={locale}
        labels={{ status: (item) => t(`statuses.${item.status}`), asOf: (date) => t('statusAsOf', { date }), empty: t('compliance.empty') }}
      />
    </TrustSection>
  );
}

export async function TrustDataProcessing({ locale }: { locale: Locale }) {
  const { t, trust, settings, copy } = await parts(locale);
  return (
    <TrustSection id="data-processing" tone="white" eyebrow={t('dataProcessing.eyebrow')} title={t('dataProcessing.title')}>
      <DataProcessing locale={locale} t={t} gdpr={copy.gdpr} residency={copy.residency} dpa={trust.dpa} contactEmail={settings.contactEmail} />
    </TrustSection>
  );
}

export async function TrustSubprocessors({ locale }: { locale: Locale }) {
  const { t, trust } = await parts(locale);
  return (
    <TrustSection id="subprocessors" tone="tint" eyebrow={t('subprocessors.eyebrow')} title={t('subprocessors.title')} intro={t('subprocessors.intro')}>
      <SubprocessorsTable
        rows={trust.subprocessors}
        labels={{ caption: t('subprocessors.caption'), name: t('subprocessors.name'), purpose: t('subprocessors.purpose'), location: t('subprocessors.location'), data: t('subprocessors.data'), empty: t('subprocessors.empty') }}
      />
    </TrustSection>
  );
}

export async function TrustChanges({ locale }: { locale: Locale }) {
  const { t, trust, settings } = await parts(locale);
  return <ChangesSection locale={locale} trust={trust} settings={settings} t={t} />;
}

export async function TrustReport({ locale }: { locale: Locale }) {
  const { t, settings } = await parts(locale);
  return (
    <TrustSection id="report" tone="tint" eyebrow={t('report.eyebrow')} title={t('report.title')}>
      <ReportAndStatus t={t} securityEmail={settings.securityEmail} statusUrl={settings.statusUrl} />
    </TrustSection>
  );
}

function TrustSection({ id, tone, eyebrow, title, intro, children }: { id: string; tone: 'white' | 'tint'; eyebrow: string; title: string; intro?: string; children: React.ReactNode }) {
  return (
    <Section tone={tone} labelledBy={`${id}-title`} className="scroll-mt-16">
      <div>
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
      <div className="grid gap-10 lg:grid-cols-[3fr_2fr]">
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
