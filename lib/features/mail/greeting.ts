import { greetingName } from '@/lib/infra/util/person-name';

/** "Hello Ada," / "Hola, Ada:" — or without the name when the stored one is not a plain name. */
export function greeting(locale: 'en' | 'es', name: string): string {
  const shown = greetingName(name);
  if (locale === 'es') return shown ? `Hola, ${shown}:` : 'Hola:';
  return shown ? `Hello ${shown},` : 'Hello,';
}
