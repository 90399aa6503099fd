import { getTranslations } from 'next-intl/server';
import { DemoLink } from '@/components/demo/DemoLink.client';
import { CtaBand, CTA_BUTTON } from '@/components/sections/CtaBand';
import type { Locale } from '@/lib/infra/routing/routing';

/** The demo call to action under the hub and every story. */
export async function StoriesCta({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Stories.demo' });
  return <CtaBand id="stories-demo" title={t('title')} body={t('body')} action={<DemoLink className={CTA_BUTTON}>{t('button')}</DemoLink>} />;
}
