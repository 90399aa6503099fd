import type { Metadata } from 'next';
import { RoiPage } from '@/components/roi/RoiPage';
import { localeOf, type LocaleParams } from '@/lib/i18n/locale-params';
import { localeStaticParams } from '@/lib/i18n/static-params';
import { parseRoiQuery } from '@/lib/roi/model';
import { pageMetadata } from '@/lib/seo/metadata';

export const generateStaticParams = localeStaticParams;

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  return pageMetadata(await localeOf(params), 'roiCalculator');
}

/** The calculator with its defaults, static. A query with inputs is served from roi-calculator-results. */
export default async function RoiCalculatorPage({ params }: LocaleParams) {
  return <RoiPage locale={await localeOf(params)} query={parseRoiQuery({})} />;
}
