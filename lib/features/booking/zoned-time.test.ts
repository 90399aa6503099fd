import v8 from 'node:v8';
import vm from 'node:vm';
import { afterEach, describe, expect, it } from 'vitest';
import { canonicalTimeZone, dateKeyOf, instantOf, isTimeZone, nextDateKey, offsetMinutes, steadyOffsetOn, wallTimeOf, weekdayOf } from './zoned-time';

/** `america/new_york` in the `n`-th of its 2^16 letter cases. */
function spelling(zone: string, n: number): string {
  return [...zone.toLowerCase()].map((c, i) => ((n >> i) & 1 ? c.toUpperCase() : c)).join('');
}

describe('zoned time', () => {
  it('knows the offsets, summer and winter, either side of UTC and on the half hour', () => {
    expect(offsetMinutes(new Date('2026-01-15T12:00:00Z'), 'Europe/Madrid')).toBe(60);
    expect(offsetMinutes(new Date('2026-07-15T12:00:00Z'), 'Europe/Madrid')).toBe(120);
    expect(offsetMinutes(new Date('2026-01-15T12:00:00Z'), 'America/New_York')).toBe(-300);
    expect(offsetMinutes(new Date('2026-01-15T12:00:00Z'), 'Asia/Kolkata')).toBe(330);
    expect(offsetMinutes(new Date('2026-01-15T12:00:00Z'), 'UTC')).toBe(0);
  });

  it('turns a wall-clock time into its instant', () => {
    expect(instantOf({ year: 2026, month: 11, day: 25, hour: 9, minute: 0 }, 'Europe/Madrid')?.toISOString()).toBe('2026-11-25T08:00:00.000Z');
    expect(instantOf({ year: 2026, month: 7, day: 1, hour: 9, minute: 0 }, 'America/New_York')?.toISOString()).toBe('2026-07-01T13:00:00.000Z');
    expect(instantOf({ year: 2026, month: 1, day: 1, hour: 0, minute: 0 }, 'Pacific/Kiritimati')?.toISOString()).toBe('2025-12-31T10:00:00.000Z');
  });

  it('has no instant for a time skipped when summer time starts, in both hemispheres', () => {
    expect(instantOf({ year: 2026, month: 3, day: 29, hour: 2, minute: 30 }, 'Europe/Madrid')).toBeNull();
    expect(instantOf({ year: 2026, month: 3, day: 8, hour: 2, minute: 15 }, 'America/New_York')).toBeNull();
    expect(instantOf({ year: 2026, month: 10, day: 4, hour: 2, minute: 30 }, 'Australia/Sydney')).toBeNull();
    expect(instantOf({ year: 2026, month: 3, day: 29, hour: 3, minute: 0 }, 'Europe/Madrid')?.toISOString()).toBe('2026-03-29T01:00:00.000Z');
  });

  it('takes the first of a time that happens twice when summer time ends', () => {
    expect(instantOf({ year: 2026, month: 10, day: 25, hour: 2, minute: 30 }, 'Europe/Madrid')?.toISOString()).toBe('2026-10-25T00:30:00.000Z');
    expect(instantOf({ year: 2026, month: 4, day: 5, hour: 2, minute: 30 }, 'Australia/Sydney')?.toISOString()).toBe('2026-04-04T15:30:00.000Z');
  });

  it('round-trips every quarter hour of a year in a few zones', () => {
    for (const zone of ['Europe/Madrid', 'America/Los_Angeles', 'Australia/Lord_Howe']) {
      for (let t = Date.UTC(2026, 0, 1); t < Date.UTC(2027, 0, 1); t += 15 * 60_000 * 97) {
        const instant = new Date(t);
        const wall = wallTimeOf(instant, zone);
        const back = instantOf(wall, zone)!;
        // Back to the instant, or to the first of a repeated wall time (an hour earlier at most).
        expect(t - back.getTime()).toBeGreaterThanOrEqual(0);
        expect(t - back.getTime()).toBeLessThanOrEqual(3_600_000);
        expect(wallTimeOf(back, zone)).toMatchObject({ hour: wall.hour, minute: wall.minute, day: wall.day });
      }
    }
  });

  it('names calendar days in a zone', () => {
    expect(dateKeyOf(new Date('2026-11-25T23:30:00Z'), 'Europe/Madrid')).toBe('2026-11-26');
    expect(dateKeyOf(new Date('2026-11-25T03:30:00Z'), 'America/Los_Angeles')).toBe('2026-11-24');
    expect(nextDateKey('2026-12-31')).toBe('2027-01-01');
    expect(nextDateKey('2028-02-28')).toBe('2028-02-29');
    expect(weekdayOf('2026-11-25')).toBe(3);
  });

  it('accepts only zones the platform knows', () => {
    expect(isTimeZone('Europe/Madrid')).toBe(true);
    expect(isTimeZone('America/Argentina/Buenos_Aires')).toBe(true);
    for (const bad of ['Mars/Olympus', '../../etc/passwd', '', 'Europe/Madrid\n', 'x'.repeat(100)]) expect(isTimeZone(bad), bad).toBe(false);
  });

  it('knows when a local day has one offset throughout, and when its clocks change', () => {
    expect(steadyOffsetOn('2026-03-28', 'Europe/Madrid')).toBe(60);
    expect(steadyOffsetOn('2026-03-29', 'Europe/Madrid')).toBeNull();
    expect(steadyOffsetOn('2026-03-30', 'Europe/Madrid')).toBe(120);
    expect(steadyOffsetOn('2026-11-01', 'America/New_York')).toBeNull();
    expect(steadyOffsetOn('2026-11-02', 'America/New_York')).toBe(-300);
    expect(steadyOffsetOn('2026-04-05', 'Australia/Lord_Howe')).toBeNull();
    expect(steadyOffsetOn('2026-01-01', 'Pacific/Kiritimati')).toBe(840);
    expect(steadyOffsetOn('2026-07-01', 'Asia/Kolkata')).toBe(330);
  });
});

