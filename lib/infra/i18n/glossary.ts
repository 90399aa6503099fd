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
  { en: 'cost', es: 'costo', note: 'Never "coste" (Spain only); "cuesta" for the verb.' },
  { en: 'slot (a demo time)', es: 'horario', note: '"Hora disponible" for one time; never "hueco".' },
  { en: 'file', es: 'archivo', note: 'Never "fichero".' },
  { en: 'fill in', es: 'completar', note: '"Completa este campo"; never "rellenar".' },
  { en: 'enter (a value)', es: 'escribir', note: '"Escribe tu correo"; neither "introduce" (Spain) nor "ingresa" (Latin America).' },
  { en: 'add', es: 'agregar', note: '"Agregar", "agregado"; not "añadir".' },
  { en: 'click', es: 'hacer clic', note: '"Haz clic en «Confirmar»"; never "pincha" or "pulsa".' },
  { en: 'cart', es: 'carrito', note: 'A shop basket; never "cesta".' },
  { en: 'phone', es: 'teléfono', note: 'Never "móvil" or "celular" alone; "dispositivo móvil" is fine.' },
  { en: 'computer, laptop, desktop', es: 'equipo de escritorio', note: 'Prefer wording without it; never "ordenador" or "computadora"; "Escritorio" as a device type.' },
  { en: 'video', es: 'video', note: 'Without an accent: never "vídeo".' },
  { en: 'take (a photo)', es: 'tomar', note: '"Toma una foto"; never "coger" or "hacer una foto".' },
  { en: 'live (data)', es: 'en tiempo real', note: '"En vivo" for an event; never "en directo".' },
  { en: 'apply (for a job)', es: 'solicitar el puesto', note: '"Envía tu solicitud", "Solicitud: {role}"; never "postúlate" or "candidatura".' },
  { en: 'job opening', es: 'puesto', note: '"Puestos abiertos" on the careers page, "oferta de empleo" in the admin area; "vacante" also reads everywhere.' },
  { en: 'full-time, part-time', es: 'tiempo completo, tiempo parcial', note: 'Never "jornada completa" or "media jornada".' },
  { en: 'salesperson', es: 'ejecutivo de ventas', note: 'Never "comercial", a TV advertisement in much of Latin America.' },
  { en: 'blog post', es: 'artículo', note: '"Artículo del blog"; "entrada" is kept for a log or menu entry.' },
  { en: 'customer story', es: 'caso de cliente', note: 'Never "historia de cliente".' },
  { en: 'sneaker', es: 'zapato deportivo', note: '"Calzado deportivo" for the kind; never "zapatilla" (a slipper in Mexico) or "tenis".' },
  { en: 'jacket', es: 'abrigo', note: 'Or "impermeable"; never "chaqueta" (vulgar in Mexico).' },
  { en: 'stock', es: 'stock', note: 'Kept; "inventario" beside it where it reads better.' },
  { en: 'revenue', es: 'ingresos', note: '"Facturación" only for invoicing.' },
  { en: 'retail (the trade)', es: 'comercio minorista', note: '"Venta minorista", "minoristas"; not "retail" in running text.' },
  { en: 'checklist', es: 'lista de verificación', note: 'Never "checklist".' },
  { en: 'on average', es: 'en promedio', note: 'Never "de media".' },
  { en: 'implementation', es: 'implementación', note: '"Implementado" as a status; never "implantación".' },
  { en: 'US dollars', es: 'US$', note: '"US$420" or "10,40 USD": "$" alone reads as pesos in Mexico, Colombia, Chile and Argentina.' },
];

/**
 * Spanish variants the catalogue must not use: untranslated English, Title Case where Spanish
 * writes sentence case, calques, and words marked to one region (one neutral Spanish reads the
 * same in Mexico, Colombia, Chile, Argentina and Spain). A variant matches at the start of a word
 * ("coste" also finds "costes"); `anyCase` finds it capitalized too.
 */
