import { Icon } from '@/components/ui/icons';
import { Pill, ScreenFrame } from './Frames';

export interface SmartSopLabels {
  figureLabel: string;
  title: string;
  clientLabel: string;
  client: string;
  steps: string[];
  gradeLabel: string;
  grades: string[];
  selectedGrade: string;
  throughputLabel: string;
  throughput: string;
  accuracyLabel: string;
  accuracy: string;
  device: string;
}

export function SmartSopScreen({ labels }: { labels: SmartSopLabels }) {
  return (
    <ScreenFrame label={labels.figureLabel}>
      <div className="flex items-center justify-between">
        <p className="font-extrabold text-ink-950">{labels.title}</p>
        <Pill>{labels.device}</Pill>
      </div>
      <p className="mt-3 text-xs font-semibold text-ink-500">
        {labels.clientLabel}: <span className="text-ink-900">{labels.client}</span>
      </p>
      <ol className="mt-3 space-y-2">
        {labels.steps.map((step, index) => (
          <li key={step} className="flex items-center gap-3 rounded-xl border border-ink-100 px-3 py-2 text-sm">
            <span
              className={`flex size-6 items-center justify-center rounded-full text-xs font-bold ${index < 2 ? 'bg-brand-600 text-white' : index === 2 ? 'bg-accent-500 text-white' : 'bg-ink-100 text-ink-600'}`}
            >
              {index < 2 ? <Icon name="check" className="size-3.5" /> : index + 1}
            </span>
            <span className={index === 2 ? 'font-bold text-ink-950' : 'text-ink-700'}>{step}</span>
          </li>
        ))}
      </ol>
      <p className="mt-4 text-xs font-semibold text-ink-500">{labels.gradeLabel}</p>
      <div className="mt-2 grid grid-cols-4 gap-2">
        {labels.grades.map((grade) => (
          <span
            key={grade}
            className={`rounded-xl py-2 text-center text-lg font-extrabold ${grade === labels.selectedGrade ? 'bg-brand-700 text-white' : 'bg-ink-50 text-ink-700'}`}
          >
            {grade}
          </span>
        ))}
      </div>
      <div className="mt-4 grid grid-cols-2 gap-3">
        <div className="rounded-xl bg-ink-950 p-3 text-white">
          <p className="text-xs text-ink-300">{labels.throughputLabel}</p>
          <p className="text-2xl font-extrabold">{labels.throughput}</p>
        </div>
        <div className="rounded-xl bg-brand-50 p-3">
          <p className="text-xs text-ink-600">{labels.accuracyLabel}</p>
          <p className="text-2xl font-extrabold text-brand-800">{labels.accuracy}</p>
        </div>
      </div>
    </ScreenFrame>
  );
}

export interface InspectionLabels {
  figureLabel: string;
  title: string;
  item: string;
  checklist: { label: string; ok: 'yes' | 'no' }[];
  photos: string;
  aiTitle: string;
  aiGrade: string;
  aiAction: string;
  confidence: string;
}

export function InspectionScreen({ labels }: { labels: InspectionLabels }) {
  return (
    <ScreenFrame label={labels.figureLabel}>
      <p className="font-extrabold text-ink-950">{labels.title}</p>
      <p className="text-sm text-ink-600">{labels.item}</p>
      <div className="mt-4 grid gap-4 sm:grid-cols-[1fr_1.1fr]">
        <div>
          <div className="grid grid-cols-2 gap-2">
            {[0, 1, 2, 3].map((i) => (
              <div key={i} className="flex aspect-square items-center justify-center rounded-xl bg-ink-100">
                <svg viewBox="0 0 40 40" className="w-9" aria-hidden="true">
                  <path d="M14 6h12l6 6-4 4v18H12V16l-4-4z" fill="#fff" stroke="var(--color-ink-600)" strokeWidth="2" strokeLinejoin="round" />
                  <path d="M20 10v24" stroke="var(--color-ink-300)" strokeWidth="1.5" />
                </svg>
              </div>
            ))}
          </div>
          <p className="mt-2 flex items-center gap-1.5 text-xs font-semibold text-ink-600">
            <Icon name="camera" className="size-4" /> {labels.photos}
          </p>
        </div>
        <div>
          <ul className="space-y-1.5">
            {labels.checklist.map((check) => (
              <li key={check.label} className="flex items-center gap-2 text-sm text-ink-800">
                <span
                  className={`flex size-5 shrink-0 items-center justify-center rounded-full ${check.ok === 'yes' ? 'bg-brand-600 text-white' : 'bg-accent-500 text-white'}`}
                >
                  <Icon name={check.ok === 'yes' ? 'check' : 'minus'} className="size-3" />
                </span>
                {check.label}
              </li>
            ))}
          </ul>
          <div className="mt-4 rounded-2xl bg-ink-950 p-4 text-white">
            <p className="flex items-center gap-1.5 text-xs font-semibold text-brand-300">
              <Icon name="sparkles" className="size-4" /> {labels.aiTitle}
            </p>
            <p className="mt-1 text-xl font-extrabold">{labels.aiGrade}</p>
            <p className="text-sm text-ink-200">{labels.aiAction}</p>
            <p className="mt-2 text-xs text-ink-300">{labels.confidence}</p>
          </div>
        </div>
      </div>
    </ScreenFrame>
  );
}
