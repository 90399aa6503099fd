/**
 * The newsletter's mails in the subscriber's language: the confirmation of a sign-up (double
 * opt-in) and the digest's default subject (the digest itself: digest-email.tsx).
 */
import type { ListLocale } from '@/lib/infra/subscriptions/mailing-list';

export interface MailText {
  subject: string;
  text: string;
}

export interface DigestPost {
  title: string;
  excerpt: string;
  url: string;
}

export function confirmationMail(locale: ListLocale, links: { confirm: string; blog: string }, validDays: number): MailText {
  if (locale === 'es') {
    return {
      subject: 'Confirma tu suscripción al boletín de Otailo',
      text: [
        'Hola:',
        '',
        'Alguien, seguramente tú, ha escrito esta dirección para recibir el boletín de Otailo: los artículos nuevos del blog sobre devoluciones, cambios y logística inversa, de vez en cuando y nunca más de uno por publicación.',
        '',
        `Para empezar a recibirlo, abre este enlace y haz clic en «Confirmar» (caduca en ${validDays} días):`,
        links.confirm,
        '',
        'Si no has sido tú, no hagas nada: sin confirmación no te escribiremos más.',
        '',
        `Blog de Otailo: ${links.blog}`,
      ].join('\n'),
    };
  }
  return {
    subject: 'Confirm your Otailo newsletter sign-up',
    text: [
      'Hello,',
      '',
      "Someone, most likely you, entered this address to get the Otailo newsletter: new articles from our blog on returns, exchanges and reverse logistics, sent now and then and never more than once per set of posts.",
      '',
      `To start receiving it, open this link and press "Confirm" (it expires in ${validDays} days):`,
      links.confirm,
      '',
      "If that wasn't you, do nothing: without a confirmation we won't write to you again.",
      '',
      `Otailo blog: ${links.blog}`,
    ].join('\n'),
  };
}

export function digestSubject(locale: ListLocale, count: number): string {
  if (locale === 'es') return count === 1 ? 'Nuevo en el blog de Otailo: 1 artículo' : `Nuevo en el blog de Otailo: ${count} artículos`;
  return count === 1 ? 'New on the Otailo blog: 1 article' : `New on the Otailo blog: ${count} articles`;
}
