import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { bookingCancellationMails, bookingConfirmationMails } from '@/lib/features/booking/booking-mail-texts';
import { meetingEvent, meetingPlace } from '@/lib/features/booking/meeting';
import enCopy from '@/lib/features/content/copy/en.json';
import esCopy from '@/lib/features/content/copy/es.json';
import { sampleIntegrations } from '@/lib/features/integrations/sample-integrations';
import { confirmationMail as newsletterConfirmation, digestSubject } from '@/lib/features/newsletter/mail-texts';
import { digestPlainText } from '@/lib/features/newsletter/digest-email';
import { sampleOpenings } from '@/lib/features/openings/sample-openings';
import { invitationMail } from '@/lib/features/people/invitation-mail';
import { samplePosts } from '@/lib/features/posts/sample-posts';
import { resourceLinkMail } from '@/lib/features/resources/download-mail';
import { SAMPLE_GUIDES } from '@/lib/features/resources/sample-guides';
import { sampleStories } from '@/lib/features/stories/sample-stories';
import { SAMPLE_ANALYTICS_SUBPROCESSOR, SAMPLE_COMPLIANCE, SAMPLE_SUBPROCESSORS } from '@/lib/features/trust/sample-content';
import { confirmationMail as trustConfirmation } from '@/lib/features/trust/mail-texts';
import { mergeMessages } from '@/lib/infra/i18n/merge-messages';
import enMessages from '@/messages/en.json';
import esMessages from '@/messages/es.json';

// Every text a visitor reads: the UI messages and the pages' copy (disjoint key sets).
const en = mergeMessages(enMessages, enCopy);
const es = mergeMessages(esMessages, esCopy);
import { FORBIDDEN_SPANISH, FORBIDDEN_SPANISH_PATTERNS, GLOSSARY } from '@/lib/infra/i18n/glossary';

/** Every text of a catalogue by its key path. */
function texts(catalogue: unknown, path = ''): [string, string][] {
  // Citations (sources, article titles, URLs) keep their own language; page keys are not text.
  if (typeof catalogue === 'string') return /\.(url|source|articleTitle)$/.test(path) || /^[a-z]+[A-Z]\w*$/.test(catalogue) ? [] : [[path, catalogue]];
  if (catalogue && typeof catalogue === 'object') return Object.entries(catalogue).flatMap(([key, value]) => texts(value, `${path}.${key}`));
  return [];
}
const english = new Map(texts(en));
const spanish = new Map(texts(es));
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const link = 'https://otailo.test/es/x';
const bookingFacts = {
  bookingId: 'b1',
  locale: 'es' as const,
  visitor: { firstName: 'Marta', email: 'marta@ruiz.test', name: 'Marta Ruiz', company: null },
  salesperson: { name: 'Lucía', email: 'lucia@otailo.test', timeZone: 'America/Mexico_City' },
  place: meetingPlace({ name: 'Lucía', meetingUrl: null }, 'es'),
  salesPlace: '',
  visitorWhen: 'martes, 1 de diciembre de 2026, 10:15',
  visitorZone: 'Ciudad de México',
  salesWhen: '',
  link,
  adminUrl: link,
  ics: '',
  salesIcs: '',
};
const meeting = { bookingId: 'b1', start: new Date(0), end: new Date(900_000), visitor: { name: 'Marta', email: 'marta@ruiz.test', company: null }, salesperson: { name: 'Lucía', email: 'lucia@otailo.test', meetingUrl: null }, manageUrl: link };
const mailText = (mail: { subject: string; text: string }) => `${mail.subject}\n${mail.text}`;

