import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ImageResponse } from 'next/og';
import { CARD_SIZE } from './size';
import { cardText, titleSize } from './text';

export interface CardContent {
  title: string;
  category: string;
  /** The section's name in the card's language: "Blog". */
  section: string;
  /** "6 min read · March 1, 2024". */
  meta: string;
  /** The site's host, printed as the card's signature. */
  host: string;
}

type Fonts = NonNullable<ConstructorParameters<typeof ImageResponse>[1]>['fonts'];

let fonts: Promise<Fonts> | undefined;
/**
 * Inter at the card's two weights, static WOFF instances written by scripts/build/subset-font.mjs
 * (the renderer reads neither WOFF2 nor variable fonts). Read once per process, from the project
 * folder; the standalone build carries them (outputFileTracingIncludes in next.config.mjs).
 */
function cardFonts(): Promise<Fonts> {
  fonts ??= Promise.all(
    ([500, 800] as const).map(async (weight) => {
      const data = await readFile(join(process.cwd(), 'assets', 'fonts', `inter-card-${weight}.woff`));
      return { name: 'Inter', data: data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength) as ArrayBuffer, weight, style: 'normal' as const };
    }),
  ).catch((error: unknown) => {
    fonts = undefined;
    throw error;
  });
  return fonts;
}

/** The Otailo mark, drawn as in components/layout/Logo.tsx. */
function Mark({ size }: { size: number }) {
  return (
    <svg viewBox="0 0 32 32" width={size} height={size}>
      <rect width="32" height="32" rx="9" fill="#ffffff" fillOpacity="0.14" />
      <path d="M22.5 11.5A8 8 0 1 0 24 16" fill="none" stroke="#fff" strokeWidth="2.6" strokeLinecap="round" />
      <path d="M18.5 10.2 23.2 11l-.8 4.7" fill="none" stroke="#fff" strokeWidth="2.6" strokeLinecap="round" strokeLinejoin="round" />
      <path d="m12.4 16.2 2.5 2.5 4.6-4.8" fill="none" stroke="#a2ead6" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/**
 * A post's card for social networks and chat previews, 1200×630 PNG: brand and section, category,
 * the title as large as it fits, read time and date, the site's host. Drawn by Next.js's
 * ImageResponse with the site's own font only, so rendering never reaches the network.
 */
export async function socialCard(content: CardContent, init?: ResponseInit): Promise<ImageResponse> {
  const title = cardText(content.title, 120);
  const category = cardText(content.category, 40);
  return new ImageResponse(
    (
      <div
        style={{
          width: '100%',
          height: '100%',
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'space-between',
          padding: '64px 80px',
          fontFamily: 'Inter',
          color: '#ffffff',
          backgroundColor: '#0f685b',
          backgroundImage: 'radial-gradient(circle at 88% 12%, #17a289 0%, rgba(23,162,137,0) 45%), linear-gradient(135deg, #072f2a 0%, #0f685b 62%, #12453e 100%)',
        }}
      >
        <div style={{ display: 'flex', alignItems: 'center', gap: 18, fontSize: 36, fontWeight: 800, letterSpacing: '-0.02em' }}>
          <Mark size={60} />
          <span>Otailo</span>
          <span style={{ color: '#a2ead6', fontWeight: 500 }}>· {cardText(content.section, 30)}</span>
        </div>
        <div style={{ display: 'flex', flexDirection: 'column', gap: 28 }}>
          {category && (
            <div style={{ display: 'flex' }}>
              <span style={{ padding: '8px 22px', borderRadius: 999, backgroundColor: '#f26b3a', fontSize: 26, fontWeight: 800, letterSpacing: '0.02em' }}>
                {category}
              </span>
            </div>
          )}
          <div style={{ display: 'flex', fontSize: titleSize(title), fontWeight: 800, lineHeight: 1.08, letterSpacing: '-0.03em', maxWidth: 1040 }}>
            {title}
          </div>
        </div>
        <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', fontSize: 26, fontWeight: 500, color: '#d0f5ea' }}>
          <span>{cardText(content.meta, 60)}</span>
          <span style={{ fontWeight: 800, color: '#ffffff' }}>{cardText(content.host, 60)}</span>
        </div>
      </div>
    ),
    { ...CARD_SIZE, fonts: await cardFonts(), ...init },
  );
}
