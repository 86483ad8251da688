import { describe, expect, it, vi } from 'vitest';
import {
  MAX_AGE,
  MIN_AGE,
  ageOn,
  birthdateRange,
  birthdatesAged,
  formatBirthdate,
  fromDayNumber,
  localToday,
  parseBirthdate,
  randomBirthdate,
} from './birthdate.ts';
import type { LocalDate } from './birthdate.ts';
import { createRandom } from '../draw/random.ts';

const date = (year: number, month: number, day: number): LocalDate => ({ year, month, day });
const inRange = (birth: LocalDate, today: LocalDate) => {
  const age = ageOn(birth, today);
  return age >= MIN_AGE && age <= MAX_AGE;
};

describe('the age range', () => {
  it('takes people aged 18 to 80 and no one aged 17 or 81', () => {
    const today = date(2024, 6, 15);
    expect(inRange(date(2006, 6, 15), today)).toBe(true);
    expect(inRange(date(2006, 6, 16), today)).toBe(false);
    expect(inRange(date(1943, 6, 16), today)).toBe(true);
    expect(inRange(date(1943, 6, 15), today)).toBe(false);
    expect([ageOn(date(2006, 6, 16), today), ageOn(date(1943, 6, 15), today)]).toEqual([17, 81]);
  });

  const today = date(2024, 6, 15);
  it('takes someone turning 18 today, not someone turning 18 tomorrow', () => {
    expect(inRange(date(2006, 6, 15), today)).toBe(true);
    expect(inRange(date(2006, 6, 16), today)).toBe(false);
    expect(birthdateRange(today).latest).toEqual(date(2006, 6, 15));
  });

  it('takes someone turning 81 tomorrow, not someone turning 81 today', () => {
    expect(ageOn(date(1943, 6, 16), today)).toBe(80);
    expect(inRange(date(1943, 6, 16), today)).toBe(true);
    expect(inRange(date(1943, 6, 15), today)).toBe(false);
    expect(birthdateRange(today).earliest).toEqual(date(1943, 6, 16));
  });

  it('on February 29, ends on February 28 and starts on March 1 in years without one', () => {
    const leapDay = date(2024, 2, 29);
    expect(birthdateRange(leapDay)).toEqual({
      earliest: date(1943, 3, 1),
      latest: date(2006, 2, 28),
    });
    expect(ageOn(date(2006, 2, 28), leapDay)).toBe(18);
    expect(ageOn(date(2006, 3, 1), leapDay)).toBe(17);
    expect(ageOn(date(1943, 2, 28), leapDay)).toBe(81);
    expect(ageOn(date(1943, 3, 1), leapDay)).toBe(80);
  });

  it('counts a February 29 birthday as reached on March 1 in years without one', () => {
    expect(ageOn(date(2004, 2, 29), date(2022, 2, 28))).toBe(17);
    expect(ageOn(date(2004, 2, 29), date(2022, 3, 1))).toBe(18);
    expect(ageOn(date(2004, 2, 29), date(2024, 2, 29))).toBe(20);
    // Turning 81 on March 1, 2025: still 80 on February 28, so the range starts on the leap day.
    expect(birthdateRange(date(2025, 2, 28)).earliest).toEqual(date(1944, 2, 29));
  });

  it('carries the first day over month and year ends', () => {
    expect(birthdateRange(date(2025, 1, 31)).earliest).toEqual(date(1944, 2, 1));
    expect(birthdateRange(date(2025, 12, 31))).toEqual({
      earliest: date(1945, 1, 1),
      latest: date(2007, 12, 31),
    });
  });
});

