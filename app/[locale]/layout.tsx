import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { HtmlDocument } from '@/components/layout/HtmlDocument';
import { getEnv } from '@/lib/infra/env.mjs';
import { localeOf, type LocaleParams } from '@/lib/infra/routing/locale-params';
import '@/app/globals.css';

// The root layout: every page lives under a locale (see app/global-not-found.tsx for the rest).
// Each page lists its own static params (lib/infra/routing/static-params.ts): blog pages must not be
// prerendered by the build, which never opens the database.

export function generateMetadata(): Metadata {
  return { metadataBase: new URL(getEnv().SITE_URL), applicationName: 'Otailo' };
}

export default async function LocaleLayout({ children, params }: LocaleParams & { children: ReactNode }) {
  return <HtmlDocument locale={await localeOf(params)}>{children}</HtmlDocument>;
}
