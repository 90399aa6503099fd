import type { Metadata } from 'next';
import { RoiPage } from '@/components/roi/RoiPage';
import { localeOf, type LocaleParams } from '@/lib/infra/routing/locale-params';
import { localeStaticParams } from '@/lib/infra/routing/static-params';
import { parseRoiQuery } from '@/lib/features/roi/shared/model';
import { pageMetadata } from '@/lib/infra/seo/metadata';

export const generateStaticParams = localeStaticParams;

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  return pageMetadata(await localeOf(params), 'roiCalculator');
}

/** The calculator with its defaults, static. A query with inputs is served from roi-calculator-results. */
export default async function RoiCalculatorPage({ params }: LocaleParams) {
  return <RoiPage locale={await localeOf(params)} query={parseRoiQuery({})} />;
}
