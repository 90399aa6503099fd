/**
 * The spec's 19 integrations (§2) as sample content: names, categories, marks and descriptions as
 * the static page had them, plus detail copy per category (what a connector of that kind does).
 */
import en from '@/messages/en.json';
import es from '@/messages/es.json';
import { integrations as staticIntegrations } from '@/lib/features/content';
import { slugify } from '@/lib/features/posts/shared/slug';
import type { IntegrationCopy, IntegrationInput, MarkIcon, StoredMark } from './shared/types';

type Details = Omit<IntegrationCopy, 'description'>;

/** The categories every installation starts with (migration 0035). */
type IntegrationCategory = 'ecommerce' | 'shipping' | 'oms' | 'fraud';

const details: Record<IntegrationCategory, { en: Details; es: Details }> = {
  ecommerce: {
    en: {
      syncsIn: ['Orders and their line items', 'Products and variants', 'Customers'],
      syncsOut: ['Refunds', 'Exchange orders', 'Store credit'],
      setup: ['In Otailo, open Settings → Integrations and pick the platform.', 'Sign in to your store and approve the access Otailo asks for.', 'Choose which order statuses can start a return, then turn the connector on.'],
      requirements: ['An administrator account on the store', 'Orders placed after the connection is made, or an order import'],
    },
    es: {
      syncsIn: ['Pedidos y sus líneas', 'Productos y variantes', 'Clientes'],
      syncsOut: ['Reembolsos', 'Pedidos de cambio', 'Saldo en tienda'],
      setup: ['En Otailo, abre Ajustes → Integraciones y elige la plataforma.', 'Inicia sesión en tu tienda y aprueba el acceso que pide Otailo.', 'Elige qué estados de pedido pueden iniciar una devolución y activa el conector.'],
      requirements: ['Una cuenta de administrador en la tienda', 'Pedidos hechos después de conectar, o una importación de pedidos'],
    },
  },
  shipping: {
    en: {
      syncsIn: ['Tracking events', 'Drop-off confirmations'],
      syncsOut: ['Return labels and QR codes', 'Parcel weights and dimensions'],
      setup: ['In Otailo, open Settings → Carriers and pick the carrier.', 'Enter your account number and API credentials from the carrier.', 'Set the services and the return address each returns rule uses.'],
      requirements: ['A business account with the carrier', 'Returns enabled on that account'],
    },
    es: {
      syncsIn: ['Eventos de seguimiento', 'Confirmaciones de entrega en punto'],
      syncsOut: ['Etiquetas de devolución y códigos QR', 'Peso y medidas de cada paquete'],
      setup: ['En Otailo, abre Ajustes → Transportistas y elige el transportista.', 'Escribe tu número de cuenta y las credenciales de API del transportista.', 'Indica los servicios y la dirección de devolución que usa cada regla.'],
      requirements: ['Una cuenta de empresa con el transportista', 'Devoluciones activadas en esa cuenta'],
    },
  },
  oms: {
    en: {
      syncsIn: ['Orders and fulfilments', 'Stock by location'],
      syncsOut: ['Return authorisations', 'Receipts and dispositions', 'Refund requests'],
      setup: ['In Otailo, open Settings → Integrations and pick the order management system.', 'Create an API user for Otailo in the system and enter its credentials.', 'Map your locations and return reasons, then turn the connector on.'],
      requirements: ['An API user with access to orders and returns'],
    },
    es: {
      syncsIn: ['Pedidos y envíos', 'Stock por ubicación'],
      syncsOut: ['Autorizaciones de devolución', 'Recepciones y destinos', 'Solicitudes de reembolso'],
      setup: ['En Otailo, abre Ajustes → Integraciones y elige el sistema de gestión de pedidos.', 'Crea en el sistema un usuario de API para Otailo y escribe sus credenciales.', 'Relaciona tus ubicaciones y motivos de devolución y activa el conector.'],
      requirements: ['Un usuario de API con acceso a pedidos y devoluciones'],
    },
  },
  fraud: {
    en: {
      syncsIn: ['A risk score and its reasons for each return request'],
      syncsOut: ['Return requests with the shopper’s history'],
      setup: ['In Otailo, open Settings → Integrations and pick the service.', 'Enter the API key from your account.', 'Choose the score above which a return waits for a person.'],
      requirements: ['An account with the fraud detection service'],
    },
    es: {
      syncsIn: ['Una puntuación de riesgo y sus motivos para cada solicitud de devolución'],
      syncsOut: ['Solicitudes de devolución con el historial del comprador'],
      setup: ['En Otailo, abre Ajustes → Integraciones y elige el servicio.', 'Escribe la clave de API de tu cuenta.', 'Elige la puntuación a partir de la cual una devolución espera a una persona.'],
      requirements: ['Una cuenta en el servicio de detección de fraude'],
    },
  },
};

const storedMark = (mark: (typeof staticIntegrations)[number]['mark']): StoredMark =>
  mark.kind === 'icon' ? { kind: 'icon', icon: mark.icon.slug as MarkIcon, ...(mark.caption ? { caption: mark.caption } : {}) } : { kind: 'wordmark', lines: mark.lines, color: mark.color };

const description = (messages: typeof en, id: string) => (messages.Integrations.descriptions as Record<string, string>)[id] ?? '';

/** The samples, published, in the spec's order. */
export const sampleIntegrations = (): IntegrationInput[] =>
  staticIntegrations.map((integration, position) => ({
    name: integration.name,
    slug: slugify(integration.name.replace('+', ' plus')),
    category: integration.group,
    availability: integration.status,
    status: 'published',
    mark: storedMark(integration.mark),
    copy: {
      en: { description: description(en, integration.id), ...details[integration.group as IntegrationCategory].en },
      es: { description: description(es, integration.id), ...details[integration.group as IntegrationCategory].es },
    },
    logo: null,
    docsUrl: null,
    position,
  }));
