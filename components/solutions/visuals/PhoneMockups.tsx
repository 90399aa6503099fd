import { Icon } from '@/components/ui/icons';
import { FakeButton, PhoneFrame, Pill } from './Frames';

export interface ReturnsLabels {
  figureLabel: string;
  title: string;
  step: string;
  heading: string;
  instruction: string;
  angles: string[];
  done: string;
  pending: string;
  continue: string;
}

export function ReturnsPhone({ labels }: { labels: ReturnsLabels }) {
  return (
    <PhoneFrame label={labels.figureLabel}>
      <p className="text-xs font-semibold text-ink-500">{labels.title}</p>
      <p className="mt-1 text-sm font-bold text-brand-800">{labels.step}</p>
      <div className="mt-2 grid grid-cols-4 gap-1.5">
        {[0, 1, 2, 3].map((i) => (
          <span key={i} className={`h-1.5 rounded-full ${i < 2 ? 'bg-brand-600' : 'bg-ink-200'}`} />
        ))}
      </div>
      <p className="mt-5 text-lg font-extrabold text-ink-950">{labels.heading}</p>
      <p className="mt-1 text-sm text-ink-600">{labels.instruction}</p>
      <div className="mt-4 grid grid-cols-1 gap-3">
        {labels.angles.map((angle, index) => {
          const captured = index < 2;
          return (
            <div key={angle} className="flex items-center gap-3 rounded-2xl border border-ink-100 p-2.5">
              <div className={`flex size-14 items-center justify-center rounded-xl ${captured ? 'bg-ink-100' : 'border-2 border-dashed border-ink-300'}`}>
                {captured ? (
                  <svg viewBox="0 0 48 32" className="w-11" aria-hidden="true">
                    <path
                      d={index === 0 ? 'M3 22c0-5 3-8 7-9l9-1 7-8c1.5-1.5 3.5-1.7 5-.4l3.5 3.5c2 2 5 3.5 8 4l2 .5v11H3z' : 'M4 16c0-6 8-10 20-10s20 4 20 10-8 10-20 10S4 22 4 16z'}
                      fill="#fff"
                      stroke="var(--color-ink-700)"
                      strokeWidth="2"
                    />
                    {index === 0 && <path d="M3 24h42v3H3z" fill="var(--color-brand-600)" />}
                  </svg>
                ) : (
                  <Icon name="camera" className="size-6 text-ink-400" />
                )}
              </div>
              <div className="flex-1">
                <p className="text-sm font-bold text-ink-900">{angle}</p>
                <Pill tone={captured ? 'brand' : 'ink'}>{captured ? labels.done : labels.pending}</Pill>
              </div>
              {captured && <Icon name="check" className="size-5 text-brand-700" />}
            </div>
          );
        })}
      </div>
      <FakeButton muted>{labels.continue}</FakeButton>
    </PhoneFrame>
  );
}

export interface RecallsLabels {
  figureLabel: string;
  title: string;
  serialLabel: string;
  serialValue: string;
  or: string;
  scan: string;
  check: string;
  recentTitle: string;
  items: { name: string; status: string }[];
}

export function RecallsPhone({ labels }: { labels: RecallsLabels }) {
  return (
    <PhoneFrame label={labels.figureLabel}>
      <p className="text-lg font-extrabold text-ink-950">{labels.title}</p>
      <p className="mt-4 text-xs font-semibold text-ink-600">{labels.serialLabel}</p>
      <div className="mt-1 rounded-xl border-2 border-brand-500 px-3 py-2.5 font-mono text-sm text-ink-900">{labels.serialValue}</div>
      <FakeButton>{labels.check}</FakeButton>
      <div className="my-4 flex items-center gap-3 text-xs font-semibold text-ink-500">
        <span className="h-px flex-1 bg-ink-200" />
        {labels.or}
        <span className="h-px flex-1 bg-ink-200" />
      </div>
      <div className="flex items-center justify-center gap-2 rounded-2xl border-2 border-dashed border-ink-300 py-5 text-sm font-bold text-ink-800">
        <Icon name="scan" className="size-6 text-brand-700" />
        {labels.scan}
      </div>
      <p className="mt-6 text-sm font-bold text-ink-900">{labels.recentTitle}</p>
      <ul className="mt-2 divide-y divide-ink-100">
        {labels.items.map((item, index) => (
          <li key={item.name} className="flex items-center justify-between py-2.5 text-sm">
            <span className="text-ink-800">{item.name}</span>
            <Pill tone={index === 0 ? 'accent' : index === 1 ? 'brand' : 'ink'}>{item.status}</Pill>
          </li>
        ))}
      </ul>
    </PhoneFrame>
  );
}

