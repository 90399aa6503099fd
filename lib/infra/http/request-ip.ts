import { headers } from 'next/headers';
import { CLIENT_IP_HEADER } from './client-ip.mjs';

/** The visitor's address as the production server saw it (dynamic: reads request headers). */
export async function requestIp(): Promise<string> {
  return (await headers()).get(CLIENT_IP_HEADER) ?? 'unknown';
}
