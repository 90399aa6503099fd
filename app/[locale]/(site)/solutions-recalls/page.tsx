import type { Metadata } from 'next';
import { SolutionPage } from '@/components/solutions/SolutionPage';
import { localeOf, type LocaleParams } from '@/i18n/locale-params';
import { pageMetadata } from '@/lib/infra/seo/metadata';
import { localeStaticParams } from '@/i18n/static-params';

export const generateStaticParams = localeStaticParams;

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  return pageMetadata(await localeOf(params), 'solutionsRecalls');
}

export default async function SolutionsRecallsPage({ params }: LocaleParams) {
  return <SolutionPage locale={await localeOf(params)} page="solutionsRecalls" />;
}
