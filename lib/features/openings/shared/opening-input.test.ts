import { describe, expect, it } from 'vitest';
import { checkOpening, EMPTY_OPENING_VALUES, openingTranslationDraft, openingValues, readCountries, type OpeningErrors, type OpeningFormValues } from './opening-input';

const now = new Date('2026-11-26T10:00:00Z');
const form = (over: Partial<OpeningFormValues> = {}): OpeningFormValues => ({
  ...EMPTY_OPENING_VALUES,
  title: 'Warehouse Solutions Engineer',
  team: 'Engineering',
  location: 'Remote (EU)',
  countries: 'es, pt ,DE',
  summary: 'Bring our inspection app to new warehouses.',
  responsibilities: '- Run pilots\n\n* Train teams\n',
  requirements: 'Three years in logistics software',
  applyEmail: 'careers@otailo.com',
  validThrough: '2026-12-31T23:59',
  ...over,
});

describe('the opening form', () => {
  it('reads a complete form: the slug from the title, lists one item a line, countries upper-cased, instants in UTC', () => {
    const result = checkOpening(form(), now);
    expect(result).toEqual({
      ok: true,
      opening: expect.objectContaining({
        slug: 'warehouse-solutions-engineer',
        countries: ['DE', 'ES', 'PT'],
        responsibilities: ['Run pilots', 'Train teams'],
        benefits: [],
        employmentType: 'FULL_TIME',
        locationType: 'remote',
        validThrough: '2026-12-31T23:59:00.000Z',
        applyUrl: null,
      }),
    });
  });

  it('reads the country picker’s codes (one a line) and an older comma list; a name asks for a choice from the list', () => {
    const read = (typed: string) => {
      const errors: OpeningErrors = {};
      return { countries: readCountries(typed, errors), errors };
    };
    expect(read('MX\nES\nMX')).toEqual({ countries: ['ES', 'MX'], errors: {} });
    expect(read('us, ca ;gb')).toEqual({ countries: ['CA', 'GB', 'US'], errors: {} });
    expect(read('')).toEqual({ countries: [], errors: {} });
    for (const typed of ['Mexico', 'México', 'MX\nZZ', 'USA']) expect(read(typed).errors).toEqual({ countries: 'notCountry' });
  });

  it('refuses with one code per wrong field', () => {
    const result = checkOpening(
      form({ title: '', summary: 'x'.repeat(601), requirements: '', countries: 'Spain', applyEmail: '', applyUrl: '', employmentType: 'SOMETIMES', locationType: 'moon', validThrough: '2026-11-26T09:00' }),
      now,
    );
    expect(result).toEqual({
      ok: false,
      errors: { title: 'required', summary: 'tooLong', requirements: 'required', countries: 'notCountry', employmentType: 'invalid', locationType: 'invalid', validThrough: 'inPast' },
    });
  });

  it('needs neither a hiring contact nor an apply URL: the site’s form mails CAREERS_EMAIL then', () => {
    expect(checkOpening(form({ applyEmail: '', applyUrl: '' }), now)).toMatchObject({ ok: true, opening: { applyEmail: null, applyUrl: null } });
  });

  it('takes an apply URL instead of an address, http(s) only, and refuses a bad slug or a bad date', () => {
    expect(checkOpening(form({ applyEmail: '', applyUrl: 'https://jobs.example.com/42' }), now)).toMatchObject({ ok: true, opening: { applyEmail: null, applyUrl: 'https://jobs.example.com/42' } });
    expect(checkOpening(form({ applyUrl: 'javascript:alert(1)' }), now)).toEqual({ ok: false, errors: { applyUrl: 'invalid' } });
    expect(checkOpening(form({ applyEmail: 'not-an-address' }), now)).toEqual({ ok: false, errors: { applyEmail: 'invalid' } });
    expect(checkOpening(form({ slug: 'Not A Slug' }), now)).toEqual({ ok: false, errors: { slug: 'invalid' } });
    expect(checkOpening(form({ validThrough: 'soon' }), now)).toEqual({ ok: false, errors: { validThrough: 'invalid' } });
    expect(checkOpening(form({ validThrough: '' }), now)).toEqual({ ok: false, errors: { validThrough: 'required' } });
    expect(checkOpening(form({ benefits: Array.from({ length: 13 }, (_, i) => `Perk ${i}`).join('\n') }), now)).toEqual({ ok: false, errors: { benefits: 'tooMany' } });
  });

  it('gives a stored opening back as the form, and a translation as a draft in the other language', () => {
    const checked = checkOpening(form(), now);
    if (!checked.ok) throw new Error('refused');
    const values = openingValues({ ...checked.opening, publishedAt: null });
    expect(checkOpening(values, now)).toEqual(checked);
    expect(openingTranslationDraft(checked.opening)).toMatchObject({ language: 'es', slug: '', status: 'draft', title: 'Warehouse Solutions Engineer' });
  });
});
