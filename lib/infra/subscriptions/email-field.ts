/** The address of a mailing list's sign-up, as the server validates it (zod: kept out of the pages' first load). */
import * as z from 'zod/mini';
import { isDeliverableAddress, MAX_ADDRESS_LENGTH } from '@/lib/infra/util/email-address';

/** The visitor's address: trimmed, lower-cased, one an SMTP server takes. */
export const subscriberEmailField = z.pipe(
  z.pipe(
    z.catch(z.string(), ''),
    z.transform((value) => value.trim().toLowerCase()),
  ),
  z.string().check(
    z.minLength(1, { error: 'required', abort: true }),
    z.maxLength(MAX_ADDRESS_LENGTH, { error: 'tooLong', abort: true }),
    z.email({ error: 'invalidEmail', abort: true }),
    z.refine(isDeliverableAddress, { error: 'invalidEmail' }),
  ),
);
