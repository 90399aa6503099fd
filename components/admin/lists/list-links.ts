import type { ColumnSort } from '@/components/admin/AdminTable';
import type { AdminTranslator } from '@/components/admin/admin-screen';
import { STATUS_LABEL } from '@/components/admin/editor-messages';
import type { ListChoice } from '@/components/admin/ListSearch';
import { queryString, type ListQuery, type ListSpec } from '@/lib/infra/util/list-query';

/**
 * A sortable column's header link: the list in this column's order (its default direction first,
 * the other once it is the current order), the filters kept and the page back to the first.
 */
export function sortLink<Sort extends string>(path: string, filters: Readonly<Record<string, string>>, query: ListQuery<Sort>, spec: ListSpec<Sort>, key: Sort): ColumnSort {
  const current = query.sort === key;
  const first = spec.defaultDir?.[key] ?? 'desc';
  const dir = current ? (query.dir === 'asc' ? 'desc' : 'asc') : first;
  const { sort: _sort, dir: _dir, ...kept } = filters;
  return {
    href: `${path}${queryString({ ...kept, sort: key, dir })}`,
    state: current ? (query.dir === 'asc' ? 'ascending' : 'descending') : 'none',
  };
}

/**
 * The choices every workflow list (posts, stories, openings, pages) filters by: state, language and, for
 * those who see everyone's entries (`people`; none for an author), the author.
 */
export function workflowChoices({
  t,
  query,
  statuses,
  languages,
  people,
}: {
  t: AdminTranslator;
  query: Pick<ListQuery, 'status' | 'lang' | 'author'>;
  statuses: readonly (keyof typeof STATUS_LABEL)[];
  languages: readonly ('en' | 'es')[];
  people?: readonly { id: number; email: string }[];
}): ListChoice[] {
  return [
    { name: 'status', label: t('columns.status'), any: t('lists.search.anyStatus'), value: query.status, options: statuses.map((status) => ({ value: status, label: t(STATUS_LABEL[status]) })) },
    { name: 'lang', label: t('columns.language'), any: t('lists.search.anyLanguage'), value: query.lang, options: languages.map((lang) => ({ value: lang, label: t(`lists.languages.${lang}`) })) },
    ...(people
      ? [{ name: 'author', label: t('lists.search.author'), any: t('lists.search.anyAuthor'), value: query.author === undefined ? undefined : String(query.author), options: people.map((person) => ({ value: String(person.id), label: person.email })) }]
      : []),
  ];
}

/** A list's search form's texts; `words` says what its box searches ("Name, email or company"). */
export function searchLabels(t: AdminTranslator, words: string) {
  return { search: t('lists.search.label'), words, button: t('lists.search.button'), clear: t('lists.search.clear') };
}
