import type { NextRequest } from 'next/server';
import { countryFromHeaders } from '@/lib/features/leads/shared/countries';

/**
 * `GET /api/geo` → `{ "country": "ES" }`: the visitor's likely country for the demo form, from the
 * CDN's geolocation header or else the browser's preferred language (`{}` when neither tells).
 * Nothing is looked up elsewhere and nothing is stored.
 */
export function GET(request: NextRequest) {
  const country = countryFromHeaders(request.headers);
  return Response.json(country ? { country } : {}, {
    headers: { 'Cache-Control': 'private, no-store', Vary: 'Accept-Language' },
  });
}
