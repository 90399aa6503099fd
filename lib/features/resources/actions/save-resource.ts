'use server';

import { redirect } from 'next/navigation';
import * as z from 'zod/mini';
import { getEnv } from '@/lib/infra/env.mjs';
import { localeField, serialIdField, textField, versionField } from '@/lib/infra/http/form-fields';
import { actionClient } from '@/lib/infra/http/server-action';
import { log } from '@/lib/infra/log.mjs';
import { consume } from '@/lib/infra/rate-limit';
import { audit, type AuditAction } from '@/lib/features/audit';
import { signedInWith } from '@/lib/features/people';
import type { Denied } from '@/lib/features/people/shared/types';
import { adminResources, createResource, setResourceFile, updateResource } from '@/lib/features/resources/repository';
import { checkPdf, type PdfProblem } from '@/lib/features/resources/shared/pdf-check';
import { checkResource, RESOURCE_FIELDS, type ResourceErrors, type ResourceField, type ResourceFormValues } from '@/lib/features/resources/shared/resource-input';
import { ResourceSlugTakenError, ResourceVersionConflictError, type Resource } from '@/lib/features/resources/shared/types';

const SAVE_RATE = { name: 'resource-save', points: 60, durationSeconds: 60 } as const;

export type SaveResourceState =
  | { status: 'idle' }
  | { status: 'refused'; problem: 'invalid' | 'notFound' | 'conflict' | 'unknown' | 'tooManySaves' | 'fileMissing'; errors: ResourceErrors; file?: PdfProblem; values: ResourceFormValues }
  | { status: 'denied'; reason: Denied };

const form = z.object({
  ...(Object.fromEntries(RESOURCE_FIELDS.map((name) => [name, textField(10_000)])) as Record<ResourceField, ReturnType<typeof textField>>),
  locale: localeField,
  id: serialIdField,
  version: versionField,
  translationOf: serialIdField,
  /** The PDF; an empty file input (nothing chosen) keeps the stored one. */
  file: z.catch(z.optional(z.file()), undefined),
});

const valuesOf = (posted: Record<ResourceField, string>): ResourceFormValues => Object.fromEntries(RESOURCE_FIELDS.map((name) => [name, posted[name]])) as ResourceFormValues;

function auditAction(before: Resource | null, after: Resource): AuditAction {
  if (after.status === 'published' && before?.status !== 'published') return 'resource.publish';
  if (before?.status === 'published' && after.status !== 'published') return 'resource.unpublish';
  return before ? 'resource.edit' : 'resource.create';
}

/**
 * Saves a resource from the editor (new, edited, or the translation of another) with its PDF when
 * one is chosen: checked by its bytes (`%PDF-`) and size (RESOURCE_MAX_MB) before anything is
 * written. A published resource must have a file. Works without JavaScript.
 */
export const saveResourceAction = actionClient
  .input(form)
  .use(signedInWith('resources', (reason): SaveResourceState => ({ status: 'denied', reason })))
  .onInvalid((): SaveResourceState => ({ status: 'denied', reason: 'forbidden' }))
  .stateAction(async ({ input: posted, ctx: user }): Promise<SaveResourceState> => {
    const values = valuesOf(posted);
    const refused = (problem: Extract<SaveResourceState, { status: 'refused' }>['problem'], errors: ResourceErrors = {}, file?: PdfProblem): SaveResourceState => ({ status: 'refused', problem, errors, file, values });
    const rate = await consume(SAVE_RATE, `user:${user.id}`);
    if (!rate.allowed) return refused('tooManySaves');
    const current = posted.id ? await adminResources.byId(posted.id) : null;
    if (posted.id && !current) return refused('notFound');
    const checked = checkResource(values);
    if (!checked.ok) return refused('invalid', checked.errors);
    let bytes: Uint8Array | null = null;
    if (posted.file && posted.file.size > 0) {
      const maxBytes = getEnv().RESOURCE_MAX_MB * 1024 * 1024;
      // A file's size is known before it is read: an oversized one is refused unread.
      if (posted.file.size > maxBytes) return refused('invalid', {}, 'tooLarge');
      bytes = new Uint8Array(await posted.file.arrayBuffer());
      const problem = checkPdf(bytes, maxBytes);
      if (problem) return refused('invalid', {}, problem);
    }
    if (checked.resource.status === 'published' && !bytes && !current?.fileSize) return refused('fileMissing', {}, 'empty');
    const publishedAt = checked.resource.status === 'published' ? (current?.publishedAt ?? new Date().toISOString()) : null;
    let saved: Resource | null;
    try {
      saved = current
        ? await updateResource(current.id, { ...checked.resource, publishedAt }, posted.version)
        : await createResource({ ...checked.resource, publishedAt }, user.id, posted.translationOf ?? undefined);
      if (saved && bytes) await setResourceFile(saved.id, bytes);
    } catch (error) {
      if (error instanceof ResourceSlugTakenError) return refused('invalid', { slug: 'taken' });
      if (error instanceof ResourceVersionConflictError) return refused('conflict');
      log.error('admin: saving a resource failed', { error });
      return refused('unknown');
    }
    if (!saved) return refused('notFound');
    await audit({ actor: user, action: auditAction(current, saved), target: `resource:${saved.id}`, detail: { slug: saved.slug, status: saved.status, version: saved.version } });
    if (bytes) await audit({ actor: user, action: 'resource.upload', target: `resource:${saved.id}`, detail: { slug: saved.slug, bytes: bytes.byteLength } });
    redirect(`/${posted.locale}/manage/resources/${saved.id}?saved=1`);
  });
