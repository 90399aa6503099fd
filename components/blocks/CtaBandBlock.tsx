import { CTA_BUTTON, CtaBand } from '@/components/sections/CtaBand';
import { CtaLink, headingId } from './parts';
import type { BlockProps } from './types';

/** The closing call to action, as the site's other pages end. */
export function CtaBandBlock({ block, locale, site }: BlockProps<'ctaBand'>) {
  return (
    <CtaBand
      id={headingId(block.anchor)}
      title={block.heading}
      body={block.body}
      action={<CtaLink cta={block.primary} locale={locale} site={site} className={CTA_BUTTON} />}
      secondary={block.secondary && <CtaLink cta={block.secondary} locale={locale} site={site} className="btn border border-white/60 px-6 text-base text-white hover:bg-white/10" />}
    />
  );
}
