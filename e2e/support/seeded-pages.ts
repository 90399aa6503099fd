/** The builder pages e2e/support/seed-pages.ts writes (apart, so a spec imports no server module): slugs and the texts a spec looks for. */
export const SEEDED = {
  en: 'spring-returns',
  es: 'devoluciones-de-primavera',
  landing: 'launch-offer',
  hidden: 'not-yet-live',
  noindex: 'partners-only',
  oldName: 'old-offer',
  newName: 'new-offer',
  deleted: 'retired-offer',
  /** The sample gated resource (lib/features/resources/sample-guides). */
  resource: 'returns-cost-playbook',
  enHeading: 'Returns that pay for themselves',
  esHeading: 'Devoluciones que se pagan solas',
  draftHeading: 'A draft worth previewing',
  question: 'How long does onboarding take?',
  pregunta: '¿Cuánto dura la puesta en marcha?',
} as const;
