import { createTranslator } from 'next-intl';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import en from '@/messages/en.json';
import es from '@/messages/es.json';
import type { ConfirmOutcome } from '@/lib/infra/subscriptions/mailing-list';
import { confirmTextsOf, mailLinkPage, type MailingListPages, type PendingConfirmation } from './MailLinkPages';

// Translations from the catalogue, without Next.js's request scope; a plain <a> for links.
vi.mock('next-intl/server', () => ({
  getTranslations: async ({ namespace }: { namespace: 'Metadata' }) => createTranslator({ locale: 'en', messages: en, namespace }),
}));
vi.mock('@/lib/infra/routing/locale-params', () => ({ localeOf: async (params: Promise<{ locale: string }>) => (await params).locale }));
vi.mock('@/lib/infra/routing/navigation', () => ({
  Link: ({ href, locale, ...props }: { href: string; locale: string }) => <a href={`/${locale}${href}`} {...props} />,
}));
vi.mock('@/lib/infra/log.mjs', () => ({ log: { error: () => {} } }));

const confirmTexts = {
  title: 'Confirm',
  headings: { confirmed: 'You are in', expired: 'Link expired', unknown: 'Link not valid' },
  back: 'Back',
  confirmed: 'Confirmed.',
  expired: 'Expired.',
  unknown: 'Unknown.',
  failed: 'Failed.',
};
const button = { label: 'Yes, confirm', question: (email: string) => `Send to ${email}?`, busy: 'Busy.' };
const action = async () => {};

function list(open: () => Promise<ConfirmOutcome | PendingConfirmation>): MailingListPages {
  return {
    back: 'blog',
    confirm: { open, action, texts: async () => ({ ...confirmTexts, button }) },
    unsubscribe: { read: async () => null, action, texts: async () => (key) => key },
  };
}

/** The page as HTML: the async screen it returns is awaited by hand (react-dom renders no async component). */
async function render(pages: MailingListPages, query: Record<string, string> = {}) {
  const page = mailLinkPage(pages, 'confirm');
  const element = (await page.MailLinkPage({ params: Promise.resolve({ locale: 'en' }), searchParams: Promise.resolve({ token: 'tok', ...query }) })) as ReactElement<object>;
  const screen = element.type as (props: object) => Promise<ReactElement>;
  return renderToStaticMarkup(await screen(element.props));
}
const statusOf = (html: string) => /<meta name="[^"]+" content="(\d+)"/.exec(html)?.[1];

describe('the confirm page of a list (the newsletter, the trust center): its button confirms', () => {
  const pending = async (): Promise<PendingConfirmation> => ({ outcome: 'pending', maskedEmail: 'a•••@example.com' });

  it('asks before confirming: the question, the button and the token, no status declared', async () => {
    const html = await render(list(pending));
    expect(html).toContain('Send to a•••@example.com?');
    expect(html).toContain('Yes, confirm');
    expect(html).toContain('name="token" value="tok"');
    expect(statusOf(html)).toBeUndefined();
  });

  it("says what the button's last post ran into, with its status", async () => {
    const busy = await render(list(pending), { busy: '1' });
    expect(busy).toContain('<p role="alert">Busy.</p>');
    expect(statusOf(busy)).toBe('429');
    const failed = await render(list(pending), { failed: '1' });
    expect(failed).toContain('<p role="alert">Failed.</p>');
    expect(statusOf(failed)).toBe('503');
  });

  it('answers an expired link 410, an unknown one 404, a failed read 503', async () => {
    const expired = await render(list(async () => ({ outcome: 'expired' })));
    expect([statusOf(expired), expired.includes('<p role="alert">Expired.</p>')]).toEqual(['410', true]);
    const unknown = await render(list(async () => ({ outcome: 'unknown' })));
    expect([statusOf(unknown), unknown.includes('<p role="alert">Unknown.</p>')]).toEqual(['404', true]);
    // The heading says what happened.
    expect([expired.includes('>Link expired</h1>'), unknown.includes('>Link not valid</h1>')]).toEqual([true, true]);
    const broken = await render(
      list(async () => {
        throw new Error('database down');
      }),
    );
    expect([statusOf(broken), broken.includes('<p role="alert">Failed.</p>')]).toEqual(['503', true]);
  });
});

describe('the confirm page after its button', () => {
  it('says the address is confirmed, or already was, and leads back to its page', async () => {
    const confirmed = await render(list(async () => ({ outcome: 'confirmed', locale: 'en' })));
    expect(confirmed).toContain('<p role="status">Confirmed.</p>');
    expect(confirmed).toContain('>You are in</h1>');
    expect(confirmed).not.toContain('>Confirm</h1>');
    expect(confirmed).not.toContain('<form');
    expect(confirmed).toContain('href="/en/blog"');
    expect(statusOf(confirmed)).toBeUndefined();
    expect(await render(list(async () => ({ outcome: 'already-confirmed', locale: 'en' })))).toContain('<p role="status">Confirmed.</p>');
  });
});

describe('the metadata of a mailed link page', () => {
  it('is titled by the page and never indexed, the token kept out of referrers', async () => {
    const metadata = await mailLinkPage(list(async () => ({ outcome: 'unknown' })), 'confirm').generateMetadata({ params: Promise.resolve({ locale: 'en' }) });
    expect(metadata).toEqual({ title: { absolute: en.Metadata.titleTemplate.replace('{page}', 'Confirm') }, robots: { index: false, follow: false }, referrer: 'same-origin' });
  });
});

describe("the lists' confirm texts", () => {
  it('come whole from each list’s namespace in both languages, the address in the question', () => {
    for (const messages of [en, es]) {
      for (const namespace of ['Trust.confirm', 'Newsletter.confirm'] as const) {
        const t = createTranslator({ locale: 'en', messages, namespace, onError: (error) => { throw error; } });
        const texts = confirmTextsOf(t, 'Back');
        expect(Object.values(texts).every((value) => typeof value !== 'string' || value.length > 0)).toBe(true);
        expect(texts.button.question('a•••@example.com')).toContain('a•••@example.com');
        expect(texts.button.label.length).toBeGreaterThan(0);
      }
    }
  });
});
