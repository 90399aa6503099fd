import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { localeOf } from '@/lib/infra/routing/locale-params';
import type { Locale } from '@/lib/infra/routing/routing';
import { log } from '@/lib/infra/log.mjs';
import { pages, type PageKey } from '@/lib/infra/routing/pages';
import type { ConfirmOutcome, UnsubscribeLink } from '@/lib/infra/subscriptions/mailing-list';
import { LinkButtonForm, MailLinkNotice, UnsubscribeScreen, type UnsubscribeTexts } from './MailLinkNotice';

/** A confirmation link not used yet, whose page asks before its button uses it. */
export type PendingConfirmation = { outcome: 'pending'; maskedEmail: string };

/** The confirm page's texts. */
export interface ConfirmTexts {
  title: string;
  /** The heading once the link is used or read: it says what happened ("You're subscribed"), not what to do. */
  headings: Record<'confirmed' | 'expired' | 'unknown', string>;
  back: string;
  confirmed: string;
  expired: string;
  unknown: string;
  failed: string;
  button: { label: string; question: (email: string) => string; busy: string };
}

type ConfirmKey = 'title' | 'confirmed' | 'expired' | 'unknown' | 'failed' | 'button' | 'busy' | 'headings.confirmed' | 'headings.expired' | 'headings.unknown';

/** A confirm page's texts from a list's catalogue namespace, which names its keys alike (`question` takes `{email}`). */
export function confirmTextsOf(t: (key: ConfirmKey | 'question', values?: { email: string }) => string, back: string): ConfirmTexts {
  return {
    title: t('title'),
    headings: { confirmed: t('headings.confirmed'), expired: t('headings.expired'), unknown: t('headings.unknown') },
    back,
    confirmed: t('confirmed'),
    expired: t('expired'),
    unknown: t('unknown'),
    failed: t('failed'),
    button: { label: t('button'), question: (email) => t('question', { email }), busy: t('busy') },
  };
}

/**
 * One mailing list's pages of mailed links (the trust center's change alerts, the newsletter):
 * what each page reads, uses and says, and the page its notices lead back to.
 */
export interface MailingListPages {
  back: PageKey;
  confirm: {
    /** The link's state without using it (`pending`: the page's `action` button uses it; mail scanners open every link). */
    open: (token: string) => Promise<ConfirmOutcome | PendingConfirmation>;
    action: (data: FormData) => Promise<void>;
    texts: (locale: Locale) => Promise<ConfirmTexts>;
  };
  unsubscribe: {
    read: (token: string) => Promise<UnsubscribeLink | null>;
    action: (data: FormData) => Promise<void>;
    texts: (locale: Locale) => Promise<UnsubscribeTexts>;
  };
}

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The metadata of a mailed link's page: never indexed, the token kept out of referrers. */
async function mailLinkMetadata(locale: Locale, title: string): Promise<Metadata> {
  const meta = await getTranslations({ locale, namespace: 'Metadata' });
  return { title: { absolute: meta('titleTemplate', { page: title }) }, robots: { index: false, follow: false }, referrer: 'same-origin' };
}

const STATUS = { confirmed: undefined, 'already-confirmed': undefined, expired: 410, unknown: 404 } as const;
// After its button the page reads the link again, now used: confirmed by that press or an earlier one.
const TEXT = { confirmed: 'confirmed', 'already-confirmed': 'confirmed', expired: 'expired', unknown: 'unknown' } as const;

/**
 * The page of a list's confirmation link (double opt-in): asks, then its button confirms and the
 * page says where the address stands. An unknown link is a 404, an expired
 * one a 410, a failed read a 503; the button's last post (`?busy=1`, `?failed=1`) a 429 or 503.
 */
async function ConfirmScreen({ locale, token, problem, list }: { locale: Locale; token: string; problem: 'busy' | 'failed' | null; list: MailingListPages }) {
  const texts = await list.confirm.texts(locale);
  const back = { href: pages[list.back].path, label: texts.back };
  let link: ConfirmOutcome | PendingConfirmation;
  try {
    link = await list.confirm.open(token);
  } catch (error) {
    log.error('a confirmation link could not be read', { error });
    return (
      <MailLinkNotice locale={locale} title={texts.title} status={503} back={back}>
        <p role="alert">{texts.failed}</p>
      </MailLinkNotice>
    );
  }
  if (link.outcome === 'pending') {
    const { action } = list.confirm;
    const { button } = texts;
    return (
      <MailLinkNotice locale={locale} title={texts.title} status={problem === 'busy' ? 429 : problem === 'failed' ? 503 : undefined} back={back}>
        {problem && <p role="alert">{problem === 'busy' ? button.busy : texts.failed}</p>}
        <LinkButtonForm action={action} token={token} locale={locale} label={button.label}>
          <p>{button.question(link.maskedEmail)}</p>
        </LinkButtonForm>
      </MailLinkNotice>
    );
  }
  const status = STATUS[link.outcome];
  return (
    <MailLinkNotice locale={locale} title={texts.headings[TEXT[link.outcome]]} status={status} back={back}>
      <p role={status ? 'alert' : 'status'}>{texts[TEXT[link.outcome]]}</p>
    </MailLinkNotice>
  );
}

/**
 * A mailed link's page of a list (`confirm`, `unsubscribe`), as its page.tsx exports it: the
 * metadata and the page. Opening an unsubscribe link changes nothing; its button does, with or
 * without JavaScript.
 */
export function mailLinkPage(list: MailingListPages, page: 'confirm' | 'unsubscribe') {
  async function generateMetadata({ params }: Pick<Props, 'params'>): Promise<Metadata> {
    const locale = await localeOf(params);
    const title = page === 'confirm' ? (await list.confirm.texts(locale)).title : (await list.unsubscribe.texts(locale))('title');
    return mailLinkMetadata(locale, title);
  }

  async function MailLinkPage({ params, searchParams }: Props) {
    const locale = await localeOf(params);
    const { token, busy, failed } = await searchParams;
    const value = typeof token === 'string' ? token : '';
    const problem = busy ? 'busy' : failed ? 'failed' : null;
    if (page === 'confirm') return <ConfirmScreen locale={locale} token={value} problem={problem} list={list} />;
    const texts = await list.unsubscribe.texts(locale);
    return (
      <UnsubscribeScreen
        locale={locale}
        token={value}
        problem={problem}
        read={list.unsubscribe.read}
        action={list.unsubscribe.action}
        back={{ href: pages[list.back].path, label: texts('back') }}
        texts={texts}
      />
    );
  }

  return { generateMetadata, MailLinkPage };
}
