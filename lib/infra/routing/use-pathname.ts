import { useParams } from 'next/navigation';
import { useContext } from 'react';
import { useRoute } from './navigation';
import { PathnameContext } from './pathname-context';

/**
 * The internal path of the page being read (`/careers/x` on `/es/empleo/x`), dynamic segments
 * filled in: next-intl's `usePathname` names the route (`/careers/[slug]`), the params fill it.
 * For client components only (server components cannot import `useParams`).
 */
export function usePathname(): string {
  const route = useRoute();
  const params = useParams();
  const override = useContext(PathnameContext);
  if (override !== null) return override;
  return route.replace(/\[([^\]]+)\]/g, (whole, name: string) => {
    const value = params[name];
    return typeof value === 'string' ? value : Array.isArray(value) ? value.join('/') : whole;
  });
}
