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

/** The star of the icon set (24 × 24) as its ten corners, clockwise from the top. */
const STAR = [[12, 3], [14.8, 8.7], [21, 9.6], [16.5, 14], [17.5, 20.2], [12, 17.3], [6.5, 20.2], [7.5, 14], [3, 9.6], [9.2, 8.7]];
/** Five stars 3 units apart (2 px at 16 px high) in one path: one element instead of ten per card. */
const STAR_STEP = 27;
const STARS_WIDTH = 4 * STAR_STEP + 24;
const FIVE_STARS = [0, 1, 2, 3, 4]
  .map((index) => `M${STAR.map(([x, y]) => `${+(x! + index * STAR_STEP).toFixed(1)} ${y}`).join(' ')}z`)
  .join('');

function InsightCard({ insight, labels }: { insight: Insight; labels: { rating: string; readSource: string } }) {
  return (
    <li className="flex w-[400px] max-w-[85vw] shrink-0 flex-col rounded-card border border-ink-100 bg-white p-6 shadow-card">
      <svg viewBox={`0 0 ${STARS_WIDTH} 24`} className="h-4 w-[88px] text-accent-500" role="img" aria-label={labels.rating}>
        <path d={FIVE_STARS} fill="currentColor" />
      </svg>
      <p className="mt-4 flex-1 leading-7 text-ink-800">{insight.finding}</p>
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
  const labels = { rating: t('rating'), readSource: t('readSource') };
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
