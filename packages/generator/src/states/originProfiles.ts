/**
 * Origin mixes as the data modules ship them (data/origins.ts writes them): each table holds a
 * few profiles, each a mix of the ORIGIN_COUNT origin groups of person/origins.ts, and each of
 * its names or ZIPs is the one character of its profile.
 */

/** The origin groups a mix has a share of (person/origins.ts ORIGINS). */
export const ORIGIN_COUNT = 6;

/**
 * The characters that name a profile (data/origins.ts): digits, letters, then the printable
 * characters a JSON string writes as they are, so a name or ZIP's profile is one character.
 */
export const PROFILE_DIGITS =
  "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz!#$%&'()*+,-./:;<=>?@[]^_`{|}~";

/** Shares are shipped in thousandths: a profile is a mix of many people, not one name's. */
export const SHARE_UNIT = 1000;

/**
 * Profiles' mixes as shipped: ORIGIN_COUNT shares a profile, each in thousandths as two
 * PROFILE_DIGITS characters (base 90): a third of the bytes of the numbers written out.
 */
export function encodeProfiles(mixes: readonly (readonly number[])[]): string {
  return mixes
    .map((mix) => {
      if (mix.length !== ORIGIN_COUNT) throw new RangeError('a mix has one share a group');
      return mix
        .map((share) => {
          const value = Math.round(share * SHARE_UNIT);
          const high = PROFILE_DIGITS.charAt(Math.floor(value / PROFILE_DIGITS.length));
          return high + PROFILE_DIGITS.charAt(value % PROFILE_DIGITS.length);
        })
        .join('');
    })
    .join('');
}

/** The shipped profiles as shares (ORIGIN_COUNT a profile). */
export function decodeProfiles(shipped: string): Float64Array {
  const shares = new Float64Array(shipped.length / 2);
  for (let at = 0; at < shares.length; at++) {
    const high = PROFILE_DIGITS.indexOf(shipped.charAt(2 * at));
    const low = PROFILE_DIGITS.indexOf(shipped.charAt(2 * at + 1));
    if (high < 0 || low < 0) throw new RangeError('a profile share is not two profile digits');
    shares[at] = (high * PROFILE_DIGITS.length + low) / SHARE_UNIT;
  }
  return shares;
}

/** A profile digit's profile, by its character code; -1 for any other character. */
export const PROFILE_OF_CODE: Int16Array = (() => {
  const profiles = new Int16Array(128).fill(-1);
  for (let profile = 0; profile < PROFILE_DIGITS.length; profile++) {
    profiles[PROFILE_DIGITS.charCodeAt(profile)] = profile;
  }
  return profiles;
})();

/** A majority's character for a mix that no group holds half of. */
const NO_MAJORITY = '-';

/**
 * One character a mix: the index of the group that holds at least half of it, or NO_MAJORITY
 * (data/origins.ts writes the surname profiles' so; person/streets.ts reads them).
 */
export function encodeMajorities(majorities: readonly (number | undefined)[]): string {
  return majorities.map((origin) => (origin === undefined ? NO_MAJORITY : String(origin))).join('');
}

export function decodeMajorities(text: string): (number | undefined)[] {
  return Array.from(text, (character) =>
    character === NO_MAJORITY ? undefined : Number(character),
  );
}