export const FORBIDDEN_SPANISH: { text: string; why: string; anyCase?: boolean }[] = [
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
  // Spain only
  { text: 'coste', why: 'Spain only: "costo"', anyCase: true },
  { text: 'hueco', why: 'Spain only: "horario", "hora disponible"', anyCase: true },
  { text: 'fichero', why: 'Spain only: "archivo"', anyCase: true },
  { text: 'rellen', why: 'Spain only: "completar"', anyCase: true },
  { text: 'pincha', why: 'Spain only: "haz clic"', anyCase: true },
  { text: 'pulsa', why: '"haz clic"', anyCase: true },
  { text: 'cesta', why: 'Spain only: "carrito"', anyCase: true },
  { text: 'ordenador', why: 'Spain only: wording without it, or "equipo de escritorio"', anyCase: true },
  { text: 'portátil', why: 'Spain only for a laptop: "pantalla de escritorio"', anyCase: true },
  { text: 'el móvil', why: 'Spain only: "el teléfono"' },
  { text: 'un móvil', why: 'Spain only: "un teléfono"' },
  { text: 'tu móvil', why: 'Spain only: "tu teléfono"' },
  { text: 'Móvil', why: 'Spain only: "Teléfono"' },
  { text: 'vídeo', why: 'Spain only: "video"', anyCase: true },
  { text: 'coge', why: 'vulgar in much of Latin America: "tomar"', anyCase: true },
  { text: 'cogí', why: 'vulgar in much of Latin America: "tomar"', anyCase: true },
  { text: 'coja', why: 'vulgar in much of Latin America: "tomar"', anyCase: true },
  { text: 'en directo', why: 'Spain only: "en tiempo real", "en vivo"', anyCase: true },
  { text: 'zapatilla', why: 'a slipper in Mexico: "zapato deportivo", "calzado deportivo"', anyCase: true },
  { text: 'chaqueta', why: 'vulgar in Mexico: "abrigo", "impermeable"', anyCase: true },
  { text: 'jornada completa', why: 'Spain only: "tiempo completo"', anyCase: true },
  { text: 'media jornada', why: 'Spain only: "tiempo parcial"', anyCase: true },
  // The noun only: the adjective ("decisión comercial") reads everywhere.
  { text: 'un comercial', why: 'a TV advertisement in much of Latin America: "un ejecutivo de ventas"', anyCase: true },
  { text: 'el comercial', why: 'a TV advertisement in much of Latin America: "el ejecutivo de ventas"', anyCase: true },
  { text: 'los comerciales', why: 'TV advertisements in much of Latin America: "los ejecutivos de ventas"', anyCase: true },
  { text: 'Comercial', why: 'a TV advertisement in much of Latin America: "Ejecutivo de ventas"' },
  { text: 'cualific', why: 'Spain only: "calificar", "evaluar"', anyCase: true },
  { text: 'implant', why: 'Spain only: "implementación", "implementado"', anyCase: true },
  { text: 'de media', why: 'Spain only: "en promedio"' },
  { text: 'ticket medio', why: 'Spain only: "valor medio del pedido"', anyCase: true },
  { text: 'Añad', why: '"Agregar"' },
  { text: 'añad', why: '"agregar"' },
  { text: 'Introduce ', why: '"Escribe"' },
  // Latin America only
  { text: 'postul', why: 'Latin America only: "Solicitar el puesto", "Envía tu solicitud"', anyCase: true },
  { text: 'postúl', why: 'Latin America only: "Solicitar el puesto", "Envía tu solicitud"', anyCase: true },
  { text: 'candidatura', why: '"solicitud"', anyCase: true },
  { text: 'celular', why: 'Latin America only: "teléfono"', anyCase: true },
  { text: 'computadora', why: 'Latin America only: wording without it, or "equipo de escritorio"', anyCase: true },
  { text: 'laptop', why: 'Latin America only: "pantalla de escritorio"', anyCase: true },
  { text: 'Ingresa ', why: 'Latin America only: "Escribe"' },
  // the site's own terms, one word each
  { text: 'entrada del blog', why: '"artículo del blog"', anyCase: true },
  { text: 'entradas del blog', why: '"artículos del blog"', anyCase: true },
  { text: 'historia de cliente', why: '"caso de cliente"', anyCase: true },
  { text: 'saldo para la tienda', why: 'the glossary\'s "saldo en tienda"', anyCase: true },
  { text: 'leads', why: '"contactos"' },
  { text: 'checklist', why: '"lista de verificación"', anyCase: true },
  { text: 'retail', why: '"comercio minorista", "venta minorista", "minoristas"' },
  { text: 'Política de Privacidad', why: 'sentence case: "política de privacidad"' },
];

/**
 * How the Spanish reader is addressed and numbers are written, as patterns: tú, never usted, vos
 * or vosotros; "27%" without a space; US dollars as "US$" or "USD", never a bare "$".
 */
export const FORBIDDEN_SPANISH_PATTERNS: { pattern: RegExp; why: string }[] = [
  { pattern: /[a-zñ](?:áis|éis)\b/i, why: 'a vosotros form (-áis, -éis): address the reader as tú' },
  { pattern: /\b(?:vosotr|vuestr|os\s+(?:enviamos|escribimos|ayudamos|mostramos))/i, why: 'vosotros: address the reader as tú' },
  { pattern: /\busted(?:es)?\b/i, why: 'usted: address the reader as tú' },
  { pattern: /\bvos\b|\b(?:tenés|podés|querés|sabés)\b/i, why: 'vos: address the reader as tú' },
  { pattern: /\d[ \u00a0\u202f]%/, why: 'a percentage with a space: "27%"' },
  { pattern: /\d[ \u00a0]?\$|(?<![A-Z])\$[ \u00a0]?\d/, why: 'a bare "$" reads as pesos: "US$420" or "10,40 USD"' },
];
