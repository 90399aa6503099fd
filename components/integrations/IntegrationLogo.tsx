import { monogram, prefersLightInk, type Integration } from '@/lib/content/integrations';

/** The partner's logo (simple-icons) on a tile in its colour, or a monogram. Decorative: the name is beside it. */
export function IntegrationLogo({ integration }: { integration: Integration }) {
  const { logo } = integration;
  if (logo) {
    const light = prefersLightInk(logo.hex);
    return (
      <span
        aria-hidden="true"
        className="flex size-12 shrink-0 items-center justify-center rounded-xl"
        style={{ backgroundColor: light ? `#${logo.hex}` : 'var(--color-ink-950)' }}
      >
        <svg viewBox="0 0 24 24" className="size-7" fill={light ? '#fff' : `#${logo.hex}`}>
          <path d={logo.path} />
        </svg>
      </span>
    );
  }
  return (
    <span
      aria-hidden="true"
      className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-ink-100 text-sm font-extrabold tracking-tight text-ink-800"
    >
      {monogram(integration.name)}
    </span>
  );
}
