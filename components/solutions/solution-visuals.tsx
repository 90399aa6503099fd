import type { ReactNode } from 'react';
import type { IconName } from '@/components/ui/icons';
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
  /** Icons of the four features, in order. */
  featureIcons: [IconName, IconName, IconName, IconName];
  /** The illustration beside the page title. */
  hero: (labels: never) => ReactNode;
  /** A sample-data section after the features (analytics and sizing); `id` is its heading's id. */
  sample?: (labels: never, id: string) => ReactNode;
}

/**
 * Each solution page's own illustration. `labels` is the page's `SolutionVisuals.{key}` messages.
 */
export const solutionVisuals: Record<SolutionKey, SolutionVisual> = {
  solutionsReturns: {
    featureIcons: ['camera', 'refresh', 'shield', 'truck'],
    hero: (labels: ReturnsLabels) => <ReturnsPhone labels={labels} />,
  },
  solutionsTradeIns: {
    featureIcons: ['tag', 'bolt', 'layers', 'check'],
    hero: (labels: TradeInLabels) => <TradeInPhone labels={labels} />,
  },
  solutionsWarranty: {
    featureIcons: ['clipboard', 'camera', 'route', 'chart'],
    hero: (labels: WarrantyLabels) => <WarrantyPhone labels={labels} />,
  },
  solutionsRecalls: {
    featureIcons: ['scan', 'users', 'truck', 'shield'],
    hero: (labels: RecallsLabels) => <RecallsPhone labels={labels} />,
  },
  warehouseInspection: {
    featureIcons: ['camera', 'clipboard', 'sparkles', 'chart'],
    hero: (labels: InspectionLabels) => <InspectionScreen labels={labels} />,
  },
  solutions3plNextBestShelf: {
    featureIcons: ['route', 'target', 'store', 'chart'],
    hero: (labels: NextBestShelfLabels) => <NextBestShelfChart labels={labels} />,
  },
  solutionsAnalytics: {
    featureIcons: ['chart', 'box', 'sparkles', 'layers'],
    hero: (labels: AnalyticsDashboardLabels & { heroLabel: string }) => <DashboardIllustration label={labels.heroLabel} />,
    sample: (labels: AnalyticsDashboardLabels, id: string) => <AnalyticsDashboard labels={labels} id={id} />,
  },
  sizingAnalytics: {
    featureIcons: ['target', 'chart', 'users', 'sparkles'],
    hero: (labels: SizingSampleLabels & { heroLabel: string }) => <SneakerIllustration label={labels.heroLabel} />,
    sample: (labels: SizingSampleLabels, id: string) => <SizingSample labels={labels} id={id} />,
  },
  solutions3plSmartSop: {
    featureIcons: ['clipboard', 'layers', 'wrench', 'chart'],
    hero: (labels: SmartSopLabels) => <SmartSopScreen labels={labels} />,
  },
};
