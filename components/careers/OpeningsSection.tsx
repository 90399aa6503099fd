import { Section, SectionHeader } from '@/components/sections/Section';
import { listOpenings, openingPath } from '@/lib/features/openings';
import type { Locale } from '@/lib/infra/routing/routing';
import { Opening } from './Opening';
import { openingTexts } from './opening-labels';

/** The open roles in a language, each expandable here and with its own page, under a heading; a line when none is open. */
export async function OpeningsSection({ locale, id, heading, intro }: { locale: Locale; id: string; heading: string; intro?: string }) {
  const [{ t, labels, applyHref }, openings] = await Promise.all([openingTexts(locale), listOpenings(locale)]);
  return (
    <Section tone="tint" labelledBy={id}>
      <SectionHeader id={id} title={heading} intro={intro} />
      <div className="mx-auto mt-12 max-w-4xl space-y-4">
        {openings.length === 0 && <p className="text-center text-lg text-ink-700">{t('noneOpen')}</p>}
        {openings.map((job) => (
          <Opening key={job.id} job={job} labels={labels(job)} applyHref={applyHref(job)} pageHref={openingPath(job)} locale={locale} />
        ))}
      </div>
    </Section>
  );
}
