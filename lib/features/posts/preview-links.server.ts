import 'server-only';
import { getDatabase } from '@/lib/infra/db';
import { createPreviewLinkStore } from './preview-links';

export const previewLinkStore = () => createPreviewLinkStore(getDatabase);
