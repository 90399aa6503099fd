import type { PostInput } from '@/lib/features/posts/shared/types';

/** A sample post, seeded linked to its translation (the same groups as migration 0005's). */
export type SamplePost = Omit<PostInput, 'publishedAt'> & { translationGroup: string };

const group = (n: number) => `5d0e1f52-7a34-4c1e-9b60-1a2f3c4d5e0${n}`;

/**
 * The posts a fresh installation starts with (only when the posts table is empty): five topics in
 * English and Spanish. Two English posts use the legacy platform's block format (section openers,
 * FOR THE BRAND / FOR THE SHOPPER headings, `* ` bullets, literal `\n` breaks); the others are
 * Markdown.
 */
const images = {
  photoFirst: '/images/blog/photo-first-returns.jpg',
  nextShelf: '/images/blog/next-best-shelf.jpg',
  fit: '/images/blog/fit-and-sizing.jpg',
  playbook: '/images/blog/3pl-playbook.jpg',
  exchanges: '/images/blog/exchanges-first.jpg',
};

export const samplePosts: SamplePost[] = [
  {
    slug: 'photo-first-returns',
    title: 'Photo-first returns: stopping ineligible returns before they ship',
    excerpt:
      'Most costly returns are decided at the customer’s door. Asking for three photos at the start of a return changes what reaches your warehouse.',
    category: 'Returns',
    author: 'Otailo Team',
    date: '2026-11-05',
    readMinutes: 6,
    image: images.photoFirst,
    imageCredit: 'Illustration: Otailo',
    fullContent: [
      'A return used to begin with a label and end with a surprise. The parcel arrives, someone opens it, and only then does the team learn that the trainers were worn on a muddy trail or that the dress still smells of perfume. By that point the retailer has paid for the label, the transport and the handling, and the refund is often already on its way.',
      'Simplifying complexity at the moment of return',
      'Photo-first returns move the first inspection to the shopper’s phone. Before a label is issued, the returns portal asks for a few photos from set angles and checks them against the retailer’s policy.\\nThe request takes less than a minute for an eligible item, and it saves days for an ineligible one.',
      'FOR THE BRAND AND SHOPPERS',
      'Both sides get certainty earlier. The shopper knows straight away whether the return is accepted, and the brand knows what is coming back and in what condition.',
      'FOR THE BRAND',
      '* Ineligible returns are stopped before they cost shipping and handling\\n* Warehouses receive items that have already been pre-checked\\n* Exchanges can be offered while the shopper is still engaged',
      'FOR THE SHOPPER',
      '* A clear answer instead of a refund that arrives weeks later, or not at all\\n* Guided prompts that show exactly which photos are needed\\n* An exchange in the right size before the original item is even shipped',
      'Leveraging Return Spots to keep good items moving',
      'When the photos show an item in resaleable condition, it does not always need to travel back to a central warehouse. A nearby store or partner location can accept it, inspect it in person and put it back on sale the same week.',
      'Customers who adopt photo-first returns typically cut ineligible returns by 80%. The effect compounds: fewer disputes, fewer write-offs and a returns team that spends its time on the items that can still earn money.',
    ].join('\n\n'),
    language: 'en',
    status: 'published',
    translationGroup: group(1),
    seoTitle: null,
    seoDescription: null,
    socialImage: null,
  },
  {
    slug: 'next-best-shelf-routing',
    title: 'Turning rejections into opportunities: where returned stock should go next',
    excerpt:
      'Restocking by default leaves value on the table. Routing each item by grade and channel price recovers more and sends less to landfill.',
    category: 'Reverse Logistics',
    author: 'Otailo Team',
    date: '2026-10-20',
    readMinutes: 5,
    image: images.nextShelf,
    imageCredit: null,
    fullContent: [
      'Most returns programmes have one destination for good stock and one for everything else. That simplicity is expensive. A jacket with a loose button is not worth the same as a perfect one, and neither is worth the same in every channel.',
      'Turning rejections into opportunities',
      'The items a warehouse rejects for restocking are rarely worthless. Some can be sold through an outlet or a resale marketplace, some are worth repairing, and some should go to donation or recycling. The question is which one, item by item, at the moment of inspection.',
      'Telling the bigger story with every decision',
      'A routing decision is only useful if people trust it. Each recommendation in Next Best Shelf shows the grade, the channel values it compared and the rule it applied, so a warehouse lead can approve it in seconds and a brand can audit it later.',
      '* Resale marketplaces for items in very good condition\\n* Brand outlet stores for last season’s stock\\n* Refurbishers for electronics and items worth repairing\\n* Donation partners for items that are usable but not sellable\\n* Certified recyclers for the rest',
      'Teams that route by value instead of by habit see recovery value rise by 15-25%, and they can report exactly where every returned item ended up.',
    ].join('\n\n'),
    language: 'en',
    status: 'published',
    translationGroup: group(2),
    seoTitle: null,
    seoDescription: null,
    socialImage: null,
  },
  {
    slug: 'fit-is-the-first-returns-problem',
    title: 'Fit is the first returns problem: what sizing data can tell you',
    excerpt:
      'Wrong size is the most common reason apparel and footwear come back. Here is how to turn return reasons into fit guidance that prevents the next one.',
    category: 'Analytics',
    author: 'Marta Ruiz',
    date: '2026-10-02',
    readMinutes: 7,
    image: images.fit,
    imageCredit: 'Illustration: Otailo',
    fullContent: `Every size-related return carries a small piece of information: the size ordered, the size that would have fitted and, often, a sentence about why. On their own these notes are noise. Together they describe how a product really fits.

## Start with the return reasons you already have

Most retailers collect a reason code at the start of a return. The problem is that the codes are coarse. *Too small* does not say whether the shoe is short or narrow, and that difference decides what you should change.

1. Ask one follow-up question when a shopper picks a fit reason: length, width or both.
2. Group the answers by model and size, not by category.
3. Compare them with the inspection results, so that fit returns are not confused with defects.

## Read the size curve

A size curve shows how sales and returns spread across sizes. When returns cluster at one end, the product runs small or large. When they cluster in the middle, the problem is usually the shape, not the size.

| Signal | Likely cause | What to change |
|---|---|---|
| Returns peak in the smallest sizes | The last runs short | Recommend half a size up |
| Many *too narrow* notes | The toe box is tight | Add a wide-fit note |
| Returns even across sizes | Style or colour | Improve photos and descriptions |

## Close the loop

Fit guidance only works if shoppers see it before they order. Put the recommendation next to the size selector, show the size chart in centimetres and keep it up to date as new returns arrive.

Brands that use sizing analytics this way typically reduce size-related returns by 20-30%. In one footwear case, a single change to the size advice on a running shoe cut its return rate by 22% within a season.

Read more about [our sizing analytics](/en/sizing-analytics).`,
    language: 'en',
    status: 'published',
    translationGroup: group(3),
    seoTitle: null,
    seoDescription: null,
    socialImage: null,
  },
  {
    slug: '3pl-playbook-multi-brand-returns',
    title: 'A 3PL playbook for multi-brand returns',
    excerpt:
      'Every client has its own return rules. Digital SOPs, consistent grading and a clear record per brand let a 3PL scale returns without scaling mistakes.',
    category: '3PL',
    author: 'Otailo Team',
    date: '2026-09-15',
    readMinutes: 6,
    image: images.playbook,
    imageCredit: null,
    fullContent: `A third-party logistics provider that handles returns for twenty brands works with twenty rulebooks. One brand restocks anything with tags attached; another wants every item photographed and graded; a third never resells opened cosmetics. Most of these rules live in binders and in the heads of experienced staff.

## Why paper SOPs break at peak

New staff arrive in November, when volumes double. They cannot learn twenty rulebooks in a week, so they fall back on the most common rule, and mistakes follow: the wrong grade, the wrong destination, a missing photo that a brand later asks for.

Telling the bigger story for each client

A digital SOP turns each client's rules into guided steps on the station screen. The operator scans the return, and the screen shows only what this brand requires for this item:

- scan the return label
- take the photos the brand asks for
- choose a grade from the brand's own scale
- print the label for the next destination

## What to measure

Track three numbers per client: units processed per hour, the share of items graded right the first time, and the time from arrival to disposition. 3PLs that move to digital SOPs see processing errors fall by 42% and training time fall by 50%, because new operators follow the screen instead of memorising rules.

## Share the record

The last step is the one brands notice most: a shared record of every return, with photos, grade and destination. It ends the monthly argument about what happened to the stock, and it turns returns into a service clients are willing to pay for.`,
    language: 'en',
    status: 'published',
    translationGroup: group(4),
    seoTitle: null,
    seoDescription: null,
    socialImage: null,
  },
  {
    slug: 'devoluciones-con-fotos-primero',
    title: 'Devoluciones con fotos primero: frena las devoluciones no elegibles antes del envío',
    excerpt:
      'Las devoluciones más caras se deciden en casa del comprador. Pedir tres fotos al inicio cambia lo que llega a tu almacén.',
    category: 'Devoluciones',
    author: 'Equipo Otailo',
    date: '2026-11-06',
    readMinutes: 6,
    image: images.photoFirst,
    imageCredit: 'Ilustración: Otailo',
    fullContent: `Una devolución solía empezar con una etiqueta y terminar con una sorpresa. Llega el paquete, alguien lo abre y solo entonces el equipo descubre que los zapatos deportivos se usaron en un sendero con barro. Para entonces el minorista ya ha pagado la etiqueta, el transporte y la manipulación.

## La primera inspección, en el teléfono del comprador

Con las devoluciones con fotos primero, el portal pide unas pocas fotos desde ángulos concretos antes de emitir la etiqueta y las contrasta con la política del minorista.\\nPara un artículo elegible lleva menos de un minuto; para uno no elegible ahorra días.

## Lo que gana cada parte

* La marca frena las devoluciones no elegibles antes de pagar el envío\\n* El almacén recibe artículos ya revisados\\n* El comprador obtiene una respuesta clara y puede cambiar de talla al momento

Los clientes que adoptan este enfoque suelen reducir un 80% las devoluciones no elegibles, con menos disputas y menos pérdidas.`,
    language: 'es',
    status: 'published',
    translationGroup: group(1),
    seoTitle: null,
    seoDescription: null,
    socialImage: null,
  },
  {
    slug: 'mejor-destino-para-el-stock-devuelto',
    title: 'Del rechazo a la oportunidad: adónde debe ir el stock devuelto',
    excerpt:
      'Reponer por defecto deja valor sobre la mesa. Enrutar cada artículo según su estado y el precio de cada canal recupera más y envía menos al vertedero.',
    category: 'Logística inversa',
    author: 'Equipo Otailo',
    date: '2026-10-21',
    readMinutes: 5,
    image: images.nextShelf,
    imageCredit: null,
    fullContent: `La mayoría de los programas de devoluciones tienen un destino para el stock bueno y otro para todo lo demás. Esa sencillez sale cara: un abrigo con un botón suelto no vale lo mismo que uno perfecto, y ninguno vale lo mismo en todos los canales.

## Cada artículo, a su mejor destino

* Marketplaces de reventa para artículos en muy buen estado\\n* Outlets de la marca para el stock de temporadas anteriores\\n* Reacondicionadores para electrónica y artículos reparables\\n* Donación para lo que se puede usar pero no vender\\n* Reciclaje certificado para el resto

## Decisiones que se pueden explicar

Cada recomendación de Next Best Shelf muestra el grado, los valores de los canales comparados y la regla aplicada, para que el responsable del almacén la apruebe en segundos.

Los equipos que enrutan por valor y no por costumbre ven subir el valor recuperado entre un 15 y un 25%.`,
    language: 'es',
    status: 'published',
    translationGroup: group(2),
    seoTitle: null,
    seoDescription: null,
    socialImage: null,
  },
  {
    slug: 'la-talla-primer-problema-de-las-devoluciones',
    title: 'La talla, el primer problema de las devoluciones',
    excerpt:
      'La talla incorrecta es el motivo más habitual para devolver ropa y calzado. Así se convierten los motivos de devolución en recomendaciones que evitan la siguiente.',
    category: 'Analítica',
    author: 'Marta Ruiz',
    date: '2026-10-03',
    readMinutes: 7,
    image: images.fit,
    imageCredit: 'Ilustración: Otailo',
    fullContent: `Cada devolución por talla aporta un dato: la talla pedida, la que habría servido y, a menudo, una frase sobre el motivo. Por separado son ruido; juntas describen cómo queda de verdad un producto.

## Lee la curva de tallas

| Señal | Causa probable | Qué cambiar |
|---|---|---|
| Las devoluciones se concentran en las tallas pequeñas | La horma es corta | Recomendar media talla más |
| Muchos comentarios de *demasiado estrecha* | La puntera aprieta | Agregar una nota de horma ancha |
| Devoluciones repartidas en todas las tallas | Estilo o color | Mejorar fotos y descripciones |

## Cierra el círculo

Las recomendaciones solo funcionan si el comprador las ve antes de pedir. Con la analítica de tallas, las marcas suelen reducir entre un 20 y un 30% las devoluciones por talla.

Más información sobre [nuestra analítica de tallas](/es/soluciones/analitica-de-tallas).`,
    language: 'es',
    status: 'published',
    translationGroup: group(3),
    seoTitle: null,
    seoDescription: null,
    socialImage: null,
  },
  {
    slug: 'guia-3pl-devoluciones-multimarca',
    title: 'Guía para 3PL: devoluciones de varias marcas sin errores',
    excerpt:
      'Cada cliente tiene sus propias reglas. Los SOP digitales, una clasificación coherente y un registro claro por marca permiten crecer sin multiplicar los errores.',
    category: '3PL',
    author: 'Equipo Otailo',
    date: '2026-09-16',
    readMinutes: 6,
    image: images.playbook,
    imageCredit: null,
    fullContent: `Un operador logístico que gestiona devoluciones para veinte marcas trabaja con veinte reglamentos. La mayoría vive en carpetas y en la cabeza del personal con experiencia.

## Por qué el papel falla en temporada alta

Los nuevos operarios llegan en noviembre, cuando el volumen se duplica, y no pueden aprender veinte reglamentos en una semana.

## El SOP digital

El SOP digital convierte las reglas de cada cliente en pasos guiados en la pantalla del puesto:

1. Escanear la etiqueta de devolución
2. Tomar las fotos que pide la marca
3. Elegir el grado según la escala de la marca
4. Imprimir la etiqueta del siguiente destino

Los 3PL que dan este paso ven caer un 42% los errores de procesamiento y un 50% el tiempo de formación.`,
    language: 'es',
    status: 'published',
    translationGroup: group(4),
    seoTitle: null,
    seoDescription: null,
    socialImage: null,
  },
  {
    slug: 'exchanges-first',
    title: 'Exchanges first: keeping the sale when a product comes back',
    excerpt:
      'A refund ends the relationship with the order; an exchange keeps it. Offering the swap first, with live stock, changes the outcome of many returns.',
    category: 'Returns',
    author: 'Otailo Team',
    date: '2026-08-28',
    readMinutes: 4,
    image: images.exchanges,
    imageCredit: null,
    fullContent: `When a shopper starts a return, the question the portal asks first decides a lot. *Refund or exchange?* sounds neutral, but it invites a refund. Showing the item in the other size, already in stock and ready to ship, invites an exchange.

## What an exchange-first flow looks like

- The portal checks stock for the same item in the other sizes and colours before it offers anything else.
- The exchange ships as soon as the return is approved, not when the original arrives.
- Store credit comes second, with a small bonus; the refund stays available, one step further.

## What to expect

Retailers who put exchanges first typically see the exchange rate rise by 15-20%, and support inquiries about where a refund is fall with it, because the shopper already has what they wanted.`,
    language: 'en',
    status: 'published',
    translationGroup: group(5),
    seoTitle: null,
    seoDescription: null,
    socialImage: null,
  },
  {
    slug: 'primero-el-cambio',
    title: 'Primero el cambio: cómo conservar la venta cuando vuelve un producto',
    excerpt:
      'Un reembolso cierra la relación con el pedido; un cambio la mantiene. Ofrecer primero el cambio, con stock en tiempo real, cambia el resultado de muchas devoluciones.',
    category: 'Devoluciones',
    author: 'Equipo Otailo',
    date: '2026-08-29',
    readMinutes: 4,
    image: images.exchanges,
    imageCredit: null,
    fullContent: `Cuando un comprador inicia una devolución, la primera pregunta del portal lo decide casi todo. Mostrar el artículo en otra talla, ya en stock y listo para enviar, invita al cambio.

## Cómo es un flujo de cambio primero

- El portal comprueba el stock de otras tallas y colores antes de ofrecer nada más.
- El cambio se envía en cuanto se aprueba la devolución, sin esperar a que llegue el original.
- El saldo en tienda va en segundo lugar; el reembolso sigue disponible, un paso más allá.

Los minoristas que ponen el cambio primero suelen ver subir la tasa de cambios entre un 15 y un 20%.`,
    language: 'es',
    status: 'published',
    translationGroup: group(5),
    seoTitle: null,
    seoDescription: null,
    socialImage: null,
  },
];
