import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/infra/routing/routing';
import { getCopy } from '@/lib/features/content';
import { Section, SectionHeader } from '@/components/sections/Section';
import { InsightsMarquee } from './islands.client';

interface Insight {
  source: string;
  articleTitle: string;
  year: string;
  url: string;
  finding: string;
}

/**
 * Spec §9: 7 cards, duplicated for looping, 400 px wide, 24 px apart, 12 s per card. The page
 * carries the 7 cards once; the marquee adds the hidden copy when it starts moving (in the browser).
 */
export const SECONDS_PER_CARD = 12;

function InsightCard({ insight, labels }: { insight: Insight; labels: { kind: string; readSource: string } }) {
  return (
    <li className="flex w-[400px] max-w-[85vw] shrink-0 flex-col rounded-card border border-ink-100 bg-white p-6 shadow-card">
      {/* Research, not a review: no stars (the spec's five read as a rating nobody gave). */}
      <p className="text-xs font-semibold tracking-wide text-brand-800 uppercase">{labels.kind}</p>
      <p className="mt-3 flex-1 leading-7 text-ink-800">{insight.finding}</p>
      <div className="mt-6 border-t border-ink-100 pt-4 text-sm">
        <p className="font-bold text-ink-950">{insight.source}</p>
        <p className="mt-1 text-ink-600">
          <a
            href={insight.url}
            rel="noopener noreferrer"
            target="_blank"
            className="font-medium text-brand-800 underline underline-offset-4"
          >
            <cite className="not-italic">{insight.articleTitle}</cite>
            <span className="sr-only"> ({labels.readSource})</span>
          </a>{' '}
          ({insight.year})
        </p>
      </div>
    </li>
  );
}

export async function InsightsCarousel({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Home.insights' });
  const cards: Insight[] = getCopy(locale).Home.insights.cards;
  const labels = { kind: t('kind'), readSource: t('readSource') };
  return (
    <Section labelledBy="home-insights" className="overflow-hidden">
      <SectionHeader id="home-insights" eyebrow={t('eyebrow')} title={t('title')} intro={t('intro')} />
      <div className="mt-10">
        <InsightsMarquee labels={{ pause: t('pause'), play: t('play') }}>
          <div className="insights-viewport">
            <ul
              className="insights-track flex w-max gap-6"
              style={{ animationDuration: `${cards.length * SECONDS_PER_CARD}s` }}
            >
              {cards.map((insight) => (
                <InsightCard key={insight.url} insight={insight} labels={labels} />
              ))}
            </ul>
          </div>
        </InsightsMarquee>
      </div>
    </Section>
  );
}