export interface WarrantyLabels {
  figureLabel: string;
  title: string;
  issueLabel: string;
  issues: Record<string, string>;
  descriptionLabel: string;
  descriptionValue: string;
  photoLabel: string;
  photoHint: string;
  submit: string;
}

/** Spec: issue types not_powering_on, display_issues, battery_problems, strap_broken, charging_issue, other. */
const WARRANTY_ISSUES = ['not_powering_on', 'display_issues', 'battery_problems', 'strap_broken', 'charging_issue', 'other'];

export function WarrantyPhone({ labels }: { labels: WarrantyLabels }) {
  return (
    <PhoneFrame label={labels.figureLabel}>
      <p className="text-lg font-extrabold text-ink-950">{labels.title}</p>
      <p className="mt-4 text-xs font-semibold text-ink-600">{labels.issueLabel}</p>
      <div className="mt-2 grid grid-cols-2 gap-2">
        {WARRANTY_ISSUES.map((issue) => (
          <span
            key={issue}
            data-issue={issue}
            className={`rounded-xl border px-2.5 py-2 text-xs font-semibold ${issue === 'battery_problems' ? 'border-brand-600 bg-brand-50 text-brand-800' : 'border-ink-200 text-ink-700'}`}
          >
            {labels.issues[issue]}
          </span>
        ))}
      </div>
      <p className="mt-4 text-xs font-semibold text-ink-600">{labels.descriptionLabel}</p>
      <div className="mt-1 min-h-20 rounded-xl border border-ink-200 p-2.5 text-xs leading-5 text-ink-800">{labels.descriptionValue}</div>
      <p className="mt-4 text-xs font-semibold text-ink-600">{labels.photoLabel}</p>
      <div className="mt-1 flex items-center gap-2">
        <div className="flex size-14 items-center justify-center rounded-xl bg-ink-100">
          <Icon name="camera" className="size-5 text-ink-500" />
        </div>
        <div className="flex h-14 flex-1 items-center justify-center rounded-xl border-2 border-dashed border-ink-300 text-xs font-semibold text-ink-600">
          {labels.photoHint}
        </div>
      </div>
      <FakeButton>{labels.submit}</FakeButton>
    </PhoneFrame>
  );
}

export interface TradeInLabels {
  figureLabel: string;
  title: string;
  question: string;
  scan: string;
  list: string;
  models: string[];
  estimateLabel: string;
  estimate: string;
  upgrade: string;
}

export function TradeInPhone({ labels }: { labels: TradeInLabels }) {
  return (
    <PhoneFrame label={labels.figureLabel}>
      <p className="text-lg font-extrabold text-ink-950">{labels.title}</p>
      <p className="mt-2 text-sm text-ink-600">{labels.question}</p>
      <div className="mt-3 grid grid-cols-2 gap-2 text-xs font-bold">
        <div className="flex flex-col items-center gap-1 rounded-2xl border border-ink-200 py-3 text-ink-800">
          <Icon name="scan" className="size-6 text-brand-700" />
          {labels.scan}
        </div>
        <div className="flex flex-col items-center gap-1 rounded-2xl border-2 border-brand-600 bg-brand-50 py-3 text-brand-800">
          <Icon name="layers" className="size-6" />
          {labels.list}
        </div>
      </div>
      <ul className="mt-3 divide-y divide-ink-100 rounded-2xl border border-ink-100">
        {labels.models.map((model, index) => (
          <li key={model} className={`flex items-center justify-between px-3 py-2.5 text-sm ${index === 0 ? 'font-bold text-ink-950' : 'text-ink-700'}`}>
            {model}
            {index === 0 && <Icon name="check" className="size-4 text-brand-700" />}
          </li>
        ))}
      </ul>
      <div className="mt-4 rounded-2xl bg-ink-950 p-4 text-white">
        <p className="text-xs font-semibold text-ink-300">{labels.estimateLabel}</p>
        <p className="mt-1 text-3xl font-extrabold">{labels.estimate}</p>
      </div>
      <FakeButton>{labels.upgrade}</FakeButton>
    </PhoneFrame>
  );
}
