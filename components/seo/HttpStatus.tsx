import { STATUS_META_NAME } from '@/lib/infra/http/document-status.mjs';

/**
 * Declares this document's HTTP status (404 for the not-found screens, 400 for a query it cannot use, 429 over a rate limit, 422 for
 * a form sent back with errors). The production server
 * (server/index.mjs) applies it; see lib/infra/http/document-status.mjs for why.
 */
export function HttpStatus({ code }: { code: 400 | 401 | 403 | 404 | 410 | 422 | 429 | 503 }) {
  return <meta name={STATUS_META_NAME} content={String(code)} />;
}
