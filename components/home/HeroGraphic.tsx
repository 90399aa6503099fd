/**
 * The home hero's animated illustration (inline SVG, CSS animations that stop under reduced
 * motion): a shopper photographs a returned sneaker, the photos are checked, and the item is routed
 * to its best channel.
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

export function HeroGraphic({ labels }: { labels: HeroGraphicLabels }) {
  return (
    <svg
      viewBox="0 0 560 480"
      role="img"
      aria-labelledby="hero-graphic-title"
      className="h-auto w-full max-w-[560px]"
      style={{ fontFamily: 'inherit' }}
    >
      <title id="hero-graphic-title">{labels.title}</title>
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
      <circle cx="470" cy="70" r="36" fill="var(--color-brand-200)" opacity="0.6" className="hero-float" />

      {/* Phone */}
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
        <rect className="hero-scan" x="66" y="104" width="168" height="26" fill="var(--color-brand-400)" opacity="0.35" />
        <rect className="hero-scan" x="66" y="128" width="168" height="2" fill="var(--color-brand-600)" />
      </g>
      <path d="M72 120v-10h10m136 0h10v10M72 258v10h10m136 0h10v-10" fill="none" stroke="var(--color-brand-700)" strokeWidth="3" strokeLinecap="round" />
      <g>
        <rect x="66" y="290" width="168" height="38" rx="12" fill="var(--color-brand-50)" />
        <circle cx="86" cy="309" r="9" fill="var(--color-brand-600)" className="hero-pulse" />
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

      {/* Inspection result */}
      <g filter="url(#hero-shadow)" className="hero-float-slow">
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
        <rect x="310" y="154" width="150" height="8" rx="4" fill="var(--color-brand-500)" className="hero-grow" />
        <text x="310" y="192" fontSize="12.5" fontWeight="600" fill="var(--color-ink-600)">
          {labels.value}
        </text>
      </g>

      {/* Routes to the next best shelf */}
      {ROUTES.map((d) => (
        <path key={d} d={d} fill="none" stroke="var(--color-ink-300)" strokeWidth="2" strokeDasharray="5 6" />
      ))}
      {ROUTES.map((d, i) => (
        <circle key={`dot-${d}`} r="5" fill="var(--color-accent-500)" className="hero-route" style={{ offsetPath: `path('${d}')`, animationDelay: `${i * 0.9}s` }} />
      ))}
      {[
        { x: 330, y: 306, label: labels.resale, best: true },
        { x: 420, y: 340, label: labels.refurbish, best: false },
        { x: 500, y: 306, label: labels.recycle, best: false },
      ].map((shelf) => (
        <g key={shelf.label}>
          <rect
            x={shelf.x - 46}
            y={shelf.y}
            width="92"
            height="34"
            rx="17"
            fill={shelf.best ? 'var(--color-brand-700)' : '#fff'}
            stroke={shelf.best ? 'none' : 'var(--color-ink-200)'}
            className={shelf.best ? 'hero-pulse-soft' : undefined}
          />
          <text
            x={shelf.x}
            y={shelf.y + 22}
            fontSize="12.5"
            fontWeight="700"
            textAnchor="middle"
            fill={shelf.best ? '#fff' : 'var(--color-ink-800)'}
          >
            {shelf.label}
          </text>
        </g>
      ))}
    </svg>
  );
}
