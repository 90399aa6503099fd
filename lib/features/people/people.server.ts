import 'server-only';
import { getDatabase } from '@/lib/infra/db';
import { createPeopleStore } from './people';

/** The People store on the site's database. */
export const peopleStore = () => createPeopleStore(getDatabase);
