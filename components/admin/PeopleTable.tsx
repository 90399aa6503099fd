import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { setActiveAction } from '@/lib/features/people/actions/set-active';
import { setRoleAction } from '@/lib/features/people/actions/set-role';
import type { Person } from '@/lib/features/people';
import { ASSIGNABLE_ROLES } from '@/lib/features/people/shared/permissions';

/** Every account: its role (changeable), whether it is active, and (de)activation. Works without JavaScript. */
export async function PeopleTable({ locale, people, me }: { locale: Locale; people: Person[]; me: number }) {
  const t = await getTranslations({ locale, namespace: 'Admin.people' });
  return (
    <div className="overflow-x-auto rounded-card border border-ink-100 bg-white shadow-card">
      <table className="w-full min-w-[40rem] text-left text-sm">
        <thead className="bg-ink-50 text-ink-700">
          <tr>
            <th scope="col" className="px-5 py-3 font-semibold">{t('columns.email')}</th>
            <th scope="col" className="px-5 py-3 font-semibold">{t('columns.role')}</th>
            <th scope="col" className="px-5 py-3 font-semibold">{t('columns.status')}</th>
            <th scope="col" className="px-5 py-3 font-semibold">{t('columns.actions')}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-ink-100">
          {people.map((person) => (
            <tr key={person.id}>
              <th scope="row" className="px-5 py-3 font-semibold text-ink-950">
                {person.email} {person.id === me && <span className="font-normal text-ink-600">{t('you')}</span>}
              </th>
              <td className="px-5 py-3">
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
              </td>
              <td className="px-5 py-3">{person.deactivated ? t('deactivated') : t('active')}</td>
              <td className="px-5 py-3">
                <form action={setActiveAction}>
                  <input type="hidden" name="locale" value={locale} />
                  <input type="hidden" name="user" value={person.id} />
                  <input type="hidden" name="active" value={person.deactivated ? '1' : '0'} />
                  <button type="submit" className="btn btn-secondary min-h-9 px-3 py-1.5" aria-label={`${person.deactivated ? t('reactivate') : t('deactivate')} ${person.email}`}>
                    {person.deactivated ? t('reactivate') : t('deactivate')}
                  </button>
                </form>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="grid gap-2 border-t border-ink-100 p-5 text-sm text-ink-700 sm:grid-cols-3">
        {ASSIGNABLE_ROLES.map((role) => (
          <div key={role}>
            <dt className="font-semibold text-ink-950">{t(`roles.${role}`)}</dt>
            <dd>{t(`roleHelp.${role}`)}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
