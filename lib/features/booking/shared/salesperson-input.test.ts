import { describe, expect, it } from 'vitest';
import { candidateFrom, checkSalesperson, formValuesFrom, formValuesOf, NEW_SALESPERSON_VALUES } from './salesperson-input';

const form = (values: Record<string, string>) => ({ ...NEW_SALESPERSON_VALUES, name: 'Lucía Pérez', email: 'Lucia@Otailo.test', ...values });

describe('the availability editor’s fields', () => {
  it('read into a salesperson: blocks per weekday, notice in hours, days off one per line', () => {
    const checked = checkSalesperson(
      candidateFrom(form({ d1b0start: '14:00', d1b0end: '17:30', d1b1start: '09:00', d1b1end: '12:00', d5b1start: '20:00', d5b1end: '00:00', notice: '1,5', buffer: '10', daysOff: '2026-12-25\n2026-12-24, 2026-12-25' })),
    );
    expect(checked).toEqual({
      ok: true,
      input: {
        name: 'Lucía Pérez',
        nameEs: null,
        email: 'lucia@otailo.test',
        meetingUrl: null,
        timeZone: 'Europe/Madrid',
        languages: ['en'],
        weekly: { 1: [{ start: '09:00', end: '12:00' }, { start: '14:00', end: '17:30' }], 5: [{ start: '20:00', end: '24:00' }] },
        noticeMinutes: 90,
        bufferMinutes: 10,
        daysOff: ['2026-12-24', '2026-12-25'],
        active: true,
      },
    });
  });

  it('name each wrong field with a code, all at once when the hours can be read', () => {
    const checked = checkSalesperson(
      candidateFrom(form({ name: ' ', email: 'not-an-email', timeZone: 'Mars/Olympus', d2b0start: '12:00', d2b0end: '09:00', d3b0start: '09:00', d3b0end: '12:00', d3b1start: '11:00', d3b1end: '13:00', d4b0start: '09:00', notice: '', buffer: '300', daysOff: '2026-02-30' })),
    );
    expect(checked).toEqual({ ok: false, errors: { name: 'required', email: 'invalidEmail', notice: 'invalid' } });
    expect(checkSalesperson(candidateFrom(form({ name: ' ', email: 'not-an-email', timeZone: 'Mars/Olympus', d2b0start: '12:00', d2b0end: '09:00', d3b0start: '09:00', d3b0end: '12:00', d3b1start: '11:00', d3b1end: '13:00', d4b0start: '09:00', notice: '4', buffer: '300', daysOff: '2026-02-30' })))).toEqual({
      ok: false,
      errors: { name: 'required', email: 'invalidEmail', timeZone: 'invalid', day2: 'interval', day3: 'overlap', day4: 'interval', buffer: 'invalid', daysOff: 'invalid' },
    });
    expect(checkSalesperson(candidateFrom(form({ notice: '337' })))).toEqual({ ok: false, errors: { notice: 'invalid' } });
    expect(checkSalesperson(candidateFrom(form({ buffer: '7.5' })))).toEqual({ ok: false, errors: { buffer: 'invalid' } });
    expect(checkSalesperson(candidateFrom(form({ daysOff: '25/12/2026' })))).toEqual({ ok: false, errors: { daysOff: 'invalid' } });
    expect(checkSalesperson(candidateFrom(form({ email: `${'a'.repeat(320)}@x.test` })))).toEqual({ ok: false, errors: { email: 'tooLong' } });
    // Short enough, but no mail server takes a local part over 64 characters.
    expect(checkSalesperson(candidateFrom(form({ email: `${'a'.repeat(65)}@x.test` })))).toEqual({ ok: false, errors: { email: 'invalidEmail' } });
  });

  it('keep the zone by its canonical name, whatever the letter case typed', () => {
    const checked = checkSalesperson(candidateFrom(form({ timeZone: 'aMeRiCa/NeW_yOrK', d1b0start: '09:00', d1b0end: '12:00' })));
    expect(checked.ok && checked.input.timeZone).toBe('America/New_York');
  });

  it('keep a video-meeting link only when it is an https address of a host, within 500 characters', () => {
    const url = (meetingUrl: string) => checkSalesperson(candidateFrom(form({ meetingUrl, d1b0start: '09:00', d1b0end: '12:00' })));
    const ok = url('  https://meet.example.com/otailo-demo?pwd=abc  ');
    expect(ok.ok && ok.input.meetingUrl).toBe('https://meet.example.com/otailo-demo?pwd=abc');
    const none = url('');
    expect(none.ok && none.input.meetingUrl).toBeNull();
    for (const bad of ['http://meet.example.com/x', 'javascript:alert(1)', 'https://user:pass@meet.example.com/x', 'https://localhost/x', 'meet.example.com/x', 'https://meet.example.com/a b', 'https://meet.example.com/x\r\nATTENDEE:mailto:evil@example.com', 'https://meet.example.com/"><script>']) {
      expect(url(bad), bad).toEqual({ ok: false, errors: { meetingUrl: 'invalid' } });
    }
    expect(url(`https://meet.example.com/${'a'.repeat(480)}`)).toEqual({ ok: false, errors: { meetingUrl: 'tooLong' } });
    // A wrong link alone: the hours' problems are told at once too.
    expect(checkSalesperson(candidateFrom(form({ meetingUrl: 'ftp://x.example', d1b0start: '12:00', d1b0end: '09:00' })))).toEqual({ ok: false, errors: { meetingUrl: 'invalid', day1: 'interval' } });
  });

  it('read the languages ticked and the Spanish name, and refuse a salesperson who speaks none', () => {
    const both = checkSalesperson(candidateFrom(form({ lang_es: '1', nameEs: '  Equipo de ventas ' })));
    expect(both.ok && both.input).toMatchObject({ languages: ['en', 'es'], nameEs: 'Equipo de ventas' });
    expect(checkSalesperson(candidateFrom(form({ lang_en: '', lang_es: '' })))).toEqual({ ok: false, errors: { languages: 'required' } });
    expect(checkSalesperson(candidateFrom(form({ nameEs: 'x'.repeat(121) })))).toEqual({ ok: false, errors: { nameEs: 'tooLong' } });
    expect(checkSalesperson({ ...(candidateFrom(form({})) as object), languages: ['fr'] }).ok).toBe(false);
    // The order is the site's, whatever was sent; each once.
    const sent = checkSalesperson({ ...(candidateFrom(form({})) as object), languages: ['es', 'en', 'es'] });
    expect(sent.ok && sent.input.languages).toEqual(['en', 'es']);
  });

  it('refuse what no form sends', () => {
    expect(checkSalesperson(null).ok).toBe(false);
    expect(checkSalesperson({ ...(candidateFrom(form({})) as object), weekly: { 9: [{ start: '09:00', end: '10:00' }] } })).toEqual({ ok: false, errors: { weekly: 'invalid' } });
  });

  it('show a stored salesperson as they were saved', () => {
    const stored = { name: 'Ana', nameEs: 'Ana (ventas)', email: 'ana@otailo.test', languages: ['es' as const], meetingUrl: 'https://meet.example.com/ana', timeZone: 'America/Mexico_City', weekly: { 0: [{ start: '10:00', end: '24:00' }] }, noticeMinutes: 90, bufferMinutes: 0, daysOff: ['2026-01-01'], active: false };
    const values = formValuesOf(stored);
    expect(values).toMatchObject({ d0b0start: '10:00', d0b0end: '00:00', notice: '1.5', buffer: '0', daysOff: '2026-01-01', active: '' });
    expect(checkSalesperson(candidateFrom(formValuesFrom((name) => values[name] ?? '')))).toEqual({ ok: true, input: stored });
  });
});
