/**
 * One block of each type with every field filled, in both languages: what the tests render and
 * check against the editor's description, and a preview an editor can look at.
 */
import type { Locale } from '@/lib/infra/routing/locales';
import type { BlockOf, BlockType } from './schemas';

export const SAMPLE_UPLOAD = '/uploads/0b7e3c2a-5d1f-4c8e-9a6b-2f4d8e1c7a90';

type Samples = { [T in BlockType]: BlockOf<T> };

const en: Samples = {
  hero: {
    type: 'hero',
    anchor: 'top',
    layout: 'page',
    back: { label: 'Back to home', href: '/' },
    eyebrow: 'Returns for growing brands',
    heading: 'Every return, graded and routed in minutes',
    lead: 'Shoppers send photos, the warehouse scans once, and each item goes where it recovers the most.',
    primary: { label: 'Book a Demo', href: '/demo' },
    secondary: { label: 'See the pricing', href: '/pricing#plans' },
    media: { src: `${SAMPLE_UPLOAD}.png`, alt: 'The returns dashboard with three items awaiting grading' },
    points: ['Live in two weeks', 'No card to start'],
  },
  stats: {
    type: 'stats',
    anchor: 'figures',
    heading: 'What brands measured',
    intro: 'Figures from customers who shared their numbers with us.',
    items: [
      { value: '-22%', label: 'Return rate after six months', source: 'Customer survey, 2026', sourceUrl: 'https://example.com/survey' },
      { value: '3 days', label: 'Faster refunds', source: 'Otailo platform data, Q3 2026' },
    ],
  },
  summary: {
    type: 'summary',
    anchor: 'overview',
    eyebrow: 'Why it matters',
    heading: 'Returns start at home',
    body: 'Most return costs are fixed before the parcel ships. Otailo checks each item against your policy while the shopper is still at home.',
    aside: { heading: 'Who it is for', body: 'Brands and retailers shipping more than a thousand returns a month.', icon: 'users' },
  },
  outcomes: {
    type: 'outcomes',
    anchor: 'results',
    heading: 'What changes',
    intro: 'What teams notice in the first quarter.',
    items: [
      { value: 'Fewer', label: 'wasted return shipments', body: 'Out-of-policy items are declined before a label is issued.' },
      { value: 'Same day', label: 'restocking', body: 'Graded items go back on sale without a second look.' },
    ],
  },
  logoStrip: { type: 'logoStrip', anchor: 'customers', heading: 'Brands that run returns with us', stories: [11, 12] },
  storyQuote: { type: 'storyQuote', anchor: 'quote', story: 11, linkLabel: 'How they did it' },
  openings: { type: 'openings', anchor: 'jobs', heading: 'Open positions', intro: 'Remote across Europe and the Americas.' },
  taggedStories: { type: 'taggedStories', anchor: 'stories', heading: 'Customers using it', intro: 'Teams that put guided returns to work.', solution: 'solutionsReturns' },
  featureGrid: {
    type: 'featureGrid',
    anchor: 'features',
    background: 'tint',
    eyebrow: 'Platform',
    heading: 'Built for the whole return',
    intro: 'From the shopper’s first photo to the item’s next shelf.',
    columns: '3',
    items: [
      { title: 'Photo grading', body: 'Condition is judged from the shopper’s photos before anything ships.', icon: 'camera' },
      { title: 'Smart routing', body: 'Each item goes to resale, repair or recycling by what it is worth.', icon: 'route' },
    ],
  },
  steps: {
    type: 'steps',
    anchor: 'how-it-works',
    background: 'plain',
    eyebrow: 'How it works',
    heading: 'Three steps to a faster return',
    intro: 'Nothing to install in the warehouse.',
    items: [
      { title: 'Shopper starts', body: 'A return begins with photos in your branded portal.' },
      { title: 'Item is graded', body: 'The grade decides refund, exchange or pickup.' },
      { title: 'Stock comes back', body: 'Sellable items return to inventory the same day.' },
    ],
  },
  richText: { type: 'richText', anchor: 'details', heading: 'The details', body: 'Returns are **expensive**.\n\n- Shipping\n- Handling\n\n[Read more](/blog)' },
  productMedia: {
    type: 'productMedia',
    anchor: 'demo-video',
    heading: 'See it in two minutes',
    caption: 'A return from photo to refund.',
    media: { kind: 'video', src: `${SAMPLE_UPLOAD}.mp4`, poster: `${SAMPLE_UPLOAD}.webp`, captions: `${SAMPLE_UPLOAD}.vtt`, title: 'A return handled from photo to refund', autoplayMuted: false },
  },
  pricing: {
    type: 'pricing',
    anchor: 'plans',
    heading: 'Plans that grow with your volume',
    intro: 'Every plan includes the returns portal and photo grading.',
    currency: 'USD',
    plans: [
      { name: 'Starter', summary: 'For shops under 1,000 returns a month.', kind: 'priced', monthly: 299, annual: 249, features: ['Branded portal', 'Photo grading'], cta: { label: 'Start with Starter', href: '/demo' }, highlighted: false },
      { name: 'Growth', summary: 'For brands across several warehouses.', kind: 'priced', monthly: 799, annual: 659, features: ['Everything in Starter', 'Smart routing'], cta: { label: 'Choose Growth', href: '/demo' }, highlighted: true },
      { name: 'Enterprise', summary: 'For 3PLs and marketplaces.', kind: 'sales', features: ['Dedicated success manager'], cta: { label: 'Talk to sales', href: '/contact' }, highlighted: false },
    ],
    note: 'Prices exclude VAT.',
  },
  comparison: {
    type: 'comparison',
    anchor: 'compare',
    heading: 'Otailo or the alternative',
    intro: 'Checked against their public pages.',
    alternative: 'Returnly Pro',
    rows: [
      { feature: 'Photo grading', us: 'Included on every plan', them: 'Add-on', source: 'Their pricing page', sourceUrl: 'https://example.com/pricing', lastChecked: '2026-11-02' },
      { feature: 'Warehouse app', us: 'Yes', them: 'No', source: 'Their feature list', lastChecked: '2026-10-15' },
    ],
  },
  faq: {
    type: 'faq',
    anchor: 'faq',
    heading: 'Questions buyers ask',
    items: [
      { question: 'How long does setup take?', answer: 'Most shops go live in two weeks.\n\nLarger catalogues take a little longer.' },
      { question: 'Do you work with my 3PL?', answer: 'Yes: the warehouse app runs in any browser.' },
    ],
  },
  ctaBand: {
    type: 'ctaBand',
    anchor: 'next-step',
    heading: 'See your own returns in the dashboard',
    body: 'Bring a month of return data; we will show where the money goes.',
    primary: { label: 'Book a Demo', href: '/demo' },
    secondary: { label: 'Estimate your savings', href: '/roi-calculator' },
  },
  form: { type: 'form', anchor: 'get-guide', form: 'resource', heading: 'Get the returns playbook', intro: 'Twelve pages on cutting return costs.', resource: 'returns-playbook' },
  integrationsStrip: {
    type: 'integrationsStrip',
    anchor: 'integrations',
    heading: 'Connects to the tools you use',
    intro: 'Orders, refunds and labels flow both ways.',
    integrations: ['shopify', 'netsuite'],
    link: { label: 'All integrations', href: '/integrations' },
  },
  contactPanel: {
    type: 'contactPanel',
    anchor: 'reach-us',
    callTitle: 'Call us',
    callText: 'A returns specialist answers on weekdays.',
    emailTitle: 'Email us',
    emailText: 'We reply within one business day.',
    demoTitle: 'Rather see it working?',
    demoText: 'Pick a time for a short demo.',
    demoButton: { label: 'Book a Demo', href: '/demo' },
    formHeading: 'Send us a message',
  },
  pageNav: {
    type: 'pageNav',
    anchor: 'contents',
    heading: 'On this page',
    links: [
      { label: 'Pricing', href: '#pricing' },
      { label: 'Questions', href: '#faq' },
    ],
  },
  practices: {
    type: 'practices',
    anchor: 'security',
    eyebrow: 'Security',
    heading: 'Security practices',
    intro: 'What protects your data today.',
    items: [
      { title: 'Encryption in transit', body: 'TLS 1.2 or later on every connection.', status: 'in_place' },
      { title: 'Independent audit', body: 'Scheduled for next year.', status: 'planned' },
    ],
  },
  siteSection: { type: 'siteSection', anchor: 'audiences', section: 'audiences' },
};

