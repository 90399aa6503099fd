import type { PageRefusal } from './types';

/**
 * What the admin says for each refusal of a page write, in the admin area's language. `{limit}`
 * and `{version}` are the refusal's figure.
 */
export const PAGE_REFUSALS: Record<PageRefusal, { en: string; es: string }> = {
  forbidden: { en: 'Your role cannot make this change to this page.', es: 'Tu rol no permite hacer este cambio en esta página.' },
  'not-found': { en: 'This page no longer exists.', es: 'Esta página ya no existe.' },
  conflict: {
    en: 'Someone saved this page after you opened it (now version {version}). Nothing was overwritten: reload to see their changes.',
    es: 'Alguien guardó esta página después de que la abrieras (ahora versión {version}). No se sobrescribió nada: recarga para ver sus cambios.',
  },
  invalid: { en: 'Some fields are missing, too long or not allowed.', es: 'Faltan campos, son demasiado largos o no están permitidos.' },
  'too-large': { en: 'The page’s blocks are over 256 kB. Split the page or shorten its texts.', es: 'Los bloques de la página superan 256 kB. Divide la página o acorta sus textos.' },
  'slug-invalid': {
    en: 'Use lowercase letters, digits and hyphens for the address (at most 80 characters).',
    es: 'Usa minúsculas, números y guiones en la dirección (80 caracteres como máximo).',
  },
  'slug-reserved': { en: 'This address belongs to another part of the site. Choose another.', es: 'Esta dirección pertenece a otra parte del sitio. Elige otra.' },
  'slug-taken': { en: 'Another page in this language already has this address.', es: 'Otra página en este idioma ya tiene esta dirección.' },
  'key-unknown': { en: 'This is not one of the site’s pages.', es: 'Esta no es una de las páginas del sitio.' },
  'key-taken': { en: 'This site page already exists in this language.', es: 'Esta página del sitio ya existe en este idioma.' },
  'too-many-pages': { en: 'The site holds {limit} pages already. Delete one first.', es: 'El sitio ya tiene {limit} páginas. Elimina una primero.' },
  'too-many-drafts': {
    en: 'You have {limit} unpublished pages already. Publish or delete one first.',
    es: 'Ya tienes {limit} páginas sin publicar. Publica o elimina una primero.',
  },
  'not-allowed': { en: 'Only an editor or an admin can do this.', es: 'Solo un editor o un administrador puede hacer esto.' },
  'schedule-missing': { en: 'Choose when the page goes live.', es: 'Elige cuándo se publica la página.' },
  'schedule-in-past': { en: 'Choose a moment in the future.', es: 'Elige un momento en el futuro.' },
  scheduled: {
    en: 'This page is scheduled. Take it back to draft before editing it.',
    es: 'Esta página está programada. Devuélvela a borrador antes de editarla.',
  },
  'site-page': { en: 'The site’s own pages keep their address and cannot be deleted.', es: 'Las páginas propias del sitio conservan su dirección y no se pueden eliminar.' },
  'not-published': { en: 'This page is not published.', es: 'Esta página no está publicada.' },
  'revision-missing': { en: 'This revision no longer exists.', es: 'Esta revisión ya no existe.' },
};
