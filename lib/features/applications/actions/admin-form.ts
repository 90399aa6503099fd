import 'server-only';
import { redirect } from 'next/navigation';
import type { RawForm } from '@/lib/infra/http/server-action';

/** Someone who may not touch applications goes back to the admin area's start. */
export const backToManage = (_reason: unknown, raw: RawForm): never => redirect(`/${raw.locale === 'es' ? 'es' : 'en'}/manage`);
