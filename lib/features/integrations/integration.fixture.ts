import type { IntegrationCopy, IntegrationInput } from './shared/types';

const copy = (description: string): IntegrationCopy => ({ description, syncsIn: ['Orders'], syncsOut: ['Refunds'], setup: ['Connect'], requirements: [] });

/** A complete published integration for the data-layer tests, with a fresh slug unless one is given. */
export const integrationInput = (over: Partial<IntegrationInput> = {}): IntegrationInput => ({
  slug: `integration-${Math.random().toString(36).slice(2, 10)}`,
  name: 'An integration',
  category: 'ecommerce',
  availability: 'live',
  status: 'published',
  mark: { kind: 'wordmark', lines: ['Acme'], color: '#123456' },
  copy: { en: copy('Syncs orders.'), es: copy('Sincroniza pedidos.') },
  logo: null,
  docsUrl: null,
  position: 0,
  ...over,
});
