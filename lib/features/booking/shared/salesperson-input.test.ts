import { describe, expect, it } from 'vitest';
import { freeSlots } from '@/lib/features/booking/slots';
import { candidateFrom, checkSalesperson, dayProblem, formValuesFrom, formValuesOf, NEW_SALESPERSON_VALUES } from './salesperson-input';

/** A new salesperson's defaults without their weekday hours: each day with times typed is ticked, as the editor's user does. */
const form = (values: Record<string, string>) => {
  const blank = Object.fromEntries(Object.entries(NEW_SALESPERSON_VALUES).filter(([name]) => !/^d\d/.test(name)));
  const ticked = Object.fromEntries(Object.keys(values).flatMap((name) => (/^d\db\d/.test(name) ? [[`d${name[1]}on`, '1']] : [])));
  return { ...blank, name: 'Lucía Pérez', email: 'Lucia@Otailo.test', ...ticked, ...values };
};

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

  it('offer a new salesperson Monday to Friday, 09:00–17:00', () => {
    const checked = checkSalesperson(candidateFrom({ ...NEW_SALESPERSON_VALUES, name: 'Ana', email: 'ana@otailo.test' }));
    const day = [{ start: '09:00', end: '17:00' }];
    expect(checked.ok && checked.input.weekly).toEqual({ 1: day, 2: day, 3: day, 4: day, 5: day });
  });

  it('read a break as two ranges, ignore an unticked day’s times, and refuse a ticked day without hours', () => {
    const checked = checkSalesperson(candidateFrom(form({ d2b0start: '09:00', d2b0end: '13:00', d2b1start: '14:00', d2b1end: '18:00', d3b0start: '10:00', d3b0end: '12:00', d3on: '' })));
    expect(checked.ok && checked.input.weekly).toEqual({ 2: [{ start: '09:00', end: '13:00' }, { start: '14:00', end: '18:00' }] });
    expect(checkSalesperson(candidateFrom(form({ d6on: '1' })))).toEqual({ ok: false, errors: { day6: 'interval' } });
  });

  it('give a break typed in the editor as slots that skip it', () => {
    const checked = checkSalesperson(candidateFrom(form({ d1b0start: '09:00', d1b0end: '13:00', d1b1start: '14:00', d1b1end: '17:00', notice: '0', buffer: '0' })));
    if (!checked.ok) throw new Error('refused');
    // Monday 23 November 2026, 08:00 in Madrid: that day's slots only.
    const slots = freeSlots({ availabilities: [{ salespersonId: 1, ...checked.input }], busy: [], now: new Date('2026-11-23T07:00:00Z'), days: 1 });
    const local = slots.map((slot) => new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Madrid', hour: '2-digit', minute: '2-digit' }).format(slot.start));
    expect(local).toHaveLength(4 * 4 + 3 * 4);
    expect(local.slice(14, 18)).toEqual(['12:30', '12:45', '14:00', '14:15']);
    expect(local.some((time) => time.startsWith('13:'))).toBe(false);
  });

  it('say what is wrong with a day’s hours, with the times concerned', () => {
    const problem = (values: Record<string, string>, day: 1 | 2 = 1) => dayProblem(form(values), day);
    expect(problem({ d1b0start: '14:00', d1b0end: '13:00' })).toEqual({ kind: 'endBeforeStart', start: '14:00', end: '13:00' });
    expect(problem({ d1b0start: '14:00', d1b0end: '14:00' })).toEqual({ kind: 'endAtStart', start: '14:00', end: '14:00' });
    expect(problem({ d1b0start: '09:00', d1b0end: '13:00', d1b1start: '12:30', d1b1end: '00:00' })).toEqual({ kind: 'overlap', first: '09:00–13:00', second: '12:30–00:00' });
    expect(problem({ d1b0start: '09:00', d1b0end: '13:00', d1b1start: '', d1b1end: '17:00' })).toEqual({ kind: 'missing', edge: 'start', range: 2 });
    expect(problem({ d1b0start: '09:00' })).toEqual({ kind: 'missing', edge: 'end', range: 1 });
    expect(problem({ d1b0start: '9 am', d1b0end: '17:00' })).toEqual({ kind: 'unreadable', range: 1 });
    expect(problem({ d1on: '1' })).toEqual({ kind: 'empty' });
    expect(problem({ d1b0start: '09:00', d1b0end: '13:00', d1b1start: '14:00', d1b1end: '00:00' })).toBeNull();
    // An unticked day has nothing wrong: its times are not kept.
    expect(problem({ d2b0start: '14:00', d2b0end: '13:00', d2on: '' }, 2)).toBeNull();
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
