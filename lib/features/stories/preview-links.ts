import 'server-only';
import { getDatabase } from '@/lib/infra/db';
import { createPreviewLinkStore } from '@/lib/features/publishing';

/** Stories' preview links (the mechanism every kind of content shares: lib/features/publishing). */
export const storyPreviewLinks = () => createPreviewLinkStore(getDatabase, 'story');
