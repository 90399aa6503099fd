import type { ReactNode } from 'react';

/**
 * Device frames for product mock-ups. A mock-up is one image for assistive technology (`role="img"`
 * with a description); its texts are drawn, not form controls, so nothing in it can be operated.
 */
export function PhoneFrame({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div role="img" aria-label={label} className="relative w-[290px] max-w-full rounded-[2.75rem] bg-ink-950 p-3 shadow-pop">
      <div className="absolute top-5 left-1/2 h-1.5 w-16 -translate-x-1/2 rounded-full bg-ink-800" />
      <div className="min-h-[540px] overflow-hidden rounded-[2.1rem] bg-white px-5 pt-10 pb-6 text-left">{children}</div>
    </div>
  );
}

export function ScreenFrame({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div role="img" aria-label={label} className="w-full max-w-[480px] rounded-[1.75rem] bg-ink-950 p-3 shadow-pop">
      <div className="overflow-hidden rounded-[1.25rem] bg-white p-5 text-left">{children}</div>
    </div>
  );
}

export function Pill({ children, tone = 'brand' }: { children: ReactNode; tone?: 'brand' | 'ink' | 'accent' }) {
  const tones = {
    brand: 'bg-brand-100 text-brand-800',
    ink: 'bg-ink-100 text-ink-700',
    accent: 'bg-accent-100 text-accent-700',
  };
  return <span className={`inline-flex items-center rounded-full px-2.5 py-1 text-xs font-bold ${tones[tone]}`}>{children}</span>;
}

export function FakeButton({ children, muted = false }: { children: ReactNode; muted?: boolean }) {
  return (
    <div
      className={`mt-5 rounded-full px-4 py-3 text-center text-sm font-bold ${muted ? 'bg-ink-100 text-ink-700' : 'bg-brand-700 text-white'}`}
    >
      {children}
    </div>
  );
}
