import { describe, expect, it } from 'vitest';
import { complianceItemSchema, isIsoDay, subprocessorSchema, subscribeSchema, trustErrorsOf } from './inputs';

const subprocessor = {
  name: '  Acme   Mail ',
  purposeEn: 'Sends mail',
  purposeEs: 'Envía correo',
  locationEn: 'EU (Ireland)',
  locationEs: 'UE (Irlanda)',
  dataEn: 'Email address',
  dataEs: 'Correo electrónico',
};

const errorsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) => (result.success ? {} : trustErrorsOf(result.error!.issues));

describe('the subprocessor form', () => {
  it('takes every field trimmed, runs of white space made one', () => {
    const parsed = subprocessorSchema.parse({ ...subprocessor, purposeEn: 'Sends\n\nmail\tfor us' });
    expect(parsed).toMatchObject({ name: 'Acme Mail', purposeEn: 'Sends mail for us' });
  });

  it('says which field is missing, blank or too long, with a code per field', () => {
    const result = subprocessorSchema.safeParse({ ...subprocessor, name: '   ', purposeEs: undefined, dataEn: 'x'.repeat(301), locationEn: 42 });
    expect(errorsOf(result)).toEqual({ name: 'required', purposeEs: 'required', dataEn: 'tooLong', locationEn: 'required' });
  });
});

describe('the compliance item form', () => {
  const item = { nameEn: 'SOC 2', nameEs: 'SOC 2', status: 'planned', statusDate: '2026-11-30', noteEn: '', noteEs: '' };

  it('takes an item with one of the three statuses and a real day; notes may be empty', () => {
    expect(complianceItemSchema.parse(item)).toEqual(item);
    expect(complianceItemSchema.parse({ ...item, status: 'in_place', noteEs: undefined })).toMatchObject({ status: 'in_place', noteEs: '' });
  });

  it('refuses a made-up status and impossible or out-of-range days', () => {
    for (const statusDate of ['2026-02-30', '2026-13-01', '1999-12-31', '2101-01-01', '30/11/2026', '2026-1-1']) {
      expect(errorsOf(complianceItemSchema.safeParse({ ...item, statusDate })), statusDate).toEqual({ statusDate: 'invalid' });
    }
    expect(errorsOf(complianceItemSchema.safeParse({ ...item, status: 'certified', statusDate: '' }))).toEqual({ status: 'invalid', statusDate: 'required' });
    expect(errorsOf(complianceItemSchema.safeParse({ ...item, noteEn: 'x'.repeat(501) }))).toEqual({ noteEn: 'tooLong' });
  });

  it('knows a leap day', () => {
    expect(isIsoDay('2028-02-29')).toBe(true);
    expect(isIsoDay('2027-02-29')).toBe(false);
  });
});

describe('"Notify me of changes"', () => {
  it('takes an address trimmed and lower-cased', () => {
    expect(subscribeSchema.parse({ email: '  Ada.Lovelace@Example.COM ' })).toEqual({ email: 'ada.lovelace@example.com' });
  });

  it.each([
    [undefined, 'required'],
    ['', 'required'],
    ['not an address', 'invalidEmail'],
    ['ada@', 'invalidEmail'],
    [`${'a'.repeat(65)}@example.com`, 'invalidEmail'],
    [`ada@${'a'.repeat(250)}.com`, 'tooLong'],
  ])('refuses %j as %s', (email, code) => {
    expect(errorsOf(subscribeSchema.safeParse({ email }))).toEqual({ email: code });
  });
});
