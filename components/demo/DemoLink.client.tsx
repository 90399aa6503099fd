'use client';

import type { MouseEvent, ReactNode } from 'react';
import { useLocale } from 'next-intl';
import { Link } from '@/lib/infra/routing/navigation';
import { isPlainClick } from '@/lib/infra/routing/page-destination';
import { pages } from '@/lib/infra/routing/pages';
import { useDemoDialog } from './DemoDialogProvider.client';

/**
 * A demo call to action. Without JavaScript it is a link to the demo request page; once the page
 * is interactive it opens the demo dialog instead (a modified click still opens the page).
 */
export function DemoLink({
  children,
  className,
  onOpen,
}: {
  children: ReactNode;
  className?: string;
  onOpen?: () => void;
}) {
  const locale = useLocale();
  const dialog = useDemoDialog();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!dialog || !isPlainClick(event)) return;
    event.preventDefault();
    onOpen?.();
    dialog.open();
  };
  return (
    <Link
      locale={locale}
      href={pages.demo.path}
      className={className}
      onClick={handleClick}
      onPointerEnter={dialog?.preload}
      onFocus={dialog?.preload}
      aria-haspopup="dialog"
      data-demo-trigger=""
    >
      {children}
    </Link>
  );
}
