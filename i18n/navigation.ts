import { createElement, type ComponentProps } from 'react';
import { createNavigation } from 'next-intl/navigation';
import { routing } from './routing';

const navigation = createNavigation(routing);

export const { redirect, usePathname, useRouter, getPathname } = navigation;

/**
 * next-intl's Link without viewport prefetching: a page does not fetch every page it links to as
 * soon as the links scroll into view (work on the main thread right after load, and data a phone
 * may never need). Pages are prefetched on intent instead (hover, touch, focus: see
 * components/layout/IntentPrefetch.client.tsx). A link can still ask for `prefetch`.
 */
export function Link(props: ComponentProps<typeof navigation.Link>) {
  return createElement(navigation.Link, { prefetch: false, ...props });
}
