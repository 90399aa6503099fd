import { describe, expect, it } from 'vitest';
import { fieldErrorsOf } from '@/lib/features/leads/shared/schemas';
import { checkPdf } from './pdf-check';
import { resourceRequestSchema } from './request-schema';
import { checkResource, EMPTY_RESOURCE_VALUES, resourceValues } from './resource-input';

const request = { firstName: 'Marta', lastName: 'Ruiz', email: 'marta@ruiz.example', company: 'Ruiz SL', consent: 'on', resource: 'guia' };

describe('resourceRequestSchema', () => {
  it('takes a person, their consent and the resource', () => {
    expect(resourceRequestSchema.safeParse(request).success).toBe(true);
  });

  it('refuses a missing consent, a bad address, a link for a name, each with its code', () => {
    const result = resourceRequestSchema.safeParse({ ...request, consent: undefined, email: 'nope', firstName: 'http://spam.example' });
    expect(result.success).toBe(false);
    expect(fieldErrorsOf(result.error!.issues)).toEqual({ consent: 'required', email: 'invalidEmail', firstName: 'invalidName' });
    expect(fieldErrorsOf(resourceRequestSchema.safeParse({ ...request, consent: 'yes', resource: '' }).error!.issues)).toEqual({ consent: 'required', resource: 'invalidChoice' });
    expect(fieldErrorsOf(resourceRequestSchema.safeParse({ ...request, company: 'x'.repeat(5000) }).error!.issues)).toEqual({ company: 'tooLong' });
  });
});

describe('checkResource', () => {
  const values = { ...EMPTY_RESOURCE_VALUES, title: 'The returns playbook', summary: 'A summary', inside: '- One\n* Two\n\n• Three' };

  it('reads the typed values: a slug from the title, one item per line, gated or open', () => {
    const checked = checkResource({ ...values, access: 'open', type: 'report', status: 'published', language: 'es' });
    expect(checked).toEqual({
      ok: true,
      resource: { title: 'The returns playbook', slug: 'the-returns-playbook', summary: 'A summary', inside: ['One', 'Two', 'Three'], gated: false, type: 'report', status: 'published', language: 'es' },
    });
    if (checked.ok) expect(resourceValues(checked.resource)).toMatchObject({ access: 'open', inside: 'One\nTwo\nThree' });
  });

  it('says what is wrong with each field', () => {
    expect(checkResource({ ...values, title: '', summary: 'x'.repeat(601), inside: '', type: 'video', status: 'scheduled', language: 'fr', access: 'maybe' })).toEqual({
      ok: false,
      errors: { title: 'required', summary: 'tooLong', inside: 'required', type: 'invalid', status: 'invalid', language: 'invalid', access: 'invalid' },
    });
    expect(checkResource({ ...values, slug: 'Not a slug!', inside: Array.from({ length: 13 }, (_, i) => `item ${i}`).join('\n') })).toEqual({ ok: false, errors: { slug: 'invalid', inside: 'tooMany' } });
  });
});

describe('checkPdf', () => {
  const bytes = (text: string) => new TextEncoder().encode(text);
  it('takes a file that starts with %PDF- within the size', () => {
    expect(checkPdf(bytes('%PDF-1.7\n…'), 100)).toBeNull();
  });
  it('refuses an empty file, another type whatever its name, and a file over the cap', () => {
    expect(checkPdf(new Uint8Array(), 100)).toBe('empty');
    expect(checkPdf(bytes('<html>%PDF-1.4'), 100)).toBe('notPdf');
    expect(checkPdf(new Uint8Array([0x89, 0x50, 0x4e, 0x47]), 100)).toBe('notPdf');
    expect(checkPdf(bytes(`%PDF-1.4${' '.repeat(200)}`), 100)).toBe('tooLarge');
  });
});
