/**
 * The two server actions of an editor's "Share preview" panel, for every kind of content: share
 * (a new expiring link, its address answered to the form) and revoke (a form post, then back to the
 * editor). Each feature builds its pair here and exports it from its own `'use server'` file; the
 * kinds differ only in what is passed in.
 */
import 'server-only';
import { refresh } from 'next/cache';
import { redirect } from 'next/navigation';
import * as z from 'zod/mini';
import { getEnv } from '@/lib/infra/env.mjs';
import { localeField, serialIdField } from '@/lib/infra/http/form-fields';
import { formAction, stateAction, type RawForm } from '@/lib/infra/http/server-action';
import { log } from '@/lib/infra/log.mjs';
import { audit } from '@/lib/features/audit';
import { signedInWith } from '@/lib/features/people';
import type { Permission } from '@/lib/features/people/shared/permissions';
import type { AuthUser } from '@/lib/features/people/shared/types';
import type { PreviewLinkStore, PreviewSubject } from './preview-links';
import { previewDaysField, type SharePreviewState } from './shared/preview-link-days';

/** What one kind of content brings to its preview-link actions. */
export interface PreviewLinkKind<Entry extends { id: number; language: string }> {
  /** The kind of content: the audit target (`post:12`) and the log field (`postId`). */
  kind: PreviewSubject;
  /** The permission every action checks first, inside the action. */
  permission: Permission;
  /** The entry with this id when the account may change it (an author: their own drafts), else null. */
  editable: (user: AuthUser, id: number | null) => Promise<Entry | null>;
  /** This kind's link store. */
  links: () => PreviewLinkStore;
  /** The answer to someone without the permission, and to a revoke post the schema refuses. */
  backToManage: (reason: unknown, raw: RawForm) => never;
  /**
   * Where a revoke goes back to, after `/{locale}`: `list` when the entry is unknown or not the
   * account's to change, `entry` + `/{id}` (the editor) otherwise.
   */
  manage: { list: string; entry: string };
  /** The log line when a link could not be made. */
  failureLog: string;
}

export interface PreviewLinkActions {
  /** For `useActionState`: a new link for the entry, `days` long. */
  share: (previous: SharePreviewState, data: FormData) => Promise<SharePreviewState>;
  /** For a `<form action>`: ends one of the entry's links, then back to its editor (`?preview=revoked|kept`). */
  revoke: (data: FormData) => Promise<void>;
}

/** The share and revoke actions of one kind of content. */
export function previewLinkActions<Entry extends { id: number; language: string }>({
  kind,
  permission,
  editable,
  links,
  backToManage,
  manage,
  failureLog,
}: PreviewLinkKind<Entry>): PreviewLinkActions {
  const target = (entry: Entry) => `${kind}:${entry.id}`;

  const share = stateAction({
    input: z.object({ id: serialIdField, days: previewDaysField }),
    guard: signedInWith(permission, (reason): SharePreviewState => ({ status: 'denied', reason })),
    invalid: (): SharePreviewState => ({ status: 'failed' }),
    run: async ({ id, days }, user: AuthUser): Promise<SharePreviewState> => {
      const entry = await editable(user, id);
      if (!entry) return { status: 'denied', reason: 'forbidden' };
      try {
        const { token, link } = await links().create(entry.id, user.id, days);
        // The audit log names the link, never its token.
        await audit({ actor: user, action: 'preview.share', target: target(entry), detail: { link: link.id, expiresAt: link.expiresAt } });
        const url = new URL(`/${entry.language}/preview`, getEnv().SITE_URL);
        url.searchParams.set('token', token);
        // The list of open links beside the form shows the new one without a reload.
        refresh();
        return { status: 'created', url: url.toString(), expiresAt: link.expiresAt };
      } catch (error) {
        log.error(failureLog, { error, [`${kind}Id`]: entry.id });
        return { status: 'failed' };
      }
    },
  });

  const revoke = formAction({
    input: z.object({ locale: localeField, id: serialIdField, link: serialIdField }),
    guard: signedInWith<void>(permission, backToManage),
    invalid: ({ raw }) => backToManage(null, raw),
    run: async ({ locale, id, link }, user: AuthUser): Promise<void> => {
      const entry = await editable(user, id);
      if (!entry) redirect(`/${locale}${manage.list}`);
      const revoked = link !== null && (await links().revoke(entry.id, link));
      if (revoked) await audit({ actor: user, action: 'preview.revoke', target: target(entry), detail: { link } });
      redirect(`/${locale}${manage.entry}/${entry.id}?preview=${revoked ? 'revoked' : 'kept'}#share-title`);
    },
  });

  return { share, revoke };
}
