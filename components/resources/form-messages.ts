const FORM_KEYS = ['formTitle', 'formBody', 'consent', 'submit', 'submitting', 'invalidResource', 'error', 'successTitle', 'successMailed', 'successNoMail', 'successPending', 'downloadAgain'] as const;

/**
 * The request form's own messages (they go to the browser only on a page with the form). A module
 * of its own: the pages that may place the form import this, never the form's code.
 */
export const resourceFormMessages = (Resources: Record<(typeof FORM_KEYS)[number], string>): Record<string, string> => Object.fromEntries(FORM_KEYS.map((key) => [key, Resources[key]]));