describe('randomBirthdate', () => {
  it('reaches both ends of the range and stays inside it', () => {
    const today = date(2024, 2, 29);
    const random = createRandom(3);
    const { earliest, latest } = birthdateRange(today);
    // The age is drawn first (the highest unit gives 80, the lowest 18), then a day of it.
    const unit = vi.spyOn(random.number, 'float');
    const pick = vi.spyOn(random.number, 'int');
    unit.mockReturnValueOnce(1 - Number.EPSILON);
    pick.mockImplementationOnce((options) => (typeof options === 'object' ? options.min : 0) ?? 0);
    expect(randomBirthdate(random, today)).toEqual(earliest);
    unit.mockReturnValueOnce(0);
    pick.mockImplementationOnce((options) => (typeof options === 'object' ? options.max : 0) ?? 0);
    expect(randomBirthdate(random, today)).toEqual(latest);
    unit.mockRestore();
    pick.mockRestore();
    for (let i = 0; i < 2000; i++) {
      expect(inRange(randomBirthdate(random, today), today)).toBe(true);
    }
  });
});

describe('birthdatesAged', () => {
  it('gives the days of one age: 18 on June 15, 2024 is June 16, 2005 to June 15, 2006', () => {
    expect(birthdatesAged(date(2024, 6, 15), 18, 18)).toEqual({
      earliest: date(2005, 6, 16),
      latest: date(2006, 6, 15),
    });
    const today = date(2024, 2, 29);
    for (let age = MIN_AGE; age <= MAX_AGE; age++) {
      const { earliest, latest } = birthdatesAged(today, age, age);
      expect([ageOn(earliest, today), ageOn(latest, today)]).toEqual([age, age]);
    }
  });
});

describe('formatBirthdate', () => {
  it('writes M/D/YYYY without leading zeros', () => {
    expect(formatBirthdate(date(2001, 1, 5))).toBe('1/5/2001');
    expect(formatBirthdate(date(1999, 12, 31))).toBe('12/31/1999');
  });
});

describe('fromDayNumber', () => {
  it('gives the UTC calendar day of Date for every day from year 1000 to 3000', () => {
    const wrong: string[] = [];
    for (let dayNumber = -354_285; dayNumber <= 376_200; dayNumber++) {
      const utc = new Date(dayNumber * 86_400_000);
      const { year, month, day } = fromDayNumber(dayNumber);
      if (
        year !== utc.getUTCFullYear() ||
        month !== utc.getUTCMonth() + 1 ||
        day !== utc.getUTCDate()
      ) {
        wrong.push(`${dayNumber}: ${year}-${month}-${day}, Date says ${utc.toISOString()}`);
      }
    }
    expect(wrong.slice(0, 5)).toEqual([]);
  });
});

describe('parseBirthdate', () => {
  it('reads M/D/YYYY back into a calendar day', () => {
    expect(parseBirthdate('1/5/2001')).toEqual(date(2001, 1, 5));
    expect(parseBirthdate('12/31/1999')).toEqual(date(1999, 12, 31));
    expect(parseBirthdate('2/29/2004')).toEqual(date(2004, 2, 29));
  });

  it('rejects any other text and days that do not exist', () => {
    const others = ['1/5/2001 ', '1//2001', '1/5/2001/', '1/5/20a1', '0/5/2001', '1/0/2001'];
    for (const text of [
      '',
      '01/05/2001',
      '1/5/01',
      '2001-01-05',
      '13/1/2001',
      '2/29/2003',
      ...others,
    ]) {
      expect(parseBirthdate(text), text).toBeUndefined();
    }
  });
});

describe('localToday', () => {
  it('reads the calendar day of the clock the visitor sees', () => {
    expect(localToday(new Date(2024, 1, 29, 0, 0, 1))).toEqual(date(2024, 2, 29));
    expect(localToday(new Date(2024, 1, 28, 23, 59, 59))).toEqual(date(2024, 2, 28));
  });

  // Run under TZ=Pacific/Kiritimati (UTC+14) and TZ=Pacific/Pago_Pago (UTC-11), where these
  // instants fall on another calendar day than in UTC.
  it.each(['2024-02-29T00:30:00Z', '2024-02-29T23:30:00Z', '2024-12-31T23:59:59Z'])(
    'uses the local date, not the UTC one, at %s',
    (instant) => {
      const now = new Date(instant);
      const parts = new Intl.DateTimeFormat('en-US', {
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
      }).formatToParts(now);
      const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
      expect(localToday(now)).toEqual(date(part('year'), part('month'), part('day')));
    },
  );
});
