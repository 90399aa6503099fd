import 'server-only';
import { getDatabase } from '@/lib/infra/db';
import { createPreviewLinkStore } from '@/lib/features/publishing';

/** Openings' preview links (the mechanism every kind of content shares: lib/features/publishing). */
export const openingPreviewLinks = () => createPreviewLinkStore(getDatabase, 'opening');
