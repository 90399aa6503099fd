/**
 * Every failure of a platform call is a PlatformError. The texts are the HTTP client's
 * (spec §8: 'Network Error', 'timeout of {n}ms exceeded', …) so that messages shown or logged read
 * as they did in the old site; `code` uses the same client's names.
 */
export type PlatformErrorCode =
  | 'ERR_NETWORK'
  | 'ECONNABORTED'
  | 'ERR_CANCELED'
  | 'ERR_BAD_REQUEST'
  | 'ERR_BAD_RESPONSE'
  | 'ERR_INVALID_URL'
  | 'ERR_BAD_OPTION_VALUE';

export const PLATFORM_ERROR_TEXTS = {
  network: 'Network Error',
  aborted: 'Request aborted',
  unsupportedProtocol: 'Unsupported protocol',
  invalidUrl: 'Invalid URL',
  timeout: (ms: number) => `timeout of ${ms}ms exceeded`,
  status: (status: number) => `Request failed with status code ${status}`,
} as const;

export interface PlatformErrorDetails {
  /** The HTTP status, when the platform answered. */
  status?: number;
  code?: PlatformErrorCode;
  /** The parsed response body (JSON, else text), when the platform answered. */
  data?: unknown;
  cause?: unknown;
}

export class PlatformError extends Error {
  readonly status?: number;
  readonly code?: PlatformErrorCode;
  readonly data?: unknown;

  constructor(message: string, { status, code, data, cause }: PlatformErrorDetails = {}) {
    super(message, cause === undefined ? undefined : { cause });
    this.name = 'PlatformError';
    this.status = status;
    this.code = code;
    this.data = data;
  }

  /** The error for a non-2xx answer: the body's `message`, then its `detail`, then the generic text. */
  static fromResponse(status: number, data: unknown): PlatformError {
    return new PlatformError(messageFromBody(data) ?? PLATFORM_ERROR_TEXTS.status(status), {
      status,
      code: status >= 500 ? 'ERR_BAD_RESPONSE' : 'ERR_BAD_REQUEST',
      data,
    });
  }
}

export function isPlatformError(error: unknown): error is PlatformError {
  return error instanceof PlatformError;
}

/** The platform refused the call over its rate limit (429): a moment later it will answer. */
export function isPlatformRateLimited(error: unknown): boolean {
  return isPlatformError(error) && error.status === 429;
}

/** `message`, then `detail` (a FastAPI-style list of `{ msg }` is joined), else undefined. */
export function messageFromBody(data: unknown): string | undefined {
  if (!data || typeof data !== 'object') return undefined;
  const { message, detail } = data as { message?: unknown; detail?: unknown };
  if (typeof message === 'string' && message.trim()) return message;
  if (typeof detail === 'string' && detail.trim()) return detail;
  if (Array.isArray(detail)) {
    const parts = detail
      .map((item) => (typeof item === 'string' ? item : (item as { msg?: unknown } | null)?.msg))
      .filter((part): part is string => typeof part === 'string' && part.trim() !== '');
    if (parts.length) return parts.join('; ');
  }
  return undefined;
}
