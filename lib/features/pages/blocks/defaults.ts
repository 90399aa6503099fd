/**
 * A new block as the editor adds it: valid as it stands (it passes its schema), with placeholder
 * copy in the page's language that says what to write.
 */
import type { Locale } from '@/lib/infra/routing/locales';
import type { BlockOf, BlockType, PageBlock } from './schemas';

type Defaults = { [T in BlockType]: (locale: Locale) => Omit<BlockOf<T>, 'type' | 'anchor'> };

const pick = (locale: Locale, en: string, es: string) => (locale === 'es' ? es : en);

const DEFAULTS: Defaults = {
  hero: (l) => ({
    heading: pick(l, 'Say what the page promises', 'Di lo que promete la página'),
    lead: pick(l, 'One or two sentences on who it is for and what changes for them.', 'Una o dos frases sobre a quién va dirigida y qué cambia para esa persona.'),
    primary: { href: '/demo' },
  }),
  stats: (l) => ({
    items: [{ value: '0%', label: pick(l, 'What the figure measures', 'Qué mide la cifra'), source: pick(l, 'Where the figure comes from', 'De dónde sale la cifra') }],
  }),
  summary: (l) => ({ body: pick(l, 'A paragraph that says what the page is about and who it helps.', 'Un párrafo que diga de qué trata la página y a quién ayuda.') }),
  outcomes: (l) => ({
    heading: pick(l, 'The results', 'Los resultados'),
    items: [{ value: pick(l, 'Faster', 'Más rápido'), label: pick(l, 'What improves', 'Qué mejora'), body: pick(l, 'What it means for the reader, in a sentence.', 'Qué significa para quien lee, en una frase.') }],
  }),
  logoStrip: () => ({ stories: [1] }),
  storyQuote: () => ({ story: 1 }),
  openings: (l) => ({ heading: pick(l, 'Open positions', 'Puestos abiertos') }),
  taggedStories: (l) => ({ heading: pick(l, 'Customers using it', 'Clientes que ya lo usan'), solution: 'solutionsReturns' }),
  featureGrid: (l) => ({
    heading: pick(l, 'What it does', 'Qué hace'),
    columns: '3',
    items: [{ title: pick(l, 'A feature', 'Una función'), body: pick(l, 'What it changes for the reader, in a sentence.', 'Qué cambia para quien lee, en una frase.') }],
  }),
  steps: (l) => ({
    heading: pick(l, 'How it works', 'Cómo funciona'),
    items: [
      { title: pick(l, 'First step', 'Primer paso'), body: pick(l, 'What happens first.', 'Lo que ocurre primero.') },
      { title: pick(l, 'Next step', 'Paso siguiente'), body: pick(l, 'What happens next.', 'Lo que ocurre después.') },
    ],
  }),
  richText: (l) => ({ body: pick(l, 'Write the section here. **Bold**, lists and links work.', 'Escribe aquí la sección. Funcionan la **negrita**, las listas y los enlaces.') }),
  productMedia: (l) => ({ media: { kind: 'image', src: '/images/blog/photo-first-returns.jpg', alt: pick(l, 'Describe what the image shows', 'Describe lo que muestra la imagen') } }),
  pricing: (l) => ({
    heading: pick(l, 'Plans and prices', 'Planes y precios'),
    currency: 'USD',
    plans: [
      {
        name: pick(l, 'Plan name', 'Nombre del plan'),
        kind: 'priced',
        monthly: 100,
        annual: 80,
        features: [pick(l, 'What this plan includes', 'Lo que incluye este plan')],
        cta: { href: '/demo' },
        highlighted: false,
      },
    ],
  }),
  comparison: (l) => ({
    heading: pick(l, 'How we compare', 'Cómo nos comparamos'),
    alternative: pick(l, 'The alternative', 'La alternativa'),
    rows: [
      {
        feature: pick(l, 'A capability buyers ask about', 'Una capacidad por la que preguntan los compradores'),
        us: pick(l, 'What we offer', 'Lo que ofrecemos'),
        them: pick(l, 'What they offer', 'Lo que ofrecen'),
        source: pick(l, 'Where this was checked', 'Dónde se comprobó'),
        lastChecked: '2026-01-01',
      },
    ],
  }),
  faq: (l) => ({
    heading: pick(l, 'Frequently asked questions', 'Preguntas frecuentes'),
    items: [{ question: pick(l, 'A question buyers ask?', '¿Una pregunta que hacen los compradores?'), answer: pick(l, 'A short, direct answer.', 'Una respuesta breve y directa.') }],
  }),
  ctaBand: (l) => ({
    heading: pick(l, 'Ready to see it on your returns?', '¿Lo vemos con tus devoluciones?'),
    body: pick(l, 'A sentence on what the visitor gets by taking the next step.', 'Una frase sobre lo que gana quien da el siguiente paso.'),
    primary: { href: '/demo' },
  }),
  form: (l) => ({ form: 'demo', heading: pick(l, 'Talk to our team', 'Habla con nuestro equipo') }),
  integrationsStrip: (l) => ({ heading: pick(l, 'Works with your stack', 'Funciona con tus herramientas'), integrations: ['shopify'] }),
  contactPanel: (l) => ({
    callTitle: pick(l, 'Call us', 'Llámanos'),
    callText: pick(l, 'When someone answers.', 'Cuándo contestamos.'),
    emailTitle: pick(l, 'Email us', 'Escríbenos'),
    emailText: pick(l, 'When we reply.', 'Cuándo respondemos.'),
    demoTitle: pick(l, 'Rather see it working?', '¿Prefieres verlo funcionar?'),
    demoText: pick(l, 'A sentence on what the demo shows.', 'Una frase sobre lo que enseña la demo.'),
    demoButton: { href: '/demo' },
    formHeading: pick(l, 'Send us a message', 'Envíanos un mensaje'),
  }),
  pageNav: (l) => ({ heading: pick(l, 'On this page', 'En esta página'), links: [{ label: pick(l, 'The first section', 'La primera sección'), href: '#top' }] }),
  practices: (l) => ({
    heading: pick(l, 'How we work', 'Cómo trabajamos'),
    items: [{ title: pick(l, 'A practice', 'Una práctica'), body: pick(l, 'What is done, and how.', 'Qué se hace, y cómo.'), status: 'in_place' }],
  }),
  siteSection: () => ({ section: 'audiences' }),
};

/** A new block of a type, its anchor the type's name in lower case (the editor makes it unique on the page). */
export function defaultBlock<T extends BlockType>(type: T, locale: Locale): BlockOf<T> {
  return { type, anchor: type.toLowerCase(), ...DEFAULTS[type](locale) } as unknown as BlockOf<T>;
}

export type { PageBlock };
