import type { ReactNode } from 'react';

/**
 * How to switch something on, in a server administrator's words (a setting's name, a doc): shown to
 * admins only; editors read what it means for them in the message above it.
 */
export function SetupHint({ show, label, children }: { show: boolean; label: string; children: ReactNode }) {
  if (!show) return null;
  return (
    <p className="mt-1 text-sm text-ink-600">
      <span className="font-semibold">{label}</span> {children}
    </p>
  );
}
