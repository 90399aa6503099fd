import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/infra/routing/routing';
import type { PageComparison as Comparison } from '@/lib/features/pages';

const shown = (value: string | boolean | null) => (value === null ? '—' : String(value));

/** What changed from a revision to the working copy (or to another revision): the page's fields, then blocks added, removed, changed and moved. */
export async function PageComparison({ locale, from, to, comparison }: { locale: Locale; from: number; to: number | null; comparison: Comparison }) {
  const t = await getTranslations({ locale, namespace: 'Admin.pages' });
  const nothing = comparison.fields.length === 0 && comparison.blocks.length === 0;
  return (
    <section id="compare" aria-labelledby="compare-title" className="space-y-4 rounded-card border border-ink-100 bg-white p-6 shadow-card">
      <h2 id="compare-title" className="text-lg font-semibold text-ink-950">
        {to === null ? t('compare.toWorking', { n: from }) : t('compare.between', { from, to })}
      </h2>
      {nothing && <p className="text-ink-600">{t('compare.same')}</p>}
      {comparison.fields.length > 0 && (
        <ul className="space-y-1 text-sm">
          {comparison.fields.map((change) => (
            <li key={change.field}>
              <strong>{t(`compare.fields.${change.field.replace('.', '_') as 'title'}`)}</strong>: <del>{shown(change.before)}</del> → <ins>{shown(change.after)}</ins>
            </li>
          ))}
        </ul>
      )}
      {comparison.blocks.length > 0 && (
        <ul className="space-y-1 text-sm" data-testid="compare-blocks">
          {comparison.blocks.map((change) => (
            <li key={`${change.anchor}-${change.change}`} data-change={change.change}>
              {t(`compare.${change.change}`, { block: `${t(`types.${change.type}` as 'types.hero')} #${change.anchor}`, from: (change.from ?? 0) + 1, to: (change.to ?? 0) + 1 })}
              {change.fields && change.fields.length > 0 ? ` (${change.fields.join(', ')})` : ''}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
