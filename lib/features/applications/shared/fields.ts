/**
 * The application form's fields, limits and error codes: what the form renders from, without the
 * schema (zod reaches the browser only once the visitor starts on the form).
 */
/** The typed fields (the CV is a file, checked apart: checkCv). */
export const APPLICATION_FIELDS = ['fullName', 'email', 'profileUrl', 'message', 'consent', 'opening'] as const;
export type ApplicationField = (typeof APPLICATION_FIELDS)[number];
/** The file input's name. */
export const CV_FIELD = 'cv';

/** Longest accepted value per field (characters, after trimming); the CV's largest size in bytes. */
export const APPLICATION_LIMITS = { fullName: 100, email: 254, profileUrl: 500, message: 3000 } as const;
export const CV_MAX_BYTES = 5 * 1024 * 1024;
export const CV_MAX_MB = CV_MAX_BYTES / 1024 / 1024;

export type ApplicationErrorCode = 'required' | 'invalidEmail' | 'invalidName' | 'tooLong' | 'invalidUrl' | 'invalidChoice' | 'cvMissing' | 'cvNotPdf' | 'cvTooLarge';
export type ApplicationErrors = Partial<Record<ApplicationField | typeof CV_FIELD, ApplicationErrorCode>>;

/** What can be said of a file from its size alone (before its bytes are read): none, or too big. */
export function cvSizeProblem(size: number): 'cvMissing' | 'cvTooLarge' | null {
  if (size <= 0) return 'cvMissing';
  return size > CV_MAX_BYTES ? 'cvTooLarge' : null;
}
