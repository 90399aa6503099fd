import type { ReactNode } from 'react';
import { Container } from './Container';

const tones = {
  white: 'bg-white',
  tint: 'bg-ink-50',
  brand: 'bg-brand-50',
  dark: 'bg-ink-950 text-white',
} as const;

export type SectionTone = keyof typeof tones;

/** A page band: vertical rhythm, background tone and the content width. */
export function Section({
  tone = 'white',
  labelledBy,
  className = '',
  children,
}: {
  tone?: SectionTone;
  labelledBy?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={labelledBy} className={`${tones[tone]} py-16 sm:py-24 ${className}`}>
      <Container>{children}</Container>
    </section>
  );
}

/** Eyebrow, h2 and intro of a section. */
export function SectionHeader({
  id,
  eyebrow,
  title,
  intro,
  align = 'center',
  dark = false,
}: {
  id: string;
  eyebrow?: string;
  title: string;
  intro?: string;
  align?: 'center' | 'left';
  dark?: boolean;
}) {
  return (
    <div className={`max-w-3xl ${align === 'center' ? 'mx-auto text-center' : ''}`}>
      {eyebrow && (
        <p className={`text-sm font-semibold tracking-wide uppercase ${dark ? 'text-brand-300' : 'text-brand-700'}`}>
          {eyebrow}
        </p>
      )}
      <h2 id={id} className={`mt-2 text-title font-extrabold tracking-tight ${dark ? 'text-white' : 'text-ink-950'}`}>
        {title}
      </h2>
      {intro && <p className={`mt-4 text-lg leading-8 ${dark ? 'text-ink-200' : 'text-ink-600'}`}>{intro}</p>}
    </div>
  );
}
