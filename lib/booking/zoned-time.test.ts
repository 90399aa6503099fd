import { describe, expect, it } from 'vitest';
import { dateKeyOf, instantOf, isTimeZone, nextDateKey, offsetMinutes, wallTimeOf, weekdayOf } from './zoned-time';

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
});
