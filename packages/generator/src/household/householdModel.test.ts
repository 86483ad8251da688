import { describe, expect, it } from 'vitest';
import { fromDayNumber, toDayNumber } from '../person/birthdate.ts';
import { plusYears } from './householdModel.ts';

describe('plusYears: the day someone born on a day turns so many years old', () => {
  it('is the same month and day that many years later, as Date counts days, from 1900 to 2100', () => {
    const wrong: string[] = [];
    const first = toDayNumber({ year: 1900, month: 1, day: 1 });
    const last = toDayNumber({ year: 2100, month: 12, day: 31 });
    // Every 7th day of two centuries: every month and day of every kind of year comes up.
    for (let day = first; day <= last; day += 7) {
      const { year, month, day: date } = fromDayNumber(day);
      if (month === 2 && date === 29) continue;
      for (const years of [15, 17, 49]) {
        const expected = toDayNumber({ year: year + years, month, day: date });
        if (plusYears(day, years) !== expected) wrong.push(`${year}-${month}-${date} + ${years}`);
      }
    }
    expect(wrong.slice(0, 5)).toEqual([]);
  });

  it('takes someone born on 29 February to 1 March in a year without one, and to 29 February in one', () => {
    const leapDay = toDayNumber({ year: 2008, month: 2, day: 29 });
    expect(fromDayNumber(plusYears(leapDay, 15))).toEqual({ year: 2023, month: 3, day: 1 });
    expect(fromDayNumber(plusYears(leapDay, 16))).toEqual({ year: 2024, month: 2, day: 29 });
    // 2100 is not a leap year; 2000 was.
    const beforeCentury = toDayNumber({ year: 2084, month: 2, day: 29 });
    expect(fromDayNumber(plusYears(beforeCentury, 16))).toEqual({ year: 2100, month: 3, day: 1 });
    const y2k = toDayNumber({ year: 1980, month: 2, day: 29 });
    expect(fromDayNumber(plusYears(y2k, 20))).toEqual({ year: 2000, month: 2, day: 29 });
  });
});
