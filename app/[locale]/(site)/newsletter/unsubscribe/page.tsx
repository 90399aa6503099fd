import { mailLinkPage } from '@/components/page/MailLinkPages';
import { newsletterMailLinks } from '@/components/newsletter/newsletter-mail-links';

// Per request, never cached: the answer depends on the link and on what its owner just did.
export const dynamic = 'force-dynamic';

/** `/{locale}/newsletter/unsubscribe?token=…`: the unsubscribe link of every mail. */
const page = mailLinkPage(newsletterMailLinks, 'unsubscribe');
export const generateMetadata = page.generateMetadata;
export default page.MailLinkPage;
