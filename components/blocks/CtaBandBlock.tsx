import { CTA_BUTTON, CtaBand } from '@/components/sections/CtaBand';
import { BlockLink, headingId } from './parts';
import type { BlockProps } from './types';

/** The closing call to action, as the site's other pages end. */
export function CtaBandBlock({ block, locale }: BlockProps<'ctaBand'>) {
  return (
    <CtaBand
      id={headingId(block.anchor)}
      title={block.heading}
      body={block.body}
      action={
        <BlockLink href={block.primary.href} locale={locale} className={CTA_BUTTON}>
          {block.primary.label}
        </BlockLink>
      }
      secondary={
        block.secondary && (
          <BlockLink href={block.secondary.href} locale={locale} className="btn border border-white/60 px-6 text-base text-white hover:bg-white/10">
            {block.secondary.label}
          </BlockLink>
        )
      }
    />
  );
}
