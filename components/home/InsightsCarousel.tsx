import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { Section, SectionHeader } from '@/components/sections/Section';
import { Icon } from '@/components/ui/icons';
import { InsightsMarquee } from './InsightsMarquee.client';

interface Insight {
  source: string;
  articleTitle: string;
  year: string;
  url: string;
  finding: string;
}

/** Spec §9: 7 cards, duplicated for looping, 400 px wide, 24 px apart, 12 s per card. */
export const SECONDS_PER_CARD = 12;

function InsightCard({ insight, labels, hidden }: { insight: Insight; labels: { rating: string; readSource: string }; hidden?: boolean }) {
  return (
    <li
      aria-hidden={hidden || undefined}
      inert={hidden || undefined}
      className="flex w-[400px] max-w-[85vw] shrink-0 flex-col rounded-card border border-ink-100 bg-white p-6 shadow-card"
    >
      <p className="flex gap-0.5 text-accent-500" role={hidden ? undefined : 'img'} aria-label={hidden ? undefined : labels.rating}>
        {[0, 1, 2, 3, 4].map((star) => (
          <Icon key={star} name="star" className="size-4" />
        ))}
      </p>
      <p className="mt-4 flex-1 leading-7 text-ink-800">{insight.finding}</p>
      <div className="mt-6 border-t border-ink-100 pt-4 text-sm">
        <p className="font-bold text-ink-950">{insight.source}</p>
        <p className="mt-1 text-ink-600">
          <a
            href={insight.url}
            rel="noopener noreferrer"
            target="_blank"
            className="font-medium text-brand-800 underline underline-offset-4"
            tabIndex={hidden ? -1 : undefined}
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
  const cards = t.raw('cards') as Insight[];
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
              {/* The second copy makes the loop seamless; it is hidden from assistive technology. */}
              {cards.map((insight) => (
                <InsightCard key={`copy-${insight.url}`} insight={insight} labels={labels} hidden />
              ))}
            </ul>
          </div>
        </InsightsMarquee>
      </div>
    </Section>
  );
}
