import { CTA_BUTTON, CTA_SECONDARY, CtaBand } from '@/components/sections/CtaBand';
import { CtaLink, headingId } from './parts';
import type { BlockProps } from './types';

/** The closing call to action, as the site's other pages end. */
export function CtaBandBlock({ block, locale, site, labels }: BlockProps<'ctaBand'>) {
  return (
    <CtaBand
      id={headingId(block.anchor)}
      title={block.heading}
      body={block.body}
      action={<CtaLink cta={block.primary} locale={locale} site={site} demoLabel={labels.demo} className={CTA_BUTTON} />}
      secondary={block.secondary && <CtaLink cta={block.secondary} locale={locale} site={site} demoLabel={labels.demo} className={CTA_SECONDARY} />}
    />
  );
}
