import { Section, SectionHeader } from '@/components/sections/Section';
import { formatLongDate } from '@/lib/infra/i18n/dates';
import { BlockLink, headingId } from './parts';
import type { BlockProps } from './types';

/** Us against one named alternative, row by row, each claim with its source and the day it was last checked. */
export function ComparisonBlock({ block, locale, labels }: BlockProps<'comparison'>) {
  const id = headingId(block.anchor);
  const th = 'px-4 py-3 text-left text-sm font-semibold text-ink-950';
  return (
    <Section labelledBy={id}>
      <SectionHeader id={id} title={block.heading} intro={block.intro} />
      <div className="mt-10 overflow-x-auto rounded-card ring-1 ring-ink-100" tabIndex={0} role="region" aria-labelledby={id}>
        <table className="w-full min-w-[40rem] border-collapse bg-white text-left">
          <caption className="sr-only">{block.heading}</caption>
          <thead className="bg-ink-50">
            <tr>
              <th scope="col" className={th}>{labels.comparisonFeature}</th>
              <th scope="col" className={th}>{labels.comparisonUs}</th>
              <th scope="col" className={th}>{block.alternative}</th>
              <th scope="col" className={th}>{labels.comparisonSource}</th>
              <th scope="col" className={th}>{labels.comparisonLastChecked}</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-ink-100">
            {block.rows.map((row, index) => (
              <tr key={index} className="align-top">
                <th scope="row" className="px-4 py-3 font-semibold text-ink-900">{row.feature}</th>
                <td className="px-4 py-3 text-ink-700">{row.us}</td>
                <td className="px-4 py-3 text-ink-700">{row.them}</td>
                <td className="px-4 py-3 text-sm text-ink-600">
                  {row.sourceUrl ? (
                    <BlockLink href={row.sourceUrl} locale={locale} className="underline underline-offset-2">
                      {row.source}
                    </BlockLink>
                  ) : (
                    row.source
                  )}
                </td>
                <td className="px-4 py-3 text-sm whitespace-nowrap text-ink-600">
                  <time dateTime={row.lastChecked}>{formatLongDate(row.lastChecked, locale)}</time>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Section>
  );
}
