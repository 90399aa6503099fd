/** Password lengths, shared by the server's checks and the forms' attributes (no server code here). */
export const MIN_PASSWORD_LENGTH = 12;
export const MAX_PASSWORD_LENGTH = 256;
