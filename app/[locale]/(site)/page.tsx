import type { Metadata } from 'next';
import { SimplePage } from '@/components/page/SimplePage';
import { JsonLd } from '@/components/seo/JsonLd';
import { getEnv } from '@/lib/env.mjs';
import { localeOf, type LocaleParams } from '@/lib/i18n/locale-params';
import { organization } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  return pageMetadata(await localeOf(params), 'home');
}

export default async function HomePage({ params }: LocaleParams) {
  const { SITE_URL, CONTACT_EMAIL, CONTACT_PHONE, SOCIAL_URL } = getEnv();
  return (
    <>
      <JsonLd data={organization({ siteUrl: SITE_URL, email: CONTACT_EMAIL, telephone: CONTACT_PHONE, sameAs: [SOCIAL_URL] })} />
      <SimplePage locale={await localeOf(params)} page="home" />
    </>
  );
}
