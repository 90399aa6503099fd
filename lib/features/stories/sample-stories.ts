/**
 * The sample customer story: the spec's case study (a footwear brand, return rate down 22%), in
 * both languages, anonymized. No named customer, logo or quote is invented.
 */
import type { StoryInput } from './shared/types';

type Sample = Omit<StoryInput, 'publishedAt'>;

const common = {
  status: 'published',
  anonymized: true,
  logo: null,
  logoAlt: null,
  industry: 'footwear',
  platform: null,
  region: null,
  solutions: ['sizingAnalytics', 'solutionsReturns'],
  quote: null,
  quoteName: null,
  quoteRole: null,
  cover: '/images/blog/fit-and-sizing.jpg',
  featured: true,
} as const satisfies Partial<Sample>;

export const sampleStories: { en: Sample; es: Sample } = {
  en: {
    ...common,
    solutions: [...common.solutions],
    language: 'en',
    slug: 'footwear-brand-cuts-return-rate',
    title: 'How a footwear brand cut its return rate by 22%',
    summary: 'Fit insight from every return, fed back into size advice and product data, brought a footwear brand’s return rate down by 22%.',
    customer: 'A footwear brand',
    coverAlt: 'Drawing of a shoe resting on a bar chart of sizes, the middle size highlighted',
    results: [{ value: '−22%', label: 'return rate' }],
    challenge: [
      'Shoes are bought by size, and a size is not the same from one last to the next. Across apparel and footwear, fit and size is the reason shoppers give most often for sending an item back (Narvar, The State of Returns, 2022).',
      'A returns team sees every parcel; product and e-commerce teams usually do not. What is learned at the returns desk rarely reaches the product page where the next shopper picks a size.',
    ].join('\n\n'),
    solution: [
      'The brand used Otailo’s **returns portal** to ask for a structured reason with every return, and **sizing analytics** to turn those reasons into a picture per model and size:',
      '- fit prediction from the shopper’s past purchases and returns,\n- a size-curve analysis that shows where a model runs small or large,\n- feedback that goes straight back to merchandising and product content.',
      'Size advice on the product pages was adjusted model by model, and exchanges for another size were offered before a refund.',
    ].join('\n\n'),
    outcome: [
      'The brand’s return rate fell by **22%**.',
      'This story is anonymized: the brand is not named.',
    ].join('\n\n'),
  },
  es: {
    ...common,
    solutions: [...common.solutions],
    language: 'es',
    slug: 'marca-de-calzado-reduce-devoluciones',
    title: 'Cómo una marca de calzado redujo sus devoluciones un 22%',
    summary: 'Entender la talla a partir de cada devolución, y llevarlo a la recomendación de talla y a la ficha de producto, redujo un 22% la tasa de devolución de una marca de calzado.',
    customer: 'Una marca de calzado',
    coverAlt: 'Dibujo de un zapato sobre un gráfico de barras de tallas, con la talla central resaltada',
    results: [{ value: '−22%', label: 'tasa de devolución' }],
    challenge: [
      'El calzado se compra por talla, y una talla no calza igual de una horma a otra. En moda y calzado, la talla y el ajuste son el motivo que más dan los compradores para devolver un artículo (Narvar, The State of Returns, 2022).',
      'El equipo de devoluciones ve cada paquete; los equipos de producto y de comercio electrónico, casi nunca. Lo que se aprende en el almacén rara vez llega a la ficha de producto donde el siguiente cliente elige su talla.',
    ].join('\n\n'),
    solution: [
      'La marca usó el **portal de devoluciones** de Otailo para pedir un motivo estructurado en cada devolución, y la **analítica de tallas** para convertir esos motivos en una imagen por modelo y talla:',
      '- predicción de ajuste a partir de las compras y devoluciones anteriores de cada cliente,\n- un análisis de la curva de tallas que muestra dónde un modelo calza pequeño o grande,\n- información que vuelve directamente a merchandising y al contenido de producto.',
      'La recomendación de talla de las fichas se ajustó modelo a modelo, y el cambio por otra talla se ofrecía antes que el reembolso.',
    ].join('\n\n'),
    outcome: [
      'La tasa de devolución de la marca bajó un **22%**.',
      'Este caso es anónimo: la marca no aparece con su nombre.',
    ].join('\n\n'),
  },
};
