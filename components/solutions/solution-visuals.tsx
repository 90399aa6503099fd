import type { ReactNode } from 'react';
import type { solutionPageKeys } from '@/lib/infra/routing/pages';
import { AnalyticsDashboard, DashboardIllustration, type AnalyticsDashboardLabels } from './visuals/AnalyticsVisuals';
import { NextBestShelfChart, type NextBestShelfLabels } from './visuals/NextBestShelfChart';
import {
  RecallsPhone,
  ReturnsPhone,
  TradeInPhone,
  WarrantyPhone,
  type RecallsLabels,
  type ReturnsLabels,
  type TradeInLabels,
  type WarrantyLabels,
} from './visuals/PhoneMockups';
import { InspectionScreen, SmartSopScreen, type InspectionLabels, type SmartSopLabels } from './visuals/ScreenMockups';
import { SizingSample, SneakerIllustration, type SizingSampleLabels } from './visuals/SizingVisuals';

export type SolutionKey = (typeof solutionPageKeys)[number];

interface SolutionVisual {
  /** The illustration beside the page title. */
  hero: (labels: never) => ReactNode;
  /** A sample-data section after the features (analytics and sizing); `id` is its heading's id. */
  sample?: (labels: never, id: string) => ReactNode;
}

/**
 * Each solution page's own illustration, and sample data for two of them (shown by the pages of
 * blocks as hero illustrations and site sections: components/pages/site-parts.tsx). `labels` is the
 * page's `SolutionVisuals.{key}` copy.
 */
export const solutionVisuals: Record<SolutionKey, SolutionVisual> = {
  solutionsReturns: {
    hero: (labels: ReturnsLabels) => <ReturnsPhone labels={labels} />,
  },
  solutionsTradeIns: {
    hero: (labels: TradeInLabels) => <TradeInPhone labels={labels} />,
  },
  solutionsWarranty: {
    hero: (labels: WarrantyLabels) => <WarrantyPhone labels={labels} />,
  },
  solutionsRecalls: {
    hero: (labels: RecallsLabels) => <RecallsPhone labels={labels} />,
  },
  warehouseInspection: {
    hero: (labels: InspectionLabels) => <InspectionScreen labels={labels} />,
  },
  solutions3plNextBestShelf: {
    hero: (labels: NextBestShelfLabels) => <NextBestShelfChart labels={labels} />,
  },
  solutionsAnalytics: {
    hero: (labels: AnalyticsDashboardLabels & { heroLabel: string }) => <DashboardIllustration label={labels.heroLabel} />,
    sample: (labels: AnalyticsDashboardLabels, id: string) => <AnalyticsDashboard labels={labels} id={id} />,
  },
  sizingAnalytics: {
    hero: (labels: SizingSampleLabels & { heroLabel: string }) => <SneakerIllustration label={labels.heroLabel} />,
    sample: (labels: SizingSampleLabels, id: string) => <SizingSample labels={labels} id={id} />,
  },
  solutions3plSmartSop: {
    hero: (labels: SmartSopLabels) => <SmartSopScreen labels={labels} />,
  },
};
