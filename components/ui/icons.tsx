import type { SVGProps } from 'react';

/** A small set of line icons (24×24, drawn in currentColor). */
const paths = {
  arrowLeft: 'M19 12H5m6-6-6 6 6 6',
  arrowRight: 'M5 12h14m-6-6 6 6-6 6',
  check: 'm5 12.5 4.5 4.5L19 7.5',
  camera: 'M4 8h3l1.5-2h7L17 8h3v11H4zM12 16.5a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7',
  scan: 'M4 8V5h3m10 0h3v3M4 16v3h3m10 0h3v-3M7 12h10',
  shield: 'M12 3 5 6v5.5c0 4.4 3 8 7 9.5 4-1.5 7-5.1 7-9.5V6zm-3 9 2 2 4-4',
  chart: 'M4 20V4m0 16h16M8 16v-4m4 4V8m4 8v-6',
  route: 'M6 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4m12-10a2 2 0 1 0 0-4 2 2 0 0 0 0 4M8 17h6a3 3 0 0 0 0-6h-4a3 3 0 0 1 0-6h6',
  leaf: 'M5 19c0-8 5-13 14-14-1 9-6 14-14 14m0 0 7-7',
  bolt: 'M13 3 5 14h6l-1 7 8-11h-6z',
  users: 'M16 19v-1a4 4 0 0 0-4-4H7a4 4 0 0 0-4 4v1m6.5-9a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7M21 19v-1a4 4 0 0 0-3-3.9M16 3.1a3.5 3.5 0 0 1 0 6.8',
  box: 'm12 3 8 4.5v9L12 21l-8-4.5v-9zm0 0v0M4 7.5l8 4.5 8-4.5M12 12v9',
  clock: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18m0-13v4.5l3 2',
  sparkles: 'M12 3v4m0 10v4M3 12h4m10 0h4M6 6l2.5 2.5m7 7L18 18M6 18l2.5-2.5m7-7L18 6',
  globe: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18M3.5 9h17M3.5 15h17M12 3c2.5 2.5 3.5 5.5 3.5 9s-1 6.5-3.5 9c-2.5-2.5-3.5-5.5-3.5-9s1-6.5 3.5-9',
  mail: 'M4 6h16v12H4zm0 0 8 7 8-7',
  phone: 'M6.5 3h3l1.5 4.5-2 1.5a11 11 0 0 0 6 6l1.5-2 4.5 1.5v3a2 2 0 0 1-2 2A16 16 0 0 1 4.5 5a2 2 0 0 1 2-2',
  briefcase: 'M4 8h16v11H4zm5 0V5h6v3M4 13h16',
  heart: 'M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10',
  laptop: 'M5 5h14v10H5zm-2 13h18',
  book: 'M5 4h9a3 3 0 0 1 3 3v13H8a3 3 0 0 1-3-3zm0 13a3 3 0 0 1 3-3h9',
  refresh: 'M20 11a8 8 0 0 0-14.5-4.5L4 8m0-4v4h4m-4 5a8 8 0 0 0 14.5 4.5L20 16m0 4v-4h-4',
  truck: 'M3 6h11v10H3zm11 4h4l3 3v3h-7M7 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4m10 0a2 2 0 1 0 0-4 2 2 0 0 0 0 4',
  tag: 'M4 4h7l9 9-7 7-9-9zm4.5 4.5v0',
  recycle: 'M8 8 10.5 4h3L16 8m-9.5 3L4 15.5 5.5 18H10m4 0h4.5l1.5-2.5L17.5 11M9 6.5 7 10l-3-1m13 2-2-3.5 3-1m-4 12.5-2 3-2-3',
  layers: 'm12 3 9 5-9 5-9-5zm-9 9 9 5 9-5m-18 4 9 5 9-5',
  target: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18m0-4a5 5 0 1 0 0-10 5 5 0 0 0 0 10m0-4a1 1 0 1 0 0-2 1 1 0 0 0 0 2',
  clipboard: 'M8 5H6v16h12V5h-2M9 3h6v4H9zm0 9h6m-6 4h4',
  star: 'm12 3 2.8 5.7 6.2.9-4.5 4.4 1 6.2L12 17.3 6.5 20.2l1-6.2L3 9.6l6.2-.9z',
  plus: 'M12 5v14M5 12h14',
  minus: 'M5 12h14',
  pause: 'M8 5v14m8-14v14',
  play: 'M7 4.5v15l12-7.5z',
  external: 'M14 4h6v6m0-6-9 9M18 14v6H4V6h6',
  handshake: 'm3 11 4-4 5 2 3-2 6 4-7 7-2-2-2 2-2-2-1 1zm6-2 3 3',
  store: 'M4 9h16l-1-5H5zm0 0v11h16V9M9 20v-6h6v6',
  wrench: 'M14.5 5.5a4 4 0 0 0 5 5L13 17l-3 3-3-3 3-3 6.5-6.5a4 4 0 0 0-2-2zM5 19l2-2',
  gift: 'M4 10h16v10H4zm-1-3h18v3H3zm9 0v13M12 7c-1-3-5-4-5-1.5S10 7 12 7s5 .5 5-1.5S13 4 12 7',
  search: 'M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14m9 3-4.5-4.5',
  rss: 'M5 5a14 14 0 0 1 14 14M5 11a8 8 0 0 1 8 8M6 19a1 1 0 1 0 0-2 1 1 0 0 0 0 2',
  link: 'M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1',
  x: 'M6 6l12 12M18 6 6 18',
} as const;

export type IconName = keyof typeof paths;

/** Drawn with a fill instead of a stroke. */
const FILLED: ReadonlySet<IconName> = new Set(['star', 'play']);

/**
 * An icon (decorative: hidden from assistive technology; label what contains it). Its stroke and
 * fill come from the `.icon` classes in globals.css, so each use carries only its path.
 */
export function Icon({ name, className, ...props }: { name: IconName } & SVGProps<SVGSVGElement>) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className={`${FILLED.has(name) ? 'icon-filled' : 'icon'} ${className ?? 'size-6'}`} {...props}>
      <path d={paths[name]} />
    </svg>
  );
}
