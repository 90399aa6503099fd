import type { ReactNode } from 'react';
import { BarList, type BarDatum } from '@/components/charts/BarList';
import { TrendLine } from '@/components/charts/TrendLine';
import { SectionHeader } from '@/components/sections/Section';

/** The analytics page's hero image: a drawn dashboard (one image for assistive technology). */
export function DashboardIllustration({ label }: { label: string }) {
  const bars = [41, 23, 21, 15];
  return (
    <svg viewBox="0 0 480 340" role="img" aria-label={label} className="h-auto w-full max-w-[480px]">
      <rect x="0" y="0" width="480" height="340" rx="26" fill="var(--color-ink-950)" />
      <rect x="12" y="12" width="456" height="316" rx="18" fill="#fff" />
      <rect x="32" y="32" width="120" height="10" rx="5" fill="var(--color-ink-200)" />
      {[0, 1, 2].map((i) => (
        <g key={i}>
          <rect x={32 + i * 142} y="58" width="130" height="62" rx="12" fill={i === 0 ? 'var(--color-brand-50)' : 'var(--color-ink-50)'} />
          <rect x={46 + i * 142} y="72" width="60" height="8" rx="4" fill="var(--color-ink-200)" />
          <rect x={46 + i * 142} y="90" width={40 + i * 12} height="16" rx="5" fill={i === 0 ? 'var(--color-brand-600)' : 'var(--color-ink-700)'} />
        </g>
      ))}
      <rect x="32" y="136" width="230" height="172" rx="14" fill="var(--color-ink-50)" />
      <polyline points="50,180 86,190 122,204 158,226 194,238 230,252" fill="none" stroke="var(--color-brand-600)" strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" />
      {[50, 86, 122, 158, 194, 230].map((x, i) => (
        <circle key={x} cx={x} cy={[180, 190, 204, 226, 238, 252][i]} r="5" fill="#fff" stroke="var(--color-brand-700)" strokeWidth="3" />
      ))}
      <rect x="276" y="136" width="172" height="172" rx="14" fill="var(--color-ink-50)" />
      {bars.map((bar, i) => (
        <g key={bar}>
          <rect x="292" y={160 + i * 36} width="140" height="14" rx="7" fill="var(--color-ink-200)" />
          <rect x="292" y={160 + i * 36} width={bar * 3.2} height="14" rx="7" fill={i === 0 ? 'var(--color-accent-500)' : 'var(--color-brand-500)'} />
        </g>
      ))}
    </svg>
  );
}

export interface AnalyticsDashboardLabels {
  dashboardTitle: string;
  dashboardIntro: string;
  processIssuesTitle: string;
  processIssues: BarDatum[];
  subcategoriesTitle: string;
  subcategories: BarDatum[];
  regionsTitle: string;
  regions: BarDatum[];
  kpisTitle: string;
  kpis: { label: string; value: string; note: string }[];
  trendTitle: string;
  trend: BarDatum[];
  reasonsTitle: string;
  reasons: BarDatum[];
}

function Panel({ title, children, className = '' }: { title: string; children: ReactNode; className?: string }) {
  return (
    <section className={`rounded-card border border-ink-100 bg-white p-5 shadow-card ${className}`}>
      <h3 className="mb-4 font-bold text-ink-950">{title}</h3>
      {children}
    </section>
  );
}

/** The static sample feedback dashboard (spec: exact figures), every number readable as text. */
export function AnalyticsDashboard({ labels, id }: { labels: AnalyticsDashboardLabels; id: string }) {
  return (
    <>
    <SectionHeader id={id} title={labels.dashboardTitle} intro={labels.dashboardIntro} />
    <div className="mt-12 grid gap-6 lg:grid-cols-3">
      <Panel title={labels.kpisTitle} className="lg:col-span-3">
        <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {labels.kpis.map((kpi) => (
            <div key={kpi.label} className="flex flex-col rounded-xl bg-ink-50 p-4">
              <dt className="order-1 text-sm font-semibold text-ink-600">{kpi.label}</dt>
              <dd className="order-2 text-3xl font-extrabold text-ink-950">{kpi.value}</dd>
              <dd className="order-3 text-sm text-ink-600">{kpi.note}</dd>
            </div>
          ))}
        </dl>
      </Panel>
      <Panel title={labels.trendTitle}>
        <TrendLine items={labels.trend} caption={labels.trendTitle} />
      </Panel>
      <Panel title={labels.processIssuesTitle}>
        <BarList items={labels.processIssues} tone="accent" />
      </Panel>
      <Panel title={labels.subcategoriesTitle}>
        <BarList items={labels.subcategories} tone="ink" max={35} />
      </Panel>
      <Panel title={labels.regionsTitle} className="lg:col-span-2">
        <div className="grid gap-x-8 sm:grid-cols-2">
          <BarList items={labels.regions.slice(0, 3)} />
          <div className="mt-3 sm:mt-0">
            <BarList items={labels.regions.slice(3)} />
          </div>
        </div>
      </Panel>
      <Panel title={labels.reasonsTitle}>
        <BarList items={labels.reasons} />
      </Panel>
    </div>
    </>
  );
}
