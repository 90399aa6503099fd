import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/infra/routing/routing';
import type { AuthUser } from '@/lib/features/people';
import { can } from '@/lib/features/people/shared/permissions';
import { sentBackNote } from '@/lib/features/publishing';
import { SEND_BACK_NOTE_MAX, type ReviewKind } from '@/lib/features/publishing/shared/review';
import type { ContentLanguage, ContentStatus } from '@/lib/features/publishing/shared/workflow';
import { sendBackEntryAction } from '@/lib/features/review/actions/send-back-entry';
import { EntryLinks } from './EntryLinks';

const OUTCOMES = ['sent', 'note-missing', 'not-in-review'] as const;
type Outcome = (typeof OUTCOMES)[number];
const outcomeOf = (value: unknown): Outcome | null => (OUTCOMES.includes(value as Outcome) ? (value as Outcome) : null);

/**
 * Above an entry's editor: where it can be seen (on the site, or as a preview), the note it was
 * sent back with (for its author, while it is a draft), and for a reviewer of an entry in review,
 * "Send back to the author" with a note. `outcome`: the `sendBack` query the last send-back left.
 */
export async function ReviewBar({
  locale,
  kind,
  entry,
  publicHref,
  user,
  outcome,
  siteLink = true,
}: {
  locale: Locale;
  kind: ReviewKind;
  entry: { id: number; status: ContentStatus; language: ContentLanguage };
  /** Its public address, with the locale (`/es/empleo/x`): lib/infra/routing/navigation.ts `getPathname`. */
  publicHref: string;
  user: AuthUser;
  outcome?: unknown;
  /** False where the screen shows its own link to the live version (pages: beside the address). */
  siteLink?: boolean;
}) {
  const t = await getTranslations({ locale, namespace: 'Admin.review' });
  const said = outcomeOf(outcome);
  const note = entry.status === 'draft' ? await sentBackNote(kind, entry.id) : null;
  const date = (iso: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(new Date(iso)) + ' UTC';
  return (
    <div className="mt-4 space-y-4">
      {(siteLink || entry.status !== 'published') && <EntryLinks locale={locale} published={entry.status === 'published'} publicHref={publicHref} preview={{ kind, id: entry.id }} />}
      {said === 'sent' && (
        <p role="status" className="rounded-lg bg-brand-50 p-3 text-sm text-brand-900">
          {t('sendBack.sent')}
        </p>
      )}
      {note && (
        <section aria-labelledby="sent-back-title" className="rounded-card border border-amber-300 bg-amber-50 p-4 text-amber-950" data-testid="sent-back-note">
          <h2 id="sent-back-title" className="font-bold">
            {t('sentBack.title', { date: date(note.at) })}
          </h2>
          <p className="mt-2 whitespace-pre-line">{note.note}</p>
          <p className="mt-2 text-sm">{t('sentBack.hint')}</p>
        </section>
      )}
      {entry.status === 'review' && can(user.role, 'review') && <SendBackForm locale={locale} kind={kind} id={entry.id} problem={said === 'sent' ? null : said} t={t} />}
    </div>
  );
}

type ReviewTranslator = Awaited<ReturnType<typeof getTranslations<'Admin.review'>>>;

/** The reviewer's form: a required note, posted without JavaScript. */
function SendBackForm({ locale, kind, id, problem, t }: { locale: Locale; kind: ReviewKind; id: number; problem: Exclude<Outcome, 'sent'> | null; t: ReviewTranslator }) {
  return (
    <form id="send-back" action={sendBackEntryAction} className="rounded-card border border-ink-100 bg-white p-4 shadow-card">
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="kind" value={kind} />
      <input type="hidden" name="id" value={id} />
      <label htmlFor="send-back-note" className="font-bold text-ink-950">
        {t('sendBack.label')}
      </label>
      <p id="send-back-hint" className="mt-1 text-sm text-ink-600">
        {t('sendBack.hint')}
      </p>
      {problem && (
        <p id="send-back-problem" role="alert" className="mt-2 rounded-lg bg-red-50 p-3 text-sm text-red-900">
          {t(problem === 'note-missing' ? 'sendBack.noteMissing' : 'sendBack.notInReview')}
        </p>
      )}
      <textarea
        id="send-back-note"
        name="note"
        required
        maxLength={SEND_BACK_NOTE_MAX}
        rows={3}
        aria-describedby={problem ? 'send-back-hint send-back-problem' : 'send-back-hint'}
        aria-invalid={problem === 'note-missing' || undefined}
        className="field-control mt-2"
      />
      <button type="submit" className="btn btn-secondary mt-3">
        {t('sendBack.submit')}
      </button>
    </form>
  );
}
