/**
 * The product's terms in both languages: one choice per term, used by every message (messages/*.json)
 * and listed for writers in docs/glossary.md. i18n/glossary.test.ts holds the catalogues to it.
 *
 * `stem`: the Spanish word a message must contain wherever its English message uses the term
 * (case-insensitive). Terms without a stem are guidance only: their Spanish depends on the sentence.
 */
export interface GlossaryTerm {
  en: string;
  es: string;
  stem?: string;
  /** Whether the English term is a proper name (matched with its capitals). */
  name?: boolean;
  note: string;
}

export const GLOSSARY: GlossaryTerm[] = [
  { en: 'Next Best Shelf', es: 'Next Best Shelf', stem: 'Next Best Shelf', name: true, note: 'Module name: kept in English, in capitals, in both languages.' },
  { en: 'next best shelf (the idea)', es: 'mejor destino', note: 'In running text, the best destination for an item, lowercase.' },
  { en: 'Smart SOP', es: 'SOP inteligente', stem: 'SOP inteligente', name: true, note: 'Module name; its page: "SOP inteligente para 3PL".' },
  { en: 'Brands Universe', es: 'Universo de marcas', stem: 'Universo de marcas', name: true, note: 'Menu and audience name.' },
  { en: '3PL Universe', es: 'Universo 3PL', stem: 'Universo 3PL', name: true, note: 'Menu and audience name.' },
  { en: '3PL', es: '3PL', note: 'Kept as is; "almacén 3PL" or "operador logístico" in running text.' },
  { en: 'returns', es: 'devoluciones', note: 'The process; "una devolución" for one.' },
  { en: 'exchanges', es: 'cambios', stem: 'cambio', note: 'Swapping an item for another.' },
  { en: 'refund', es: 'reembolso', stem: 'reembols', note: 'Never "devolución del dinero".' },
  { en: 'store credit', es: 'saldo en tienda', stem: 'saldo', note: '' },
  { en: 'warranty', es: 'garantía', stem: 'garant', note: '' },
  { en: 'recall', es: 'retirada de producto', stem: 'retirada', note: 'Never "recall".' },
  { en: 'trade-in', es: 'recompra', note: 'The upgrade that goes with it: "cambio de modelo"; never "renovación", which reads as a contract renewal.' },
  { en: 'carrier', es: 'transportista', stem: 'transportista', note: '' },
  { en: 'warehouse', es: 'almacén', stem: 'almac', note: '' },
  { en: 'inspection', es: 'inspección', note: 'Also "revisión" for a quick check.' },
  { en: 'reverse logistics', es: 'logística inversa', note: '' },
  { en: 'AI', es: 'IA', note: 'Spanish order: "enrutamiento con IA".' },
  { en: 'partner', es: 'socio', stem: 'socio', note: '"Socio tecnológico"; never "partner".' },
  { en: 'lead', es: 'contacto', note: 'A sales lead in the admin area.' },
  { en: 'dashboard', es: 'panel', stem: 'panel', note: '' },
  { en: 'e-commerce', es: 'comercio electrónico', note: '"Tienda online" for the shop itself; never "ecommerce".' },
  { en: 'Industry Insights', es: 'Datos del sector', stem: 'Datos del sector', name: true, note: 'The home page carousel.' },
];

/**
 * Spanish variants the catalogue must not use: untranslated English, Title Case where Spanish
 * writes sentence case, and calques.
 */
export const FORBIDDEN_SPANISH: { text: string; why: string }[] = [
  { text: 'Industry Insights', why: 'untranslated: "Datos del sector"' },
  { text: 'Next best shelf', why: 'the module is "Next Best Shelf"' },
  { text: 'Universo Marcas', why: 'missing "de": "Universo de marcas"' },
  { text: 'Hazte partner', why: '"Hazte socio"' },
  { text: 'partner', why: 'use "socio"' },
  { text: 'SOP inteligente 3PL', why: '"SOP inteligente para 3PL"' },
  { text: 'un +20%', why: '"más de un 20%"' },
  { text: 'Impulsa el inventario', why: 'a calque of "boost inventory"' },
  { text: 'recall', why: 'use "retirada de producto"' },
  { text: 'ecommerce', why: 'use "comercio electrónico"' },
  { text: 'renovaci', why: 'reads as a contract renewal: "cambio de modelo" for an upgrade' },
  { text: 'Renovaci', why: 'reads as a contract renewal: "cambio de modelo" for an upgrade' },
];
