import { CheckList } from '@/components/sections/CheckList';
import { Section, SectionHeader } from '@/components/sections/Section';
import { CtaLink, headingId } from './parts';
import type { BlockProps } from './types';

// The monthly/annual switch is two radio buttons and CSS, no script: while the "annual" radio of
// this block is checked (`:has()` on the block's group), annual prices show and monthly ones hide.
// Hidden prices are display:none, so a screen reader reads only the period chosen; the radios are
// a native group (arrow keys, announced state), visually replaced by their labels.
const SHOW_WHEN_MONTHLY = 'group-has-[[value=annual]:checked]/pricing:hidden';
const SHOW_WHEN_ANNUAL = 'hidden group-has-[[value=annual]:checked]/pricing:block';
// Each label follows its own radio, styled by that radio only (a named peer each: `peer-checked`
// matches any earlier peer of the name, and the annual label follows both radios).
const OPTION = 'cursor-pointer rounded-full px-5 py-2 text-sm font-semibold text-ink-700 transition-colors hover:text-ink-950';
const MONTHLY_OPTION = `${OPTION} peer-focus-visible/monthly:ring-2 peer-focus-visible/monthly:ring-brand-500 peer-checked/monthly:bg-white peer-checked/monthly:text-ink-950 peer-checked/monthly:shadow-card`;
const ANNUAL_OPTION = `${OPTION} peer-focus-visible/annual:ring-2 peer-focus-visible/annual:ring-brand-500 peer-checked/annual:bg-white peer-checked/annual:text-ink-950 peer-checked/annual:shadow-card`;

export function PricingBlock({ block, locale, labels, site }: BlockProps<'pricing'>) {
  const id = headingId(block.anchor);
  const price = new Intl.NumberFormat(locale === 'es' ? 'es-ES' : 'en-US', { style: 'currency', currency: block.currency, maximumFractionDigits: 0 });
  const period = (value: 'monthly' | 'annual') => ({ id: `${block.anchor}-${value}`, name: `${block.anchor}-billing`, value });
  return (
    <Section labelledBy={id}>
      <div className="group/pricing">
        <SectionHeader id={id} title={block.heading} intro={block.intro} />
        <fieldset className="mx-auto mt-8 flex w-fit rounded-full bg-ink-100 p-1">
          <legend className="sr-only">{labels.billingPeriod}</legend>
          <input type="radio" {...period('monthly')} defaultChecked className="peer/monthly sr-only" />
          <label htmlFor={period('monthly').id} className={MONTHLY_OPTION}>
            {labels.monthly}
          </label>
          <input type="radio" {...period('annual')} className="peer/annual sr-only" />
          <label htmlFor={period('annual').id} className={ANNUAL_OPTION}>
            {labels.annual}
          </label>
        </fieldset>
        <ul className={`mt-10 grid gap-6 ${block.plans.length > 2 ? 'lg:grid-cols-3' : ''} ${block.plans.length === 4 ? 'sm:grid-cols-2 xl:grid-cols-4' : block.plans.length > 1 ? 'sm:grid-cols-2' : 'mx-auto max-w-md'}`}>
          {block.plans.map((plan, index) => (
            <li key={index} className={`flex flex-col rounded-card bg-white p-6 ring-1 ${plan.highlighted ? 'shadow-card ring-2 ring-brand-600' : 'ring-ink-100'}`}>
              {plan.highlighted && <p className="mb-3 w-fit rounded-full bg-brand-100 px-3 py-1 text-xs font-semibold text-brand-800">{labels.recommended}</p>}
              <h3 className="text-xl font-bold text-ink-950">{plan.name}</h3>
              {plan.summary && <p className="mt-2 leading-7 text-ink-600">{plan.summary}</p>}
              <div className="mt-6 min-h-20">
                {plan.kind === 'priced' && plan.monthly !== undefined && plan.annual !== undefined ? (
                  <>
                    <p className={SHOW_WHEN_MONTHLY} data-period="monthly">
                      <span className="text-4xl font-extrabold tracking-tight text-ink-950">{price.format(plan.monthly)}</span> <span className="text-ink-600">{labels.perMonth}</span>
                      <span className="mt-1 block text-sm text-ink-600">{labels.billedMonthly}</span>
                    </p>
                    <p className={SHOW_WHEN_ANNUAL} data-period="annual">
                      <span className="text-4xl font-extrabold tracking-tight text-ink-950">{price.format(plan.annual)}</span> <span className="text-ink-600">{labels.perMonth}</span>
                      <span className="mt-1 block text-sm text-ink-600">{labels.billedAnnually}</span>
                    </p>
                  </>
                ) : (
                  <p className="text-2xl font-extrabold tracking-tight text-ink-950">{labels.customPrice}</p>
                )}
              </div>
              {plan.features.length > 0 && (
                <div className="mt-6 flex-1">
                  <h4 className="sr-only">{labels.planIncludes}</h4>
                  <CheckList items={plan.features} />
                </div>
              )}
              <CtaLink
                cta={plan.cta}
                locale={locale}
                site={site}
                demoLabel={labels.demo}
                className={`btn mt-8 justify-center px-6 text-base ${plan.highlighted ? 'btn-primary' : 'border border-ink-200 bg-white text-ink-900 hover:bg-ink-50'}`}
              />
            </li>
          ))}
        </ul>
        {block.note && <p className="mt-8 text-center text-sm text-ink-600">{block.note}</p>}
      </div>
    </Section>
  );
}
