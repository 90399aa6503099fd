import type { ReactNode } from 'react';
import { Icon } from '@/components/ui/icons';

/** A back link's look (BackLink, and a hero block's back link): small, with an arrow before the words. */
export const BACK_LINK_CLASS = 'inline-flex items-center gap-1.5 rounded-lg text-sm font-semibold text-brand-800 underline-offset-4 hover:underline';

export function BackLinkBody({ children }: { children: ReactNode }) {
  return (
    <>
      <Icon name="arrowLeft" className="size-4" />
      {children}
    </>
  );
}
