import type { CSSProperties } from 'react';

/**
 * The home hero's animated illustration: a shopper photographs a returned sneaker, the photos are
 * checked, and the item is routed to its best channel. The still picture is one inline SVG; every
 * moving part is an HTML layer on top of it, animated with transform and opacity only (stopped under
 * reduced motion). Chrome runs such animations on the compositor; animating shapes inside an SVG
 * would repaint the picture on the main thread on every frame, for as long as the page is open.
 */
export interface HeroGraphicLabels {
  title: string;
  step: string;
  scan: string;
  grade: string;
  eligible: string;
  resale: string;
  refurbish: string;
  recycle: string;
  value: string;
}

const ROUTES = [
  'M402 214 C 402 262, 330 262, 330 306',
  'M402 214 C 402 262, 420 262, 420 340',
  'M402 214 C 402 262, 500 262, 500 306',
];

/** The drawing's size: layers are placed in its units, as percentages of the box. */
const WIDTH = 560;
const HEIGHT = 480;

/** A layer covering the drawing's rectangle (x, y, w, h). */
const at = (x: number, y: number, w: number, h: number): CSSProperties => ({
  left: `${(x / WIDTH) * 100}%`,
  top: `${(y / HEIGHT) * 100}%`,
  width: `${(w / WIDTH) * 100}%`,
  height: `${(h / HEIGHT) * 100}%`,
});

/** The inspection card's layer (the card plus room for its shadow), in drawing units. */
const CARD = { x: 256, y: 76, w: 292, h: 180 };
/** The camera window the scan line sweeps. */
const CAMERA = { x: 66, y: 104, w: 168, h: 170, r: 16 };

const SHELVES = (labels: HeroGraphicLabels) => [
  { x: 330, y: 306, label: labels.resale, best: true },
  { x: 420, y: 340, label: labels.refurbish, best: false },
  { x: 500, y: 306, label: labels.recycle, best: false },
];

export function HeroGraphic({ labels }: { labels: HeroGraphicLabels }) {
  const best = SHELVES(labels).find((shelf) => shelf.best)!;
  return (
    <div role="img" aria-label={labels.title} className="relative aspect-[560/480] w-full max-w-[560px]">
      <HeroDrawing labels={labels} />
      {/* The moving layers, front to back as in the drawing. */}
      <div aria-hidden="true" className="hero-float absolute rounded-full bg-brand-200/60" style={at(434, 34, 72, 72)} />
      <div
        aria-hidden="true"
        className="absolute overflow-hidden"
        style={{ ...at(CAMERA.x, CAMERA.y, CAMERA.w, CAMERA.h), borderRadius: `${(CAMERA.r / CAMERA.w) * 100}% / ${(CAMERA.r / CAMERA.h) * 100}%` }}
      >
        <div className="hero-scan absolute inset-0">
          <div className="absolute inset-x-0 top-0 bg-brand-400/35" style={{ height: `${(26 / CAMERA.h) * 100}%` }} />
          <div className="absolute inset-x-0 bg-brand-600" style={{ top: `${(24 / CAMERA.h) * 100}%`, height: `${(2 / CAMERA.h) * 100}%` }} />
        </div>
      </div>
      <div aria-hidden="true" className="hero-pulse absolute rounded-full bg-brand-600" style={at(77, 300, 18, 18)} />
      <div aria-hidden="true" className="hero-float-slow absolute" style={at(CARD.x, CARD.y, CARD.w, CARD.h)}>
        <InspectionCard labels={labels} />
        <div
          className="hero-grow absolute rounded-full bg-brand-500"
          style={{
            left: `${((310 - CARD.x) / CARD.w) * 100}%`,
            top: `${((154 - CARD.y) / CARD.h) * 100}%`,
            width: `${(150 / CARD.w) * 100}%`,
            height: `${(8 / CARD.h) * 100}%`,
          }}
        />
      </div>
      {ROUTES.map((d, i) => (
        <div
          key={`dot-${d}`}
          aria-hidden="true"
          className={`hero-route hero-route-${i + 1} absolute rounded-full bg-accent-500`}
          style={{ ...at(397, 209, 10, 10), animationDelay: `${i * 0.9}s` }}
        />
      ))}
      <div aria-hidden="true" className="hero-pulse-soft absolute rounded-full ring-4 ring-brand-400/70" style={at(best.x - 46, best.y, 92, 34)} />
    </div>
  );
}

/** Everything that stands still. */
function HeroDrawing({ labels }: { labels: HeroGraphicLabels }) {
  return (
    <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} aria-hidden="true" className="absolute inset-0 size-full" style={{ fontFamily: 'inherit' }}>
      <defs>
        <linearGradient id="hero-bg" x1="0" x2="1" y1="0" y2="1">
          <stop offset="0" stopColor="var(--color-brand-100)" />
          <stop offset="1" stopColor="var(--color-accent-100)" />
        </linearGradient>
        <clipPath id="hero-camera">
          <rect x="66" y="104" width="168" height="170" rx="16" />
        </clipPath>
        <filter id="hero-shadow" x="-20%" y="-20%" width="140%" height="160%">
          <feDropShadow dx="0" dy="10" stdDeviation="12" floodColor="#0f1c2e" floodOpacity="0.16" />
        </filter>
      </defs>

      <circle cx="300" cy="250" r="220" fill="url(#hero-bg)" />
      <Phone labels={labels} />
      <Shelves labels={labels} />
    </svg>
  );
}

