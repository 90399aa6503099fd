/**
 * The server side of the application form (submit-application.ts), in the order a post meets it: what is read, the rate
 * limit per visitor address, the answer to refused fields, then the capture (the opening, the CV's
 * bytes, the limit per email address, the bot check, the site-wide budget, the file and the row).
 * Mail follows from the stored row (./mails.ts), woken once the answer is sent.
 */
import 'server-only';
import { createHash } from 'node:crypto';
import { after } from 'next/server';
import { headers } from 'next/headers';
import * as z from 'zod/mini';
import { getDatabase } from '@/lib/infra/db';
import { getEnv } from '@/lib/infra/env.mjs';
import { CLIENT_IP_HEADER } from '@/lib/infra/http/client-ip.mjs';
import { fileField } from '@/lib/infra/http/form-fields';
import { textFields, type Guarded, type InvalidPost, type RawForm } from '@/lib/infra/http/server-action';
import { log } from '@/lib/infra/log.mjs';
import { addressKey, consume, limits } from '@/lib/infra/rate-limit';
import { spendSiteBudget } from '@/lib/infra/rate-limit/site-budgets';
import { isPdf } from '@/lib/infra/uploads/sniff';
import { looksAutomated } from '@/lib/features/leads';
import { META } from '@/lib/features/leads/shared/submission';
import { kickMail, mailSettings } from '@/lib/features/mail';
import { getPublishedOpening } from '@/lib/features/openings';
import { checkCv, cvFolderFromEnv, deleteCv, saveCv } from '@/lib/features/applications/cv-files';
import { createApplicationStore } from '@/lib/features/applications/store';
import { applicationErrorsOf, applicationSchema } from '@/lib/features/applications/shared/application-input';
import { APPLICATION_FIELDS, CV_FIELD, cvSizeProblem, type ApplicationErrors } from '@/lib/features/applications/shared/fields';
import type { ApplicationState } from '@/lib/features/applications/shared/types';

/** What the action reads: the typed fields, the CV, and the hidden fields every site form carries. */
export const applicationInput = z.object({
  ...applicationSchema.shape,
  [CV_FIELD]: fileField,
  [META.startedAt]: z.catch(z.string(), ''),
  [META.honeypot]: z.catch(z.string(), ''),
});
type ApplicationInput = z.infer<typeof applicationInput>;

/** A form sent again within this time by the same address to the same opening is the same application. */
const DOUBLE_SUBMIT_MS = 10 * 60_000;

const store = () => createApplicationStore(getDatabase);

/** What a refused form is filled with again (as typed, bounded). */
const echo = (raw: RawForm) => Object.fromEntries(Object.entries(textFields(raw, APPLICATION_FIELDS)).map(([field, value]) => [field, String(value).slice(0, 10_000)]));

/** At most `limits.applicationSubmit` a visitor address (an IPv6 client by its /64), before anything else is read. */
export async function applicationRateLimit(raw: RawForm): Promise<Guarded<undefined, ApplicationState>> {
  const address = addressKey((await headers()).get(CLIENT_IP_HEADER) ?? 'unknown');
  const limit = await consume(limits.applicationSubmit, address);
  return limit.allowed ? { ok: true, context: undefined } : { ok: false, answer: { status: 'rate-limited', retryAfter: limit.retryAfter, values: echo(raw) } };
}

/** The CV's problem as far as its size and first bytes tell (the whole file is read only for a valid form). */
async function cvProblemOf(file: unknown): Promise<ApplicationErrors[typeof CV_FIELD] | null> {
  if (!(file instanceof File)) return 'cvMissing';
  const bySize = cvSizeProblem(file.size);
  if (bySize) return bySize;
  return isPdf(new Uint8Array(await file.slice(0, 8).arrayBuffer())) ? null : 'cvNotPdf';
}

/** A form the schema refuses: each field's problem (the CV's too, so the visitor fixes all at once), and what was typed. */
export async function refusedApplication({ issues, raw }: InvalidPost<unknown>): Promise<ApplicationState> {
  const cv = await cvProblemOf(raw[CV_FIELD]);
  return { status: 'invalid', fieldErrors: { ...applicationErrorsOf(issues), ...(cv && { [CV_FIELD]: cv }) }, values: echo(raw) };
}

const invalid = (values: Record<string, string>, fieldErrors: ApplicationErrors, closed?: boolean): ApplicationState => ({ status: 'invalid', fieldErrors, values, ...(closed && { closed }) });

/**
 * A valid form, from the top: a live opening that takes applications here, a PDF of at most 5 MB,
 * the sender's address not over its limit, no sign of a bot, one of the site-wide budget; then the
 * file and the row, and the mails woken after the answer.
 */
export async function captureApplication(input: ApplicationInput, raw: RawForm): Promise<ApplicationState> {
  const values = echo(raw);
  const opening = await getPublishedOpening(input.opening);
  if (!opening || opening.applyUrl) return invalid(values, { opening: 'invalidChoice' }, true);
  const file = input[CV_FIELD];
  const sized = cvSizeProblem(file?.size ?? 0);
  if (!file || sized) return invalid(values, { [CV_FIELD]: sized ?? 'cvMissing' });
  const bytes = new Uint8Array(await file.arrayBuffer());
  const cvProblem = checkCv(bytes);
  if (cvProblem) return invalid(values, { [CV_FIELD]: cvProblem });

  // The same person applying again and again, from any address; counted by a hash (no address in the limiter's table).
  const emailKey = createHash('sha256').update(input.email.trim().toLowerCase()).digest('base64url');
  const byEmail = await consume(limits.applicationSubmitEmail, emailKey);
  if (!byEmail.allowed) return { status: 'rate-limited', retryAfter: byEmail.retryAfter, values };
  // A bot's post is answered like a person's and kept nowhere: a CV is megabytes of a stranger's file.
  if (looksAutomated({ honeypot: input[META.honeypot], startedAt: input[META.startedAt], now: Date.now(), minFillMs: getEnv().LEADS_MIN_FILL_MS })) return { status: 'success' };
  const mailed = mailSettings() !== null;
  try {
    if (await store().sentSince(input.email, opening.id, new Date(Date.now() - DOUBLE_SUBMIT_MS))) return { status: 'success', mailed };
    const budget = await spendSiteBudget('applications');
    if (budget.granted === 0) return { status: 'busy', retryAfter: budget.retryAfter, contact: getEnv().CAREERS_EMAIL, values };
    const saved = await saveCv(bytes, cvFolderFromEnv());
    await store()
      .create({
        openingId: opening.id,
        openingTitle: opening.title,
        language: opening.language,
        name: input.fullName,
        email: input.email,
        profileUrl: input.profileUrl || null,
        message: input.message ?? '',
        cvKey: saved.key,
        cvBytes: saved.bytes,
        notifyEmail: opening.applyEmail ?? getEnv().CAREERS_EMAIL,
      })
      .catch(async (error: unknown) => {
        await deleteCv(saved.key, cvFolderFromEnv()).catch(() => undefined);
        throw error;
      });
  } catch (error) {
    log.error('applications: could not store an application', { error });
    return { status: 'error', values };
  }
  after(() => kickMail());
  return { status: 'success', mailed };
}
