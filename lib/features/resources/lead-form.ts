import 'server-only';
import { absoluteUrl } from '@/lib/infra/seo/urls';
import { type CapturedLead, type LeadForm, requestCountry } from '@/lib/features/leads';
import { queueMail } from '@/lib/features/mail';
import { resourceLinkMail } from './download-mail';
import { resourceFilePath, resourcePath } from './paths';
import { getPublishedResource, resourceStore } from './repository';
import { RESOURCE_REQUEST_FIELDS, resourceRequestSchema, type ResourceRequestField, type ResourceRequestValues } from './shared/request-schema';
import { pages } from '@/lib/infra/routing/pages';

/** What a resource lead keeps of the resource asked for. */
export type ResourceLeadDetails = { kind: 'resource'; resourceId: number | null; slug: string; title: string; language: string };

/** The CRM's message: the resource named, in English for the sales team. */
export const resourceLeadMessage = (details: ResourceLeadDetails) =>
  `Resource download: ${details.title} (${details.language === 'es' ? 'Spanish' : 'English'})\n${absoluteUrl(details.language === 'es' ? 'es' : 'en', resourcePath(details))}`;

/**
 * A gated resource's form: a lead of kind `resource` (the outbox forwards it to the CRM), a
 * download link valid for seven days (only its hash stored) given on the page at once and mailed.
 */
export const resourceForm: LeadForm<ResourceRequestField, ResourceRequestValues, CapturedLead & { details: ResourceLeadDetails }> = {
  kind: 'resource',
  fields: RESOURCE_REQUEST_FIELDS,
  schema: resourceRequestSchema,
  fallbackPath: pages.resources.path,
  toLead: async (values, request) => {
    // The action let through only a published gated resource's slug; it may have been unpublished since.
    const resource = await getPublishedResource(values.resource);
    const details: ResourceLeadDetails = {
      kind: 'resource',
      resourceId: resource?.id ?? null,
      slug: values.resource,
      title: resource?.title ?? values.resource,
      language: resource?.language ?? request.locale,
    };
    return {
      firstName: values.firstName,
      lastName: values.lastName,
      email: values.email,
      company: values.company,
      country: requestCountry(request.headers),
      interest: null,
      message: resourceLeadMessage(details),
      details,
    };
  },
  afterCapture: async (leadId, lead, locale) => {
    const { resourceId, slug, title } = lead.details;
    if (!resourceId) return {};
    const token = await resourceStore().issueToken(resourceId, leadId);
    const downloadPath = resourceFilePath({ slug }, token);
    const mailed = await queueMail(
      resourceLinkMail({ leadId, locale, to: lead.email, firstName: lead.firstName, title, link: absoluteUrl(locale, downloadPath), page: absoluteUrl(locale, resourcePath({ slug })) }),
    );
    return { downloadPath, mailed };
  },
};
