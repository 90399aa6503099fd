import { describe, expect, it } from 'vitest';
import { fieldErrorsOf } from '@/lib/features/leads/shared/schemas';
import { roiLeadSchema } from './lead-schema';

const errorsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.success ? {} : fieldErrorsOf(result.error!.issues);

describe('ROI lead schema', () => {
  const roi = { firstName: 'Ana', lastName: 'Pérez', email: 'ana@acme.com', company: 'Acme', orders: '10000', aov: '100', returnRate: '16,9', returnCost: '21', ineligible: '10.4', exchanges: '17.1', currency: 'EUR' };

  it('accepts the person and any inputs the calculator itself accepts', () => {
    expect(roiLeadSchema.safeParse(roi).success).toBe(true);
  });

  it('refuses inputs the calculator would refuse, and an unknown currency', () => {
    const result = roiLeadSchema.safeParse({ ...roi, orders: '0', returnRate: '200', aov: 'lots', currency: 'JPY', email: 'x' });
    expect(errorsOf(result)).toEqual({ orders: 'invalidChoice', returnRate: 'invalidChoice', aov: 'invalidChoice', currency: 'invalidChoice', email: 'invalidEmail' });
  });

  it('needs every input: a post without the hidden fields is not an estimate', () => {
    const { exchanges: _, ...missing } = roi;
    expect(errorsOf(roiLeadSchema.safeParse({ ...missing, exchanges: '' }))).toEqual({ exchanges: 'invalidChoice' });
  });
});
