/**
 * The review workflow's mails, as text: to the editors when an entry is sent for review, to its
 * author when it is published or sent back (with the reviewer's note). Free of the database.
 */
import type { OutgoingMail } from '@/lib/features/mail';
import type { ContentLanguage } from './shared/workflow';
import type { ReviewEvent, ReviewKind } from './shared/review';

export interface ReviewMailInput {
  eventId: number;
  event: ReviewEvent;
  kind: ReviewKind;
  title: string;
  language: ContentLanguage;
  /** Who made the move (their address: the admin has no display names); null: the publication clock. */
  actor: string | null;
  note: string | null;
  recipient: { id: number; email: string };
  locale: 'en' | 'es';
  /** The entry's edit page, absolute. */
  link: string;
}

const TEXTS = {
  en: {
    kinds: { post: 'blog post', story: 'customer story', opening: 'job opening', page: 'page' },
    languages: { en: 'English', es: 'Spanish' },
    submitted: {
      subject: (title: string) => `For review: “${title}”`,
      body: (m: Parts) => `${m.actor} sent the ${m.kind} “${m.title}” (${m.language}) for review.\n\nOpen it to publish it, or to send it back to its author with a note:\n${m.link}\n`,
    },
    published: {
      subject: (title: string) => `Published: “${title}”`,
      body: (m: Parts) => `${m.actor} published your ${m.kind} “${m.title}” (${m.language}). It is on the site now.\n\nIts edit page:\n${m.link}\n`,
    },
    'published-by-schedule': {
      subject: (title: string) => `Published: “${title}”`,
      body: (m: Parts) => `Your ${m.kind} “${m.title}” (${m.language}) went live at the time it was scheduled for. It is on the site now.\n\nIts edit page:\n${m.link}\n`,
    },
    'sent-back': {
      subject: (title: string) => `Sent back to you: “${title}”`,
      body: (m: Parts) => `${m.actor} sent your ${m.kind} “${m.title}” (${m.language}) back to you with this note:\n\n${m.note}\n\nMake the changes and send it for review again:\n${m.link}\n`,
    },
  },
  es: {
    kinds: { post: 'artículo del blog', story: 'caso de cliente', opening: 'oferta de empleo', page: 'página' },
    languages: { en: 'inglés', es: 'español' },
    submitted: {
      subject: (title: string) => `Para revisar: «${title}»`,
      body: (m: Parts) => `${m.actor} envió a revisión «${m.title}» (${m.kind}, en ${m.language}).\n\nÁbrelo para publicarlo o para devolverlo a su autor con una nota:\n${m.link}\n`,
    },
    published: {
      subject: (title: string) => `Publicado: «${title}»`,
      body: (m: Parts) => `${m.actor} publicó «${m.title}» (${m.kind}, en ${m.language}). Ya está en el sitio.\n\nSu página de edición:\n${m.link}\n`,
    },
    'published-by-schedule': {
      subject: (title: string) => `Publicado: «${title}»`,
      body: (m: Parts) => `«${m.title}» (${m.kind}, en ${m.language}) se publicó a la hora programada. Ya está en el sitio.\n\nSu página de edición:\n${m.link}\n`,
    },
    'sent-back': {
      subject: (title: string) => `Te lo devolvieron: «${title}»`,
      body: (m: Parts) => `${m.actor} te devolvió «${m.title}» (${m.kind}, en ${m.language}) con esta nota:\n\n${m.note}\n\nHaz los cambios y vuelve a enviarlo a revisión:\n${m.link}\n`,
    },
  },
} as const;

type Parts = { actor: string; kind: string; title: string; language: string; note: string; link: string };

/** One mail for one recipient of one move: its dedupe key makes a repeated call store nothing new. */
export function reviewMail(input: ReviewMailInput): OutgoingMail {
  const t = TEXTS[input.locale];
  const parts: Parts = { actor: input.actor ?? '', kind: t.kinds[input.kind], title: input.title, language: t.languages[input.language], note: input.note ?? '', link: input.link };
  const text = t[input.event === 'published' && input.actor === null ? 'published-by-schedule' : input.event];
  return {
    dedupeKey: `review:${input.eventId}:${input.recipient.id}`,
    kind: `review-${input.event}`,
    audience: 'team',
    locale: input.locale,
    to: input.recipient.email,
    subject: text.subject(input.title),
    text: text.body(parts),
  };
}
