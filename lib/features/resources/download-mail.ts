/**
 * The mail a gated resource's reader gets: the link to the file, valid for seven days, in their
 * language. Pure; sent through the mail outbox once per lead (its dedupe key), to a stranger's
 * address, so it counts against the per-recipient cap.
 */
import { greeting, type OutgoingMail } from '@/lib/features/mail';
import { DOWNLOAD_LINK_DAYS } from './shared/request-schema';

const TEXT = {
  en: {
    subject: (title: string) => `Your download: ${title}`,
    body: (hello: string, title: string, link: string, page: string) =>
      `${hello}\n\nThank you for asking for "${title}". Download it here (the link works for ${DOWNLOAD_LINK_DAYS} days):\n${link}\n\nWhen it has expired, ask for a new one on the resource's page:\n${page}\n\nThe Otailo team`,
  },
  es: {
    subject: (title: string) => `Tu descarga: ${title}`,
    body: (hello: string, title: string, link: string, page: string) =>
      `${hello}\n\nGracias por pedir «${title}». Descárgalo aquí (el enlace funciona durante ${DOWNLOAD_LINK_DAYS} días):\n${link}\n\nCuando caduque, pide uno nuevo en la página del recurso:\n${page}\n\nEl equipo de Otailo`,
  },
} as const;

export function resourceLinkMail({ leadId, locale, to, firstName, title, link, page }: { leadId: string; locale: 'en' | 'es'; to: string; firstName: string; title: string; link: string; page: string }): OutgoingMail {
  const text = TEXT[locale];
  return {
    dedupeKey: `resource-link:${leadId}`,
    kind: 'resource-link',
    audience: 'visitor',
    locale,
    to,
    subject: text.subject(title),
    text: text.body(greeting(locale, firstName), title, link, page),
  };
}
