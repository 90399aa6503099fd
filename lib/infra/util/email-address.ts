/**
 * What an SMTP server will take as a recipient (RFC 5321 §4.5.3.1): an address of at most 254
 * characters, a local part of at most 64, domain labels of at most 63. zod's email check reads the
 * syntax only, so a longer address was accepted and then refused by the mail server.
 */
export const MAX_ADDRESS_LENGTH = 254;
const MAX_LOCAL_PART = 64;
const MAX_LABEL = 63;

export function isDeliverableAddress(address: string): boolean {
  if (address.length > MAX_ADDRESS_LENGTH) return false;
  const at = address.lastIndexOf('@');
  if (at < 1 || at > MAX_LOCAL_PART) return false;
  return address
    .slice(at + 1)
    .split('.')
    .every((label) => label.length > 0 && label.length <= MAX_LABEL);
}
