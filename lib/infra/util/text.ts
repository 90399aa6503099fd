/**
 * NUL, which PostgreSQL's text cannot hold (the whole INSERT fails), and the other C0 controls and
 * DEL, which no form field means to send; tab and line breaks stay.
 */
const UNSTORABLE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

/** Text as the database can store it: without those characters, and with any unpaired UTF-16 half replaced (U+FFFD). */
export function storableText(value: string): string {
  return value.replace(UNSTORABLE, '').toWellFormed();
}
