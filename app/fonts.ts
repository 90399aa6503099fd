import localFont from 'next/font/local';

/** Inter (OFL), self-hosted from @fontsource-variable; latin covers English and Spanish. */
export const inter = localFont({
  src: '../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  variable: '--font-inter',
  weight: '100 900',
  display: 'swap',
});
