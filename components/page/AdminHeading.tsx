import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/infra/routing/routing';

type AdminTitle = 'newPostTitle' | 'editPostTitle';

/** Title of an admin screen; the admin issue brings sign-in, the editor and the leads inbox. */
export async function adminTitle(locale: Locale, key: AdminTitle): Promise<string> {
  return (await getTranslations({ locale, namespace: 'Admin' }))(key);
}

export function AdminHeading({ children }: { children: string }) {
  return <h1 className="text-3xl font-bold tracking-tight text-ink-950">{children}</h1>;
}