const es: Samples = {
  hero: {
    ...en.hero,
    eyebrow: 'Devoluciones para marcas en crecimiento',
    heading: 'Cada devolución, evaluada y enrutada en minutos',
    lead: 'El comprador envía fotos, el almacén escanea una vez y cada artículo va donde más recupera.',
    primary: { label: 'Reserva una demo', href: '/demo' },
    secondary: { label: 'Ver los precios', href: '/pricing#plans' },
    media: { src: `${SAMPLE_UPLOAD}.png`, alt: 'El panel de devoluciones con tres artículos por evaluar' },
    points: ['En marcha en dos semanas', 'Sin tarjeta para empezar'],
  },
  stats: {
    ...en.stats,
    heading: 'Lo que midieron las marcas',
    intro: 'Cifras de clientes que compartieron sus datos.',
    items: [
      { value: '-22%', label: 'Tasa de devolución a los seis meses', source: 'Encuesta a clientes, 2026', sourceUrl: 'https://example.com/survey' },
      { value: '3 días', label: 'Reembolsos más rápidos', source: 'Datos de la plataforma Otailo, T3 2026' },
    ],
  },
  summary: {
    ...en.summary,
    eyebrow: 'Por qué importa',
    heading: 'Las devoluciones empiezan en casa',
    body: 'Casi todo el costo de una devolución se decide antes del envío. Otailo comprueba cada artículo con tu política mientras el comprador sigue en casa.',
    aside: { heading: 'Para quién es', body: 'Marcas y comercios con más de mil devoluciones al mes.', icon: 'users' },
  },
  outcomes: {
    ...en.outcomes,
    heading: 'Qué cambia',
    intro: 'Lo que notan los equipos en el primer trimestre.',
    items: [
      { value: 'Menos', label: 'envíos de devolución perdidos', body: 'Lo que no cumple la política se rechaza antes de emitir la etiqueta.' },
      { value: 'En el día', label: 'vuelta al stock', body: 'Lo evaluado vuelve a la venta sin una segunda revisión.' },
    ],
  },
  logoStrip: { ...en.logoStrip, heading: 'Marcas que gestionan sus devoluciones con nosotros' },
  storyQuote: { ...en.storyQuote, linkLabel: 'Cómo lo consiguieron' },
  openings: { ...en.openings, heading: 'Puestos abiertos', intro: 'En remoto por Europa y América.' },
  taggedStories: { ...en.taggedStories, heading: 'Clientes que ya lo usan', intro: 'Equipos que ya hacen devoluciones guiadas.' },
  featureGrid: {
    ...en.featureGrid,
    eyebrow: 'Plataforma',
    heading: 'Pensada para toda la devolución',
    intro: 'Desde la primera foto del comprador hasta el siguiente estante del artículo.',
    items: [
      { title: 'Evaluación por fotos', body: 'El estado se valora con las fotos del comprador antes de cualquier envío.', icon: 'camera' },
      { title: 'Enrutamiento inteligente', body: 'Cada artículo va a reventa, reparación o reciclaje según lo que vale.', icon: 'route' },
    ],
  },
  steps: {
    ...en.steps,
    eyebrow: 'Cómo funciona',
    heading: 'Tres pasos hacia una devolución más rápida',
    intro: 'Nada que instalar en el almacén.',
    items: [
      { title: 'El comprador empieza', body: 'La devolución empieza con fotos en tu portal de marca.' },
      { title: 'Se evalúa el artículo', body: 'La evaluación decide reembolso, cambio o recogida.' },
      { title: 'El stock vuelve', body: 'Lo vendible vuelve al inventario el mismo día.' },
    ],
  },
  richText: { ...en.richText, heading: 'Los detalles', body: 'Las devoluciones son **caras**.\n\n- Envío\n- Manipulación\n\n[Leer más](/blog)' },
  productMedia: { ...en.productMedia, heading: 'Míralo en dos minutos', caption: 'Una devolución de la foto al reembolso.', media: { ...en.productMedia.media, title: 'Una devolución de la foto al reembolso' } as BlockOf<'productMedia'>['media'] },
  pricing: {
    ...en.pricing,
    heading: 'Planes que crecen con tu volumen',
    intro: 'Todos los planes incluyen el portal de devoluciones y la evaluación por fotos.',
    currency: 'EUR',
    plans: [
      { name: 'Inicial', summary: 'Para tiendas con menos de 1000 devoluciones al mes.', kind: 'priced', monthly: 279, annual: 229, features: ['Portal con tu marca', 'Evaluación por fotos'], cta: { label: 'Empezar con Inicial', href: '/demo' }, highlighted: false },
      { name: 'Crecimiento', summary: 'Para marcas con varios almacenes.', kind: 'priced', monthly: 749, annual: 619, features: ['Todo lo de Inicial', 'Enrutamiento inteligente'], cta: { label: 'Elegir Crecimiento', href: '/demo' }, highlighted: true },
      { name: 'Empresa', summary: 'Para operadores logísticos y marketplaces.', kind: 'sales', features: ['Gerente de cuenta dedicado'], cta: { label: 'Habla con ventas', href: '/contact' }, highlighted: false },
    ],
    note: 'Precios sin IVA.',
  },
  comparison: {
    ...en.comparison,
    heading: 'Otailo o la alternativa',
    intro: 'Comprobado en sus páginas públicas.',
    rows: [
      { feature: 'Evaluación por fotos', us: 'Incluida en todos los planes', them: 'Complemento de pago', source: 'Su página de precios', sourceUrl: 'https://example.com/pricing', lastChecked: '2026-11-02' },
      { feature: 'App de almacén', us: 'Sí', them: 'No', source: 'Su lista de funciones', lastChecked: '2026-10-15' },
    ],
  },
  faq: {
    ...en.faq,
    heading: 'Preguntas de los compradores',
    items: [
      { question: '¿Cuánto se tarda en ponerlo en marcha?', answer: 'La mayoría de tiendas arrancan en dos semanas.\n\nLos catálogos grandes tardan algo más.' },
      { question: '¿Funciona con mi operador logístico?', answer: 'Sí: la app de almacén funciona en cualquier navegador.' },
    ],
  },
  ctaBand: {
    ...en.ctaBand,
    heading: 'Mira tus propias devoluciones en el panel',
    body: 'Trae un mes de datos de devoluciones y te enseñamos adónde va el dinero.',
    primary: { label: 'Reserva una demo', href: '/demo' },
    secondary: { label: 'Calcula tu ahorro', href: '/roi-calculator' },
  },
  form: { ...en.form, heading: 'Consigue la guía de devoluciones', intro: 'Doce páginas para reducir el costo de las devoluciones.' },
  integrationsStrip: { ...en.integrationsStrip, heading: 'Se conecta con tus herramientas', intro: 'Pedidos, reembolsos y etiquetas en ambos sentidos.', link: { label: 'Todas las integraciones', href: '/integrations' } },
  contactPanel: {
    ...en.contactPanel,
    callTitle: 'Llámanos',
    callText: 'Un especialista en devoluciones contesta entre semana.',
    emailTitle: 'Escríbenos',
    emailText: 'Respondemos en un día laborable.',
    demoTitle: '¿Prefieres verlo funcionar?',
    demoText: 'Elige hora para una demo corta.',
    demoButton: { label: 'Reserva una demo', href: '/demo' },
    formHeading: 'Envíanos un mensaje',
  },
  pageNav: { ...en.pageNav, heading: 'En esta página', links: [{ label: 'Precios', href: '#pricing' }, { label: 'Preguntas', href: '#faq' }] },
  practices: {
    ...en.practices,
    eyebrow: 'Seguridad',
    heading: 'Prácticas de seguridad',
    intro: 'Lo que protege hoy tus datos.',
    items: [
      { title: 'Cifrado en tránsito', body: 'TLS 1.2 o superior en cada conexión.', status: 'in_place' },
      { title: 'Auditoría independiente', body: 'Prevista para el año que viene.', status: 'planned' },
    ],
  },
  siteSection: en.siteSection,
};

/** Every block type once, every field filled, in a language. */
export function sampleBlocks(locale: Locale): Samples {
  return locale === 'es' ? es : en;
}
