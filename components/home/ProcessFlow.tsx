import { Icon, type IconName } from '@/components/ui/icons';

export interface ProcessFlowLabels {
  title: string;
  initiation: string;
  inspection: string;
  routing: string;
  nextBestShelf: string;
}

const STEPS: { key: keyof Omit<ProcessFlowLabels, 'title'>; icon: IconName }[] = [
  { key: 'initiation', icon: 'camera' },
  { key: 'inspection', icon: 'clipboard' },
  { key: 'routing', icon: 'sparkles' },
  { key: 'nextBestShelf', icon: 'store' },
];

/**
 * The four-step flow as a diagram: a column of cards with arrows between them on phones, a row on
 * wide screens (`.flow` in globals.css draws the cards and arrows). One set of HTML elements for
 * both layouts; the table below the diagram is what assistive technology reads step by step.
 */
export function ProcessFlow({ labels }: { labels: ProcessFlowLabels }) {
  return (
    <figure role="img" aria-label={labels.title} className="flow">
      {STEPS.map((step, index) => (
        <div key={step.key} className="flow-step">
          <span className="flow-icon">
            <Icon name={step.icon} className="size-6 md:size-7" />
          </span>
          <span className="flow-number">{`0${index + 1}`}</span>
          <span className="flow-label">{labels[step.key]}</span>
        </div>
      ))}
    </figure>
  );
}
