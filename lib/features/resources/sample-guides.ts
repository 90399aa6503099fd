/**
 * The library's sample content: one guide in English and in Spanish, written for this site from
 * the sourced market facts (/work/shared/INDUSTRY-FACTS.md: figures and qualifiers as published,
 * publishers, titles and years named, the sources listed at the end). Rendered to PDF at seed time
 * by ./pdf-writer.
 */
import type { ContentLanguage } from '@/lib/features/publishing/shared/workflow';
import type { PdfBlock } from './pdf-writer';
import type { ResourceInput } from './shared/types';

interface SampleGuide {
  resource: Omit<ResourceInput, 'publishedAt'>;
  pdf: PdfBlock[];
}

const SOURCES = [
  'National Retail Federation (NRF) with Happy Returns, 2024 Consumer Returns in the Retail Industry (2024). https://nrf.com/blog/reversing-into-the-future-the-outlook-for-circular-retail',
  'Pitney Bowes (BOXpoll, with Cipher Research), Pitney Bowes Survey: Returns Cost US Online Retailers 21% of Order Value (2022). https://www.businesswire.com/news/home/20220414005151/en/',
  'Optoro, 2024 Returns Unwrapped (2024). https://optoro.com/returns-news/optoro-launches-returns-unwrapped/',
  'McKinsey & Company, Returning to order: Improving returns management for apparel companies (2021). https://www.mckinsey.com/industries/retail/our-insights/returning-to-order-improving-returns-management-for-apparel-companies',
  'Coresight Research (sponsored by 3DLOOK), The True Cost of Apparel Returns (2023). https://coresight.com/research/the-true-cost-of-apparel-returns-alarming-return-rates-require-loss-minimization-solutions/',
  'Loop, 2025 State of Ecommerce Returns Report (2025), press release. https://www.bastillepost.com/global/article/5222945',
  'CBRE Research, 2018 reverse logistics report (2018). https://www.cbre.com/research-and-reports/2018-reverse-logistics',
  'Optoro, Returns Report: Powering Resilient Retail in 2020 (2020). https://www.optoro.com/returns-blog/returns-report-powering-resilient-retail-in-2020/',
];

const EN: SampleGuide = {
  resource: {
    slug: 'returns-cost-playbook',
    language: 'en',
    status: 'published',
    type: 'guide',
    gated: true,
    title: 'The returns cost playbook',
    summary: 'Where the money goes when a parcel comes back, what the published research says about it, and six moves retail and 3PL teams can make this quarter.',
    inside: [
      'The size of the problem, from the NRF, McKinsey and Coresight figures',
      'What one return really costs: processing, margin and space',
      'Why exchanges beat refunds, with Loop’s US and UK benchmark',
      'Six moves to make this quarter, with the metric for each',
      'Every source, with its year and link',
    ],
  },
  pdf: [
    { kind: 'title', text: 'The returns cost playbook' },
    { kind: 'subtitle', text: 'Where the money goes when a parcel comes back, and what to do about it. An Otailo guide for retail and 3PL teams.' },
    { kind: 'heading', text: '1. The size of the problem' },
    {
      kind: 'paragraph',
      text: 'Returns are no longer a rounding error. According to the NRF and Happy Returns’ 2024 Consumer Returns in the Retail Industry report, US retailers expected about $890 billion of merchandise to come back in 2024, or 16.9% of their annual sales, more than double the 8.1% return rate of 2019 [1].',
    },
    {
      kind: 'paragraph',
      text: 'Apparel sits at the top of the curve. A McKinsey returns-management survey taken just before the pandemic found a 25% return rate for apparel sold online, against 20% overall [4], and Coresight Research estimated the US online apparel return rate at 24.4% in the 12 months to March 2023 [5].',
    },
    { kind: 'heading', text: '2. What one return really costs' },
    {
      kind: 'paragraph',
      text: 'In a Pitney Bowes survey of 168 online retailers, returns cost an average of 21% of order value, and 70% of those retailers said they were actively trying to cut return transportation or processing costs [2]. Optoro puts the average cost of a return at 27% of its purchase price, enough to erase up to half of the sale’s margin [3].',
    },
    {
      kind: 'paragraph',
      text: 'Space is a cost too. CBRE Research found that a reverse-logistics supply chain can need up to 20% more space than an outbound one, and that returns sold at a discount or thrown away cost retailers 4.4% of total revenue a year [7].',
    },
    { kind: 'heading', text: '3. Keep the revenue: exchanges before refunds' },
    {
      kind: 'paragraph',
      text: 'Loop’s 2025 benchmark of 13.8 million returns from more than 4,000 Shopify merchants found exchange adoption of 17.1% in the US but only 5.8% in the UK, where refunds made up 78.1% of returned value [6]. Every exchange offered at the right moment is revenue that stays.',
    },
    { kind: 'heading', text: '4. Six moves for this quarter' },
    { kind: 'bullet', text: 'Measure the full cost per return (freight, handling, inspection, write-down), not only the label.' },
    { kind: 'bullet', text: 'Offer an exchange or store credit before the refund, and track the exchange rate weekly.' },
    { kind: 'bullet', text: 'Grade items at the dock with photos, so resellable stock goes back on sale within days.' },
    { kind: 'bullet', text: 'Route each return to the nearest place that can use it: shelf, outlet, refurbishment or recycling.' },
    { kind: 'bullet', text: 'Read the return reasons by product and size, and fix the product pages that cause them.' },
    { kind: 'bullet', text: 'Report the landfill you avoid: Optoro estimated 5.8 billion pounds of returns waste in 2020 [8].' },
    { kind: 'heading', text: 'Sources' },
    ...SOURCES.map((text) => ({ kind: 'source' as const, text })),
  ],
};

