import localFont from 'next/font/local';

/**
 * Inter (OFL), self-hosted: a subset of its variable latin font with weights 400–800, written by
 * scripts/build/subset-font.mjs (Latin-1 and the catalogues' characters; others use the fallback).
 */
export const inter = localFont({
  src: '../../assets/fonts/inter-latin-wght-400-800.woff2',
  variable: '--font-inter',
  weight: '400 800',
  display: 'swap',
});
