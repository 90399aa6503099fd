import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/infra/routing/routing';
import { BackLink } from '@/components/sections/BackLink';
import { Container } from '@/components/sections/Container';
import { PageBreadcrumbs } from '@/components/seo/PageBreadcrumbs';
import { getEnv } from '@/lib/infra/env.mjs';
import { getCopy } from '@/lib/features/content';
import { formatPolicyDate, policyDates, type PolicyKey } from '@/lib/features/content';

type Block = { type: 'p'; text: string } | { type: 'ul'; items: string[] };
type SectionText = { id: string; title: string; blocks: Block[] };
type Column = 'name' | 'category' | 'purpose' | 'duration';
type CookieTableText = { caption: string; headers: Record<Column, string>; rows: Record<Column, string>[] };
interface PolicyText {
  intro: string;
  sections: SectionText[];
  table?: CookieTableText;
}
/** Puts the contact address in a text of the policy. */
type Fill = (value: string) => string;

const NAMESPACES = { privacyPolicy: 'PrivacyPolicy', cookiePolicy: 'CookiePolicy', privacyNotice: 'PrivacyNotice' } as const;

/** A legal page: title, date, contents, numbered sections (and the cookie table). */
export async function PolicyDocument({ locale, policy }: { locale: Locale; policy: PolicyKey }) {
  const t = await getTranslations({ locale, namespace: 'Policy' });
  const page = await getTranslations({ locale, namespace: `Pages.${policy}` });
  const text = getCopy(locale)[NAMESPACES[policy]] as PolicyText;
  const { CONTACT_EMAIL } = getEnv();
  const fill: Fill = (value) => value.replaceAll('{email}', CONTACT_EMAIL);
  const { kind, date } = policyDates[policy];

  return (
    <>
      <PageBreadcrumbs locale={locale} trail={[policy]} />
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <Container className="max-w-4xl py-12 sm:py-16">
          <BackLink locale={locale} href="/">{t('backToHome')}</BackLink>
          <h1 className="mt-8 text-display font-extrabold tracking-tight text-ink-950">{page('heading')}</h1>
          <p className="mt-4 font-semibold text-brand-800">
            <time dateTime={date}>{t(kind, { date: formatPolicyDate(date, locale) })}</time>
          </p>
          <p className="mt-6 text-lg leading-8 text-ink-700">{fill(text.intro)}</p>
        </Container>
      </section>
      <Container className="max-w-4xl pb-20">
        <Contents title={t('contents')} sections={text.sections} />
        <div className="mt-12 space-y-12">
          {text.sections.map((section, index) => (
            <PolicySection key={section.id} section={section} number={index + 1} fill={fill} />
          ))}
        </div>
        {text.table && <CookieTable table={text.table} />}
      </Container>
    </>
  );
}

/** The sections, linked. */
function Contents({ title, sections }: { title: string; sections: SectionText[] }) {
  return (
    <nav aria-labelledby="policy-contents" className="rounded-card bg-ink-50 p-6">
      <h2 id="policy-contents" className="font-bold text-ink-950">
        {title}
      </h2>
      <ol className="mt-3 grid list-decimal gap-x-8 gap-y-1.5 pl-5 text-ink-700 marker:text-ink-500 sm:grid-cols-2">
        {sections.map((section) => (
          <li key={section.id}>
            <a href={`#${section.id}`} className="underline-offset-4 hover:text-brand-800 hover:underline">
              {section.title}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** A numbered section: its paragraphs and lists, the contact address filled in. */
function PolicySection({ section, number, fill }: { section: SectionText; number: number; fill: Fill }) {
  return (
    <section id={section.id} aria-labelledby={`${section.id}-title`} className="scroll-mt-24">
      <h2 id={`${section.id}-title`} className="text-2xl font-bold text-ink-950">
        <span className="mr-2 text-brand-700">{number}.</span>
        {section.title}
      </h2>
      <div className="mt-4 space-y-4 leading-8 text-ink-700">
        {section.blocks.map((block, blockIndex) =>
          block.type === 'p' ? (
            <p key={blockIndex}>{fill(block.text)}</p>
          ) : (
            <ul key={blockIndex} className="list-disc space-y-2 pl-6 marker:text-brand-600">
              {block.items.map((item) => (
                <li key={item}>{fill(item)}</li>
              ))}
            </ul>
          ),
        )}
      </div>
    </section>
  );
}

/** The cookie policy's list of cookies. */
function CookieTable({ table }: { table: CookieTableText }) {
  const columns = ['name', 'category', 'purpose', 'duration'] as const;
  return (
    <div className="mt-12 overflow-x-auto rounded-card border border-ink-100" tabIndex={0} role="region" aria-label={table.caption}>
      <table className="w-full min-w-[640px] text-left text-sm">
        <caption className="bg-ink-50 px-4 py-3 text-left font-bold text-ink-950">{table.caption}</caption>
        <thead className="bg-ink-50 text-ink-700">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className="px-4 py-3 font-semibold">
                {table.headers[column]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-ink-100">
          {table.rows.map((row) => (
            <tr key={row.name} className="align-top">
              <th scope="row" className="px-4 py-3 font-mono text-ink-950">
                {row.name}
              </th>
              <td className="px-4 py-3 text-ink-700">{row.category}</td>
              <td className="px-4 py-3 text-ink-700">{row.purpose}</td>
              <td className="px-4 py-3 text-ink-700">{row.duration}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