/** The phone taking the return's photos: steps, the camera on the sneaker, the shots taken. */
function Phone({ labels }: { labels: HeroGraphicLabels }) {
  return (
    <>
      <g filter="url(#hero-shadow)">
        <rect x="40" y="30" width="220" height="420" rx="34" fill="var(--color-ink-950)" />
        <rect x="52" y="42" width="196" height="396" rx="25" fill="#fff" />
      </g>
      <rect x="122" y="50" width="56" height="8" rx="4" fill="var(--color-ink-900)" />
      <text x="66" y="82" fontSize="12" fontWeight="700" fill="var(--color-ink-600)">
        {labels.step}
      </text>
      {[0, 1, 2, 3].map((i) => (
        <rect key={i} x={66 + i * 43} y="90" width="38" height="5" rx="2.5" fill={i < 2 ? 'var(--color-brand-600)' : 'var(--color-ink-200)'} />
      ))}
      <g clipPath="url(#hero-camera)">
        <rect x="66" y="104" width="168" height="170" fill="var(--color-ink-100)" />
        {/* Sneaker */}
        <path
          d="M86 222c0-14 8-22 20-24l26-4 20-22c4-4 10-5 14-1l10 10c6 6 14 10 22 12l16 4c8 2 14 10 14 18v9H86z"
          fill="#fff"
          stroke="var(--color-ink-700)"
          strokeWidth="3"
          strokeLinejoin="round"
        />
        <path d="M86 234h142v8c0 4-3 7-7 7H93c-4 0-7-3-7-7z" fill="var(--color-brand-600)" />
        <path d="M140 190l10 12m2-22 10 12m2-20 9 10" stroke="var(--color-ink-700)" strokeWidth="3" strokeLinecap="round" />
      </g>
      <path d="M72 120v-10h10m136 0h10v10M72 258v10h10m136 0h10v-10" fill="none" stroke="var(--color-brand-700)" strokeWidth="3" strokeLinecap="round" />
      <g>
        <rect x="66" y="290" width="168" height="38" rx="12" fill="var(--color-brand-50)" />
        <text x="104" y="314" fontSize="13" fontWeight="600" fill="var(--color-ink-900)">
          {labels.scan}
        </text>
      </g>
      {[0, 1, 2].map((i) => (
        <g key={i}>
          <rect x={66 + i * 58} y="340" width="50" height="50" rx="10" fill="var(--color-ink-100)" />
          <path
            d={`M${80 + i * 58} 365l6 6 11-12`}
            fill="none"
            stroke={i < 2 ? 'var(--color-brand-700)' : 'var(--color-ink-300)'}
            strokeWidth="3"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </g>
      ))}
      <rect x="66" y="402" width="168" height="22" rx="11" fill="var(--color-brand-700)" />
    </>
  );
}

/** The routes to the next best shelf, the best one filled. */
/** A chip fits its word ("Reacondicionar" is twice "Resale"); about 7.4 units a bold character at 12.5. */
const chipWidth = (label: string) => Math.max(92, Math.ceil(label.length * 7.4) + 22);

function Shelves({ labels }: { labels: HeroGraphicLabels }) {
  return (
    <>
      {ROUTES.map((d) => (
        <path key={d} d={d} fill="none" stroke="var(--color-ink-300)" strokeWidth="2" strokeDasharray="5 6" />
      ))}
      {SHELVES(labels).map((shelf) => (
        <g key={shelf.label}>
          <rect
            x={shelf.x - chipWidth(shelf.label) / 2}
            y={shelf.y}
            width={chipWidth(shelf.label)}
            height="34"
            rx="17"
            fill={shelf.best ? 'var(--color-brand-700)' : '#fff'}
            stroke={shelf.best ? 'none' : 'var(--color-ink-200)'}
          />
          <text x={shelf.x} y={shelf.y + 22} fontSize="12.5" fontWeight="700" textAnchor="middle" fill={shelf.best ? '#fff' : 'var(--color-ink-800)'}>
            {shelf.label}
          </text>
        </g>
      ))}
    </>
  );
}

/** The inspection result card (its progress bar is a layer of its own, see HeroGraphic). */
function InspectionCard({ labels }: { labels: HeroGraphicLabels }) {
  return (
    <svg viewBox={`${CARD.x} ${CARD.y} ${CARD.w} ${CARD.h}`} className="absolute inset-0 size-full" style={{ fontFamily: 'inherit' }}>
      <defs>
        <filter id="hero-card-shadow" x="-20%" y="-20%" width="140%" height="160%">
          <feDropShadow dx="0" dy="10" stdDeviation="12" floodColor="#0f1c2e" floodOpacity="0.16" />
        </filter>
      </defs>
      <g filter="url(#hero-card-shadow)">
        <rect x="292" y="96" width="220" height="118" rx="18" fill="#fff" />
        <rect x="310" y="114" width="64" height="26" rx="13" fill="var(--color-brand-100)" />
        <text x="342" y="132" fontSize="13" fontWeight="700" fill="var(--color-brand-800)" textAnchor="middle">
          {labels.grade}
        </text>
        <circle cx="400" cy="127" r="10" fill="var(--color-brand-600)" />
        <path d="m395 127 3.5 3.5 6.5-7" fill="none" stroke="#fff" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" />
        <text x="416" y="132" fontSize="13" fontWeight="600" fill="var(--color-ink-800)">
          {labels.eligible}
        </text>
        <rect x="310" y="154" width="184" height="8" rx="4" fill="var(--color-ink-100)" />
        <text x="310" y="192" fontSize="12.5" fontWeight="600" fill="var(--color-ink-600)">
          {labels.value}
        </text>
      </g>
    </svg>
  );
}
