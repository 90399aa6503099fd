import { STATUS_META_NAME } from '@/lib/http/document-status.mjs';

/**
 * Declares this document's HTTP status (404 for the not-found screens). The production server
 * (server/index.mjs) applies it; see lib/http/document-status.mjs for why.
 */
export function HttpStatus({ code }: { code: 404 | 410 }) {
  return <meta name={STATUS_META_NAME} content={String(code)} />;
}