const ES: SampleGuide = {
  resource: {
    slug: 'guia-costo-de-las-devoluciones',
    language: 'es',
    status: 'published',
    type: 'guide',
    gated: true,
    title: 'Guía del costo de las devoluciones',
    summary: 'Adónde va el dinero cuando un paquete vuelve, qué dicen los estudios publicados y seis acciones que los equipos de minoristas y 3PL pueden poner en marcha este trimestre.',
    inside: [
      'El tamaño del problema, con las cifras de la NRF, McKinsey y Coresight',
      'Cuánto cuesta de verdad una devolución: gestión, margen y espacio',
      'Por qué el cambio gana al reembolso, con los datos de Loop en EE. UU. y Reino Unido',
      'Seis acciones para este trimestre, con la métrica de cada una',
      'Todas las fuentes, con su año y su enlace',
    ],
  },
  pdf: [
    { kind: 'title', text: 'Guía del costo de las devoluciones' },
    { kind: 'subtitle', text: 'Adónde va el dinero cuando un paquete vuelve y qué puedes hacer. Una guía de Otailo para equipos de minoristas y de 3PL.' },
    { kind: 'heading', text: '1. El tamaño del problema' },
    {
      kind: 'paragraph',
      text: 'Las devoluciones ya no son un detalle. Según el informe 2024 Consumer Returns in the Retail Industry de la NRF y Happy Returns, los minoristas de EE. UU. esperaban que volvieran unos 890.000 millones de dólares en mercancía en 2024, el 16,9% de sus ventas anuales: más del doble de la tasa de devolución del 8,1% de 2019 [1].',
    },
    {
      kind: 'paragraph',
      text: 'La moda encabeza la curva. Una encuesta de McKinsey sobre gestión de devoluciones, hecha justo antes de la pandemia, halló una tasa del 25% en la ropa vendida online, frente al 20% del conjunto [4]; Coresight Research estimó en un 24,4% la tasa de devolución de la moda online en EE. UU. en los 12 meses hasta marzo de 2023 [5].',
    },
    { kind: 'heading', text: '2. Cuánto cuesta de verdad una devolución' },
    {
      kind: 'paragraph',
      text: 'En una encuesta de Pitney Bowes a 168 tiendas online, las devoluciones costaban en promedio el 21% del valor del pedido, y el 70% de esas tiendas decía estar intentando reducir sus costos de transporte o gestión de devoluciones [2]. Optoro sitúa el costo promedio de una devolución en el 27% de su precio de compra, lo que puede borrar hasta la mitad del margen de la venta [3].',
    },
    {
      kind: 'paragraph',
      text: 'El espacio también cuesta. CBRE Research calculó que una cadena de logística inversa puede necesitar hasta un 20% más de espacio que una de salida, y que las devoluciones vendidas con descuento o desechadas cuestan a los minoristas el 4,4% de sus ingresos totales al año [7].',
    },
    { kind: 'heading', text: '3. Conserva los ingresos: el cambio antes que el reembolso' },
    {
      kind: 'paragraph',
      text: 'El estudio de Loop de 2025, con 13,8 millones de devoluciones de más de 4.000 comercios de Shopify, halló que el 17,1% de las devoluciones en EE. UU. acababa en cambio, frente a solo el 5,8% en Reino Unido, donde los reembolsos supusieron el 78,1% del valor devuelto [6]. Cada cambio ofrecido en el momento justo es un ingreso que se queda.',
    },
    { kind: 'heading', text: '4. Seis acciones para este trimestre' },
    { kind: 'bullet', text: 'Mide el costo completo de cada devolución (transporte, manipulación, inspección, depreciación), no solo la etiqueta.' },
    { kind: 'bullet', text: 'Ofrece un cambio o saldo en tienda antes del reembolso y sigue cada semana la tasa de cambios.' },
    { kind: 'bullet', text: 'Clasifica con fotos cada artículo en cuanto llega, para que el stock revendible vuelva a la venta en días.' },
    { kind: 'bullet', text: 'Envía cada devolución al lugar más cercano que pueda aprovecharla: tienda, outlet, reacondicionamiento o reciclaje.' },
    { kind: 'bullet', text: 'Lee los motivos de devolución por producto y talla, y corrige las fichas que los provocan.' },
    { kind: 'bullet', text: '¿Cuánto evitas enviar al vertedero? Cuéntalo: Optoro estimó 5.800 millones de libras de residuos de devoluciones en 2020 [8].' },
    { kind: 'heading', text: 'Fuentes' },
    ...SOURCES.map((text) => ({ kind: 'source' as const, text })),
  ],
};

/** The sample guide in each language (the pair is linked as translations). */
export const SAMPLE_GUIDES: Record<ContentLanguage, SampleGuide> = { en: EN, es: ES };
