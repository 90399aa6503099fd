import 'server-only';
import { getDatabase } from '@/lib/infra/db';
import { createPreviewLinkStore } from '@/lib/features/publishing';

/** Posts' preview links (the mechanism every kind of content shares: lib/features/publishing). */
export const previewLinkStore = () => createPreviewLinkStore(getDatabase, 'post');
