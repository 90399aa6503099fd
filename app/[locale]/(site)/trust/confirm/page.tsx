import { mailLinkPage } from '@/components/page/MailLinkPages';
import { trustMailLinks } from '@/components/trust/trust-mail-links';

// Per request, never cached: the answer depends on the link and on what its owner just did.
export const dynamic = 'force-dynamic';

/** `/{locale}/trust/confirm?token=…`: the link of the confirmation mail (double opt-in). */
const page = mailLinkPage(trustMailLinks, 'confirm');
export const generateMetadata = page.generateMetadata;
export default page.MailLinkPage;