describe('zone names from requests', () => {
  const RealFormat = Intl.DateTimeFormat;
  afterEach(() => {
    Intl.DateTimeFormat = RealFormat;
  });

  it('are the platform’s own names, whatever the letter case or alias', () => {
    expect(canonicalTimeZone('aMeRiCa/NeW_yOrK')).toBe('America/New_York');
    expect(canonicalTimeZone('europe/madrid')).toBe('Europe/Madrid');
    expect(canonicalTimeZone('utc')).toBe('UTC');
    expect(canonicalTimeZone('Etc/UTC')).toBe('UTC');
    expect(canonicalTimeZone('US/Eastern')).toBe('America/New_York');
    // Today's IANA names, whatever the platform's data still calls them.
    expect(canonicalTimeZone('Asia/Calcutta')).toBe('Asia/Kolkata');
    expect(canonicalTimeZone('asia/kolkata')).toBe('Asia/Kolkata');
    expect(canonicalTimeZone('Europe/Kiev')).toBe('Europe/Kyiv');
    expect(canonicalTimeZone('Europe/Kyiv')).toBe('Europe/Kyiv');
    expect(canonicalTimeZone('Asia/Saigon')).toBe('Asia/Ho_Chi_Minh');
    for (const bad of ['Mars/Olympus', '', ' Europe/Madrid', '+01:00', 'x'.repeat(65)]) expect(canonicalTimeZone(bad), bad).toBeNull();
    expect(wallTimeOf(new Date('2026-01-15T12:00:00Z'), 'eUrOpE/mAdRiD').hour).toBe(13);
  });

  it('cost no formatter per new spelling of a known zone', () => {
    let made = 0;
    Intl.DateTimeFormat = new Proxy(RealFormat, {
      construct(target, args: ConstructorParameters<typeof RealFormat>) {
        made += 1;
        return new target(...args);
      },
    });
    for (let n = 1; n < 2000; n += 1) {
      const zone = spelling('Asia/Kolkata', n);
      expect(canonicalTimeZone(zone)).toBe(canonicalTimeZone('Asia/Kolkata'));
      wallTimeOf(new Date(), zone);
    }
    expect(made).toBeLessThanOrEqual(1);
  });

  it('leave the memory flat after thousands of spellings', () => {
    v8.setFlagsFromString('--expose-gc');
    const gc = vm.runInNewContext('gc') as () => void;
    const zones = ['America/Los_Angeles', 'Europe/Berlin', 'Africa/Johannesburg', 'Australia/Adelaide'];
    const spell = (from: number, to: number) => {
      for (let n = from; n < to; n += 1) wallTimeOf(new Date(), spelling(zones[n % zones.length]!, n >> 2));
    };
    spell(0, 400); // the zones' own data, loaded once
    gc();
    const before = process.memoryUsage().rss;
    spell(400, 6000);
    gc();
    // Kept per spelling, each formatter held ~28 kB: this grew by 40 MB and more.
    expect(process.memoryUsage().rss - before).toBeLessThan(8 * 1024 * 1024);
  });
});
