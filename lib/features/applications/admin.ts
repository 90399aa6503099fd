/**
 * The admin area's reads and changes of applications (never cached: personal data, read by few).
 * A deleted application takes its CV with it.
 */
import 'server-only';
import { getDatabase } from '@/lib/infra/db';
import { cvFolderFromEnv, deleteCv, readCv } from './cv-files';
import { createApplicationStore, type ApplicationFilters } from './store';
import { getEnv } from '@/lib/infra/env.mjs';
import { parseSerialId } from '@/lib/infra/util/ids';
import { isApplicationStatus, type ApplicationStatus } from './shared/types';

const store = () => createApplicationStore(getDatabase);

export const adminApplications = {
  page: (filters: ApplicationFilters, page: number, pageSize: number) => store().page(filters, page, pageSize),
  appliedOpenings: () => store().appliedOpenings(),
  byId: (id: number) => store().byId(id),
  setStatus: (id: number, status: ApplicationStatus) => store().setStatus(id, status),
  /** Deletes the application, then its CV; false when there was none. */
  remove: async (id: number) => {
    const removed = await store().remove(id);
    if (removed) await deleteCv(removed.cvKey, cvFolderFromEnv());
    return removed !== null;
  },
  /** The application's CV bytes, or null (no such application, or its file is gone). */
  cv: async (id: number) => {
    const application = await store().byId(id);
    const bytes = application ? await readCv(application.cvKey, cvFolderFromEnv()) : null;
    return application && bytes ? { application, bytes } : null;
  },
};

/** The list's filters from its query string (`?opening=12&status=interview`); anything else is no filter. */
export function applicationFilters(query: Readonly<Record<string, string | string[] | undefined>>): ApplicationFilters {
  const opening = typeof query.opening === 'string' ? parseSerialId(query.opening) : null;
  const status = typeof query.status === 'string' && isApplicationStatus(query.status) ? query.status : undefined;
  return { ...(opening !== null && { openingId: opening }), ...(status && { status }) };
}

/** The day an application (and its CV) will be deleted. */
export const deletionDate = (createdAt: Date) => new Date(createdAt.getTime() + getEnv().APPLICATIONS_RETENTION_DAYS * 86_400_000);