/** The Spanish a visitor reads outside the two catalogues: the sample content and the mails. */
const spanishElsewhere: [string, string][] = [
  ...samplePosts.filter((post) => post.language === 'es').flatMap((post) => [post.title, post.excerpt, post.fullContent].map((text): [string, string] => [`post ${post.slug}`, text])),
  ...Object.values(sampleStories.es).flatMap((value) => (typeof value === 'string' ? [[`story ${sampleStories.es.slug}`, value] as [string, string]] : [])),
  ...sampleStories.es.results.map((result): [string, string] => [`story ${sampleStories.es.slug}`, result.label]),
  ...sampleOpenings('careers@otailo.test').flatMap(({ es: opening }) => [opening.title, opening.team, opening.location, opening.summary, ...opening.responsibilities, ...opening.requirements, ...opening.benefits].map((text): [string, string] => [`opening ${opening.slug}`, text])),
  ...sampleIntegrations().flatMap((integration) => {
    const copy = integration.copy.es;
    return [copy.description, ...copy.syncsIn, ...copy.syncsOut, ...copy.setup, ...copy.requirements].map((text): [string, string] => [`integration ${integration.slug}`, text]);
  }),
  ...SAMPLE_COMPLIANCE.flatMap((item) => [item.nameEs, item.noteEs].map((text): [string, string] => [`compliance ${item.nameEn}`, text ?? ''])),
  ...[...SAMPLE_SUBPROCESSORS, SAMPLE_ANALYTICS_SUBPROCESSOR].flatMap((item) => [item.purposeEs, item.locationEs, item.dataEs].map((text): [string, string] => [`subprocessor ${item.name}`, text])),
  ...[SAMPLE_GUIDES.es.resource.title, SAMPLE_GUIDES.es.resource.summary, ...SAMPLE_GUIDES.es.resource.inside, ...SAMPLE_GUIDES.es.pdf.filter((block) => block.kind !== 'source').map((block) => block.text)].map(
    (text): [string, string] => [`resource ${SAMPLE_GUIDES.es.resource.slug}`, text],
  ),
  ['newsletter confirmation mail', mailText(newsletterConfirmation('es', { confirm: link, blog: link }, 7))],
  ['newsletter digest mail', mailText({ subject: digestSubject('es', 1), text: digestPlainText({ locale: 'es', subject: '', preheader: '', intro: '', posts: [{ title: 'Título', excerpt: 'Extracto', url: link }] }, { blog: link, unsubscribe: link }) })],
  ['trust confirmation mail', mailText(trustConfirmation('es', { confirm: link, trustPage: link }, 7))],
  ...(['admin', 'editor', 'author'] as const).map((role): [string, string] => ['invitation mail', mailText(invitationMail({ inviteKey: 'k', to: 'a@b.test', role, link, locale: 'es', days: 7 }))]),
  ['resource mail', mailText(resourceLinkMail({ leadId: 'l', locale: 'es', to: 'a@b.test', firstName: 'Marta', title: 'Guía', link, page: link }))],
  ...[...bookingConfirmationMails(bookingFacts), ...bookingCancellationMails(bookingFacts)].filter((mail) => mail.locale === 'es').map((mail): [string, string] => ['booking mail', mailText(mail)]),
  ['calendar invitation', `${meetingEvent(meeting, 'es').summary}\n${meetingEvent(meeting, 'es').description}`],
];

describe('the glossary', () => {
  it('is kept: wherever an English message uses a term, its Spanish message uses the chosen word', () => {
    const misses: string[] = [];
    for (const term of GLOSSARY.filter((entry) => entry.stem)) {
      const used = new RegExp(`\\b${escape(term.en)}(?:s|es)?\\b`, term.name ? '' : 'i');
      for (const [key, text] of english) {
        if (used.test(text) && !spanish.get(key)?.toLowerCase().includes(term.stem!.toLowerCase())) misses.push(`${key}: “${term.en}” → “${term.es}”: ${spanish.get(key)}`);
      }
    }
    expect(misses).toEqual([]);
  });

  it('has no forbidden variant left in the Spanish catalogue, the Spanish sample content or the Spanish mails', () => {
    const found = [...spanish, ...spanishElsewhere].flatMap(([key, text]) => [
      ...FORBIDDEN_SPANISH.filter(({ text: variant, anyCase }) => new RegExp(`\\b${escape(variant)}`, anyCase ? 'i' : '').test(text)).map(({ text: variant, why }) => `${key}: “${variant}” (${why})`),
      ...FORBIDDEN_SPANISH_PATTERNS.filter(({ pattern }) => pattern.test(text)).map(({ pattern, why }) => `${key}: ${text.match(pattern)![0]} (${why})`),
    ]);
    expect(found).toEqual([]);
  });

  it('reads the sample content and the mails (the list above is not empty by accident)', () => {
    expect(spanishElsewhere.length).toBeGreaterThan(150);
    expect(spanishElsewhere.find(([key]) => key === 'calendar invitation')?.[1]).toContain('tu equipo');
  });

  it('is the table writers read in docs/glossary.md', () => {
    const doc = readFileSync('docs/glossary.md', 'utf8');
    for (const term of GLOSSARY) expect(doc, term.en).toContain(`| ${term.en} | ${term.es} |`);
  });

  it('would catch a term translated another way', () => {
    const partner = GLOSSARY.find((term) => term.en === 'partner')!;
    expect('Hazte partner'.toLowerCase().includes(partner.stem!)).toBe(false);
  });

  it('would catch a regional word, a vosotros or usted form and a spaced percentage', () => {
    const caught = (text: string) =>
      FORBIDDEN_SPANISH.some(({ text: variant, anyCase }) => new RegExp(`\\b${escape(variant)}`, anyCase ? 'i' : '').test(text)) || FORBIDDEN_SPANISH_PATTERNS.some(({ pattern }) => pattern.test(text));
    for (const text of ['El coste anual', 'Elige un hueco', 'Postúlate ahora', 'Mira el vídeo', 'cómo gestionáis hoy', 'Si usted lo desea', 'Podés elegir', 'un 27 % menos', 'perdieron 10,40 $', 'Sube el fichero', 'Rellena este campo', 'con el móvil']) {
      expect(caught(text), text).toBe(true);
    }
    for (const text of ['El costo anual', 'Elige un horario', 'Solicitar el puesto', 'Mira el video', 'cómo gestiona tu equipo', 'un 27% menos', 'US$420', 'recoger el paquete', 'una decisión comercial', 'dispositivos móviles', 'Los países']) {
      expect(caught(text), text).toBe(false);
    }
  });
});
