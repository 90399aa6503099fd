import type { Metadata } from 'next';
import { IntegrationsPage } from '@/components/integrations/IntegrationsPage';
import { localeOf, type LocaleParams } from '@/i18n/locale-params';
import { localeStaticParams } from '@/i18n/static-params';
import { pageMetadata } from '@/lib/infra/seo/metadata';

// The whole directory, prerendered; a search or filter is served by integrations-results.
export const generateStaticParams = localeStaticParams;

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  return pageMetadata(await localeOf(params), 'integrations');
}

export default async function Integrations({ params }: LocaleParams) {
  return <IntegrationsPage locale={await localeOf(params)} query={{ q: '' }} />;
}
