import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/infra/routing/routing';
import { setActiveAction } from '@/lib/features/people/actions/set-active';
import { setRoleAction } from '@/lib/features/people/actions/set-role';
import type { Person } from '@/lib/features/people';
import { ASSIGNABLE_ROLES } from '@/lib/features/people/shared/permissions';
import { AdminTable, type AdminColumn } from '../AdminTable';
import type { RoleRights } from './role-rights';
import { RoleRightsList } from './RoleRightsList';

type PeopleT = Awaited<ReturnType<typeof getTranslations<'Admin.people'>>>;

/** Every account: its role (changeable), whether it is active, and (de)activation. Works without JavaScript. */
export async function PeopleTable({ locale, people, me, rights }: { locale: Locale; people: Person[]; me: number; rights: RoleRights }) {
  const t = await getTranslations({ locale, namespace: 'Admin.people' });
  const columns: AdminColumn<Person>[] = [
    {
      key: 'email',
      header: t('columns.email'),
      rowHeader: true,
      className: 'font-semibold text-ink-950',
      cell: (person) => (
        <>
          {person.email} {person.id === me && <span className="font-normal text-ink-600">{t('you')}</span>}
        </>
      ),
    },
    { key: 'role', header: t('columns.role'), cell: (person) => <RoleForm person={person} locale={locale} t={t} /> },
    { key: 'status', header: t('columns.status'), cell: (person) => (person.deactivated ? t('deactivated') : t('active')) },
    { key: 'actions', header: t('columns.actions'), cell: (person) => <ActiveForm person={person} locale={locale} t={t} /> },
  ];
  return (
    <div className="overflow-x-auto rounded-card border border-ink-100 bg-white shadow-card">
      <AdminTable columns={columns} rows={people} rowKey={(person) => person.id} className="min-w-[40rem]" />
      <RoleHelp t={t} rights={rights} />
    </div>
  );
}

/** The account's role as a select, changed with its own button. */
function RoleForm({ person, locale, t }: { person: Person; locale: Locale; t: PeopleT }) {
  return (
    <form action={setRoleAction} className="flex flex-wrap items-center gap-2">
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="user" value={person.id} />
      <label htmlFor={`role-${person.id}`} className="sr-only">
        {t('roleFor', { email: person.email })}
      </label>
      <select id={`role-${person.id}`} name="role" defaultValue={person.role} className="field-control w-auto min-w-32 py-1.5">
        {person.role === 'user' && <option value="user">{t('roles.user')}</option>}
        {ASSIGNABLE_ROLES.map((role) => (
          <option key={role} value={role}>
            {t(`roles.${role}`)}
          </option>
        ))}
      </select>
      <button type="submit" className="btn btn-secondary min-h-9 px-3 py-1.5">
        {t('changeRole')}
      </button>
    </form>
  );
}

/** Deactivate an active account, or reactivate a deactivated one. */
function ActiveForm({ person, locale, t }: { person: Person; locale: Locale; t: PeopleT }) {
  const label = person.deactivated ? t('reactivate') : t('deactivate');
  return (
    <form action={setActiveAction}>
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="user" value={person.id} />
      <input type="hidden" name="active" value={person.deactivated ? '1' : '0'} />
      <button type="submit" className="btn btn-secondary min-h-9 px-3 py-1.5" aria-label={`${label} ${person.email}`}>
        {label}
      </button>
    </form>
  );
}

/** What each role may do, under the table (read from the permission table). */
function RoleHelp({ t, rights }: { t: PeopleT; rights: RoleRights }) {
  return (
    <section id="role-rights" aria-labelledby="role-rights-title" className="border-t border-ink-100 p-5 text-sm text-ink-700">
      <h2 id="role-rights-title" className="font-bold text-ink-950">
        {t('rightsTitle')}
      </h2>
      <dl className="mt-3 grid gap-4 sm:grid-cols-3">
        {ASSIGNABLE_ROLES.map((role) => (
          <div key={role}>
            <dt className="font-semibold text-ink-950">{t(`roles.${role}`)}</dt>
            <dd className="mt-1">
              <RoleRightsList lines={rights[role]} />
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
