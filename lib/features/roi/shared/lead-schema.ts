/**
 * "Send me this estimate": who the visitor is (the lead forms' rules) and the calculator's inputs,
 * as hidden fields the server checks again with the calculator's own parser.
 */
import * as z from 'zod/mini';
import { emailAddress, personName, requiredText } from '@/lib/features/leads/shared/schemas';
import { parseField, ROI_CURRENCIES, ROI_FIELDS, ROI_PARAMS, type RoiField } from './model';

export const ROI_LEAD_FIELDS = ['firstName', 'lastName', 'email', 'company', ...ROI_PARAMS] as const;
export type RoiLeadField = (typeof ROI_LEAD_FIELDS)[number];

/** A calculator input sent with an ROI lead: what the calculator itself would accept. */
const roiInput = (field: RoiField) => z.string().check(z.refine((value) => 'value' in parseField(field, value), { error: 'invalidChoice' }));

export const roiLeadSchema = z.object({
  firstName: personName('firstName'),
  lastName: personName('lastName'),
  email: emailAddress('email'),
  company: requiredText('company'),
  ...(Object.fromEntries(ROI_FIELDS.map((field) => [field, roiInput(field)])) as Record<RoiField, ReturnType<typeof roiInput>>),
  currency: z.enum(ROI_CURRENCIES, { error: 'invalidChoice' }),
});

export type RoiLeadValues = z.infer<typeof roiLeadSchema>;
