/**
 * The trust center's mails in the subscriber's language: the confirmation of "Notify me of
 * changes", and one mail per subprocessor change with its one-click unsubscribe link.
 */
import type { TrustSubprocessorSnapshot } from './tables';
import type { TrustChangeKind, TrustLocale } from './shared/types';
import { localSubprocessorText } from './shared/change-text';

export interface MailText {
  subject: string;
  text: string;
}

const dayOf = (at: Date, locale: TrustLocale) => new Intl.DateTimeFormat(locale === 'es' ? 'es-ES' : 'en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(at);

export function confirmationMail(locale: TrustLocale, links: { confirm: string; trustPage: string }, validDays: number): MailText {
  if (locale === 'es') {
    return {
      subject: 'Confirma tu suscripción a los cambios de subencargados de Otailo',
      text: [
        'Hola:',
        '',
        'Alguien, seguramente tú, ha pedido recibir un correo cada vez que cambie la lista de subencargados del tratamiento de Otailo.',
        '',
        `Para confirmarlo, abre este enlace y haz clic en «Confirmar mis avisos» (caduca en ${validDays} días):`,
        links.confirm,
        '',
        'Si no lo has pedido tú, ignora este mensaje: sin confirmación no te enviaremos nada más.',
        '',
        `Centro de confianza de Otailo: ${links.trustPage}`,
      ].join('\n'),
    };
  }
  return {
    subject: 'Confirm your Otailo subprocessor change alerts',
    text: [
      'Hello,',
      '',
      "Someone, most likely you, asked to get an email whenever Otailo's list of subprocessors changes.",
      '',
      `To confirm, open this link and press "Confirm my alerts" (it expires in ${validDays} days):`,
      links.confirm,
      '',
      "If that wasn't you, ignore this message: without a confirmation we won't email you again.",
      '',
      `Otailo trust center: ${links.trustPage}`,
    ].join('\n'),
  };
}

const SUBJECTS: Record<TrustLocale, Record<TrustChangeKind, (name: string) => string>> = {
  en: { added: (name) => `New Otailo subprocessor: ${name}`, changed: (name) => `Otailo subprocessor updated: ${name}`, removed: (name) => `Otailo subprocessor removed: ${name}` },
  es: { added: (name) => `Nuevo subencargado de Otailo: ${name}`, changed: (name) => `Cambios en un subencargado de Otailo: ${name}`, removed: (name) => `Otailo deja de usar un subencargado: ${name}` },
};

export interface ChangeMailInput {
  locale: TrustLocale;
  kind: TrustChangeKind;
  snapshot: TrustSubprocessorSnapshot;
  fields: string[];
  at: Date;
  links: { trustPage: string; feed: string; unsubscribe: string };
}

export function changeMail({ locale, kind, snapshot, fields, at, links }: ChangeMailInput): MailText {
  const details = localSubprocessorText(snapshot, kind, fields, locale);
  const name = snapshot.name.replace(/[\r\n]+/g, ' ');
  if (locale === 'es') {
    return {
      subject: SUBJECTS.es[kind](name),
      text: [
        'Hola:',
        '',
        `La lista de subencargados del tratamiento de Otailo ha cambiado el ${dayOf(at, locale)}.`,
        '',
        ...details,
        '',
        `La lista completa y todos los cambios: ${links.trustPage}`,
        `Suscríbete al feed: ${links.feed}`,
        '',
        'Recibes este correo porque pediste que te avisáramos de estos cambios.',
        `Darte de baja (un clic): ${links.unsubscribe}`,
      ].join('\n'),
    };
  }
  return {
    subject: SUBJECTS.en[kind](name),
    text: [
      'Hello,',
      '',
      `Otailo's list of subprocessors changed on ${dayOf(at, locale)}.`,
      '',
      ...details,
      '',
      `The full list and every change: ${links.trustPage}`,
      `Follow the feed: ${links.feed}`,
      '',
      'You get this email because you asked to hear about these changes.',
      `Unsubscribe (one click): ${links.unsubscribe}`,
    ].join('\n'),
  };
}
