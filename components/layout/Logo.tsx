/** The Otailo mark (a return arrow closing into a checked circle) and wordmark, inline SVG. */
export function Logo({ className }: { className?: string }) {
  return (
    <span className={`inline-flex items-center gap-2 ${className ?? ''}`}>
      <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false" className="shrink-0">
        <rect width="32" height="32" rx="9" fill="var(--color-brand-700)" />
        <path
          d="M22.5 11.5A8 8 0 1 0 24 16"
          fill="none"
          stroke="#fff"
          strokeWidth="2.6"
          strokeLinecap="round"
        />
        <path d="M18.5 10.2 23.2 11l-.8 4.7" fill="none" stroke="#fff" strokeWidth="2.6" strokeLinecap="round" strokeLinejoin="round" />
        <path d="m12.4 16.2 2.5 2.5 4.6-4.8" fill="none" stroke="var(--color-brand-200)" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <span className="text-xl font-extrabold tracking-tight text-ink-900">Otailo</span>
    </span>
  );
}
