import type { MetadataRoute } from 'next';
import { routing } from '@/lib/infra/routing/routing';
import { getEnv } from '@/lib/infra/env.mjs';

export default function robots(): MetadataRoute.Robots {
  const { SITE_URL } = getEnv();
  return {
    rules: [
      {
        userAgent: '*',
        allow: '/',
        disallow: ['/api/', ...routing.locales.map((locale) => `/${locale}/manage`)],
      },
    ],
    sitemap: `${SITE_URL}/sitemap.xml`,
  };
}
