import { mailLinkPage } from '@/components/page/MailLinkPages';
import { trustMailLinks } from '@/components/trust/trust-mail-links';

// Per request, never cached: the answer depends on the link and on what its owner just did.
export const dynamic = 'force-dynamic';

/** `/{locale}/trust/unsubscribe?token=…`: the unsubscribe link of every mail. */
const page = mailLinkPage(trustMailLinks, 'unsubscribe');
export const generateMetadata = page.generateMetadata;
export default page.MailLinkPage;
