/**
 * The digest as mailed: HTML built with React Email (tables and inline styles that mail clients
 * read), and its plain-text alternative written here rather than derived from the HTML, so the
 * text part reads as a letter. No remote image: the brand is a coloured wordmark.
 */
import 'server-only';
import { Body, Container, Head, Heading, Hr, Html, Link, Preview, Section, Text, render } from '@react-email/components';
import type { ListLocale } from '@/lib/infra/subscriptions/mailing-list';
import { digestSubject, type DigestPost } from './mail-texts';

export interface DigestContent {
  locale: ListLocale;
  /** Empty: the default subject naming the count. */
  subject: string;
  /** The line shown after the subject in an inbox; empty: the introduction's start. */
  preheader: string;
  /** Paragraphs separated by blank lines; empty: the default sentence. */
  intro: string;
  posts: readonly DigestPost[];
}

export interface DigestMailLinks {
  site: string;
  blog: string;
  unsubscribe: string;
}

export interface RenderedDigest {
  subject: string;
  preheader: string;
  text: string;
  html: string;
}

const WORDS = {
  en: {
    greeting: 'Hello,',
    intro: (count: number) => (count === 1 ? "Here is what we've published since the last newsletter:" : `Here are the ${count} articles we've published since the last newsletter:`),
    read: 'Read the article',
    every: 'Every article',
    why: 'You get this email because you confirmed your sign-up to the Otailo newsletter.',
    unsubscribe: 'Unsubscribe (one click)',
  },
  es: {
    greeting: 'Hola:',
    intro: (count: number) => (count === 1 ? 'Esto es lo que hemos publicado desde el último boletín:' : `Estos son los ${count} artículos que hemos publicado desde el último boletín:`),
    read: 'Leer el artículo',
    every: 'Todos los artículos',
    why: 'Recibes este correo porque confirmaste tu suscripción al boletín de Otailo.',
    unsubscribe: 'Darte de baja (un clic)',
  },
} as const;

const BRAND = '#0f685b';
const INK = '#08111e';
const MUTED = '#3c5375';
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();
const paragraphs = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((part) => oneLine(part))
    .filter(Boolean);

/** The texts as they will be sent: the editor's, or the defaults where they left a field empty. */
export function digestTexts(content: Pick<DigestContent, 'locale' | 'subject' | 'preheader' | 'intro'> & { posts: readonly unknown[] }) {
  const words = WORDS[content.locale];
  const intro = paragraphs(content.intro);
  const introduction = intro.length > 0 ? intro : [words.intro(content.posts.length)];
  return {
    subject: oneLine(content.subject) || digestSubject(content.locale, content.posts.length),
    preheader: oneLine(content.preheader) || introduction[0]!.slice(0, 150),
    introduction,
  };
}

function DigestEmail({ content, links, texts }: { content: DigestContent; links: DigestMailLinks; texts: ReturnType<typeof digestTexts> }) {
  const words = WORDS[content.locale];
  return (
    <Html lang={content.locale}>
      <Head>
        <title>{texts.subject}</title>
      </Head>
      <Preview>{texts.preheader}</Preview>
      <Body style={{ backgroundColor: '#f4f7fb', margin: 0, padding: '24px 0', fontFamily: 'Helvetica, Arial, sans-serif', color: INK }}>
        <Container style={{ backgroundColor: '#ffffff', maxWidth: '600px', padding: '32px', borderRadius: '12px', borderTop: `6px solid ${BRAND}` }}>
          <Link href={links.site} style={{ color: BRAND, fontSize: '24px', fontWeight: 700, textDecoration: 'none', letterSpacing: '-0.5px' }}>
            Otailo
          </Link>
          <Text style={{ fontSize: '16px', lineHeight: '24px', margin: '24px 0 8px' }}>{words.greeting}</Text>
          {texts.introduction.map((paragraph, index) => (
            <Text key={index} style={{ fontSize: '16px', lineHeight: '24px', margin: '0 0 16px' }}>
              {paragraph}
            </Text>
          ))}
          {content.posts.map((post) => (
            <Section key={post.url} style={{ borderTop: '1px solid #e8eef6', padding: '16px 0' }}>
              <Heading as="h2" style={{ fontSize: '18px', lineHeight: '24px', margin: '0 0 8px' }}>
                <Link href={post.url} style={{ color: INK, textDecoration: 'none' }}>
                  {oneLine(post.title)}
                </Link>
              </Heading>
              <Text style={{ fontSize: '15px', lineHeight: '22px', color: MUTED, margin: '0 0 8px' }}>{oneLine(post.excerpt)}</Text>
              <Link href={post.url} style={{ color: BRAND, fontWeight: 600, fontSize: '15px' }}>
                {words.read} →
              </Link>
            </Section>
          ))}
          <Text style={{ fontSize: '15px', margin: '16px 0 0' }}>
            <Link href={links.blog} style={{ color: BRAND, fontWeight: 600 }}>
              {words.every}
            </Link>
          </Text>
          <Hr style={{ borderColor: '#e8eef6', margin: '24px 0' }} />
          <Text style={{ fontSize: '13px', lineHeight: '20px', color: MUTED, margin: 0 }}>
            {words.why}{' '}
            <Link href={links.unsubscribe} style={{ color: MUTED, textDecoration: 'underline' }}>
              {words.unsubscribe}
            </Link>
          </Text>
        </Container>
      </Body>
    </Html>
  );
}

/** The plain-text part: the same letter, each link on its own line. */
export function digestPlainText(content: DigestContent, links: Pick<DigestMailLinks, 'blog' | 'unsubscribe'>, texts = digestTexts(content)): string {
  const words = WORDS[content.locale];
  const list = content.posts.flatMap((post) => [`■ ${oneLine(post.title)}`, oneLine(post.excerpt), post.url, '']);
  return [words.greeting, '', ...texts.introduction.flatMap((paragraph) => [paragraph, '']), ...list, `${words.every}: ${links.blog}`, '', words.why, `${words.unsubscribe}: ${links.unsubscribe}`].join('\n');
}

/** One subscriber's digest (their unsubscribe link in `links`): subject, preheader, text and HTML. */
export async function renderDigest(content: DigestContent, links: DigestMailLinks): Promise<RenderedDigest> {
  const texts = digestTexts(content);
  const html = await render(<DigestEmail content={content} links={links} texts={texts} />);
  return { subject: texts.subject, preheader: texts.preheader, text: digestPlainText(content, links, texts), html };
}
