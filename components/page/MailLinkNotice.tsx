import type { ReactNode } from 'react';
import { Link } from '@/lib/infra/routing/navigation';
import type { Locale } from '@/lib/infra/routing/routing';
import { Container } from '@/components/sections/Container';
import { HttpStatus } from '@/components/seo/HttpStatus';
import { log } from '@/lib/infra/log.mjs';
import type { UnsubscribeLink } from '@/lib/infra/subscriptions/mailing-list';

/** The answer of a mailed link (confirm, unsubscribe): a heading, what happened, and the way back (`back.href` after the locale). */
export function MailLinkNotice({ locale, title, status, back, children }: { locale: Locale; title: string; status?: 404 | 410 | 429 | 503; back: { href: string; label: string }; children: ReactNode }) {
  return (
    <Container className="max-w-2xl py-20 text-center">
      {status && <HttpStatus code={status} />}
      <h1 className="text-3xl font-extrabold text-ink-950">{title}</h1>
      <div className="mt-4 space-y-4 text-lg text-ink-700">{children}</div>
      <Link locale={locale} href={back.href} className="btn btn-secondary mt-8">
        {back.label}
      </Link>
    </Container>
  );
}

/** The button that uses a mailed link (a GET never does: mail scanners open links); a plain form, so it works without JavaScript. */
export function LinkButtonForm({ action, token, locale, label, children }: { action: (data: FormData) => Promise<void>; token: string; locale: Locale; label: string; children: ReactNode }) {
  return (
    <form action={action} className="space-y-6">
      {children}
      <input type="hidden" name="token" value={token} />
      <input type="hidden" name="locale" value={locale} />
      <button type="submit" className="btn btn-primary">
        {label}
      </button>
    </form>
  );
}

type UnsubscribeKey = 'title' | 'back' | 'button' | 'resubscribe' | 'unknown' | 'busy' | 'failed' | 'question' | 'done';
/** The page's texts (`question` and `done` name the masked address as `{email}`). */
export type UnsubscribeTexts = (key: UnsubscribeKey, values?: { email: string }) => string;

/**
 * The page of a mailing list's unsubscribe link: what the link is for (the address masked), and
 * the button that uses it; once used, that it was. An unknown link is a 404, a failed read a 503.
 */
export async function UnsubscribeScreen({
  locale,
  token,
  problem,
  read,
  action,
  texts,
  back,
}: {
  locale: Locale;
  token: string;
  /** What the button's last post ran into (`?busy=1`, `?failed=1`). */
  problem: 'busy' | 'failed' | null;
  read: (token: string) => Promise<UnsubscribeLink | null>;
  action: (data: FormData) => Promise<void>;
  texts: UnsubscribeTexts;
  back: { href: string; label: string };
}) {
  let link: UnsubscribeLink | null;
  try {
    link = await read(token);
  } catch (error) {
    log.error('an unsubscribe link could not be read', { error });
    return (
      <MailLinkNotice locale={locale} title={texts('title')} status={503} back={back}>
        <p role="alert">{texts('failed')}</p>
      </MailLinkNotice>
    );
  }
  if (!link) {
    return (
      <MailLinkNotice locale={locale} title={texts('title')} status={404} back={back}>
        <p role="alert">{texts('unknown')}</p>
      </MailLinkNotice>
    );
  }
  return (
    <MailLinkNotice locale={locale} title={texts('title')} status={problem === 'busy' ? 429 : problem === 'failed' ? 503 : undefined} back={back}>
      {problem && <p role="alert">{texts(problem)}</p>}
      {link.subscribed ? (
        <LinkButtonForm action={action} token={token} locale={locale} label={texts('button')}>
          <p>{texts('question', { email: link.maskedEmail })}</p>
        </LinkButtonForm>
      ) : (
        <>
          <p role="status">{texts('done', { email: link.maskedEmail })}</p>
          <p className="text-base">{texts('resubscribe')}</p>
        </>
      )}
    </MailLinkNotice>
  );
}
