/**
 * Every rate of the household model (householdModel.ts), in one place and read once. Each is a
 * published figure, named by its id in docs/households.md (which gives each source in full, with
 * the model's value over 100,000 households beside the source's), or an ASSUMPTION where no
 * public source was found, said as such. Tables by age hold one value a band: 18-24, 25-34,
 * 35-44, 45-54, 55-64, 65-74 and 75-80 (AGE_BANDS).
 *
 * The tables marked FITTED are shapes scaled by data/households-fit.ts until the model's members,
 * all of them together, are as old and as often women as Americans (ages.data.ts, the person
 * mode's weights) and adult children live at home as often as the sources say; the fit prints
 * them to paste here.
 */

/** The first age of each band; the last band ends at MAX_AGE (80). */
export const AGE_BANDS = [18, 25, 35, 45, 55, 65, 75] as const;

/** The first age of each band of an adult child's age (childAtHome). */
export const CHILD_AGE_BANDS = [18, 22, 25, 30, 35, 45, 55] as const;

/** Seven values, one a band of AGE_BANDS (or CHILD_AGE_BANDS). */
export type ByBand = readonly [number, number, number, number, number, number, number];

/** A range of whole numbers and its share: the age-gap tables' bins. */
export type Bin = readonly [from: number, to: number, percent: number];

export interface HouseholdRates {
  kinds: {
    alone: number;
    married: number;
    unmarriedPartners: number;
    otherFamily: number;
    roommates: number;
  };
  sameSexMarried: number;
  sameSexMarriedFemale: number;
  sameSexUnmarried: number;
  sameSexUnmarriedFemale: number;
  householderIsTheMan: number;
  alone: { female: ByBand; male: ByBand };
  wife: ByBand;
  unmarriedWoman: ByBand;
  sameSex: { female: ByBand; male: ByBand };
  otherFamily: { female: ByBand; male: ByBand };
  roommates: { female: ByBand; male: ByBand };
  husbandMinusWife: readonly Bin[];
  sameSexGap: readonly Bin[];
  birth: { mean: number; sd: number; youngest: number; oldest: number; fatherOlder: number };
  childrenMarried: ByBand;
  childrenUnmarried: ByBand;
  childCount: readonly number[];
  childAtHome: ByBand;
  childIsMale: { upTo24: number; upTo34: number; older: number };
  otherFamilyMembers: readonly (readonly [
    minorsOnly: number,
    child: number,
    parent: number,
    otherRelative: number,
  ])[];
  parentInCouple: ByBand;
  parentIsMother: number;
  relativeInCouple: number;
  twoRelatives: number;
  relativeKind: { sibling: number; grandchild: number };
  siblingYears: number;
  grandchildYears: readonly [nearest: number, farthest: number];
  relativeSd: number;
  nonRelative: number;
  nonRelativeSd: { base: number; perYear: number };
  roommateCount: readonly number[];
  roommateSameSex: number;
  surnames: {
    under50: { took: number; hyphenated: number };
    from50: { took: number; hyphenated: number };
    husbandTook: number;
    sameSexShared: number;
  };
}

export const HOUSEHOLD_RATES: HouseholdRates = {
  kinds: {
    // F1: one-person households are 29% of households (Census Bureau, CPS ASEC 2025, release
    // "Fewer Than Half of U.S. Households Are Married-Couple Households", Dec 2 2025).
    alone: 0.29,
    // F2: married couples are 47% of households (the same release).
    married: 0.47,
    // F12: unmarried couples, opposite-sex 6.5% and same-sex 0.4% of households (Census Bureau,
    // 2020 Census, America Counts "Share of U.S. Coupled Households Declined in 2020").
    unmarriedPartners: 0.07,
    // ASSUMPTION: F6's other family (5.5 + 11.7%) and other nonfamily (6.7%) households (Census
    // Bureau, CPS ASEC 2025, tables HH-1 and HH-4, secondary) less F12's unmarried couples leave
    // 17 points; about 45% of unmarried couples are taken to live with a relative (a family
    // household to the CPS), so 14 other family and 3 of unrelated adults.
    otherFamily: 0.14,
    roommates: 0.03,
  },
  // F12: same-sex married couples are 0.5 of 46.2 points of married-couple households (1.1%);
  // F16 (Census Bureau, ACS 2019) gives 1.0%.
  sameSexMarried: 0.011,
  // F15: 53.4% of people in same-sex married couples are women (Census Bureau, ACS 2019, "How
  // People in Same-Sex Couples Compare to Opposite-Sex Couples", 2021).
  sameSexMarriedFemale: 0.534,
  // F12: 0.4 of 6.9 points of unmarried couples are same-sex (5.8%; F16 gives 5.1%).
  sameSexUnmarried: 0.06,
  // ASSUMPTION: half of same-sex unmarried couples are women (no source found).
  sameSexUnmarriedFemale: 0.5,
  // ASSUMPTION: either partner of a man and a woman is the householder (no source found).
  householderIsTheMan: 0.5,

  // ASSUMPTION, shaped on F26-F28 and F30-F31: who lives alone, a weight a band for each sex
  // (times the Americans of each age). They give living alone at 18-24 about 5% (F28, Census
  // Bureau, CPS ASEC 2021), 27% of women 65-74 (F26, Census Bureau, CPS ASEC 2022, "Living
  // Arrangements" story, 2024), 18% of men 65 and over (F31, Pew Research Center, 2016, of 2014),
  // and 42% of women 75-80: F26's 43% is of every woman 75 and older, and living alone grows
  // with age past 80, so 75-80 is a point below it (ASSUMPTION, FITTED to 42%).
  alone: {
    female: [5, 9, 8, 12, 19, 27, 39.93],
    male: [5, 12, 13, 16, 20, 17, 19],
  },
  // FITTED: the wife's age in a married couple of a man and a woman, a weight a band.
  wife: [5.02, 33.67, 48.11, 49.02, 47.83, 45.17, 42.96],
  // FITTED: the woman's age in an unmarried couple of a man and a woman.
  unmarriedWoman: [15.07, 19.24, 7.21, 5.44, 3.79, 2.26, 1.91],
  // FITTED: one partner's age in a same-sex couple (the other's by sameSexGap).
  sameSex: {
    female: [6.7, 11.22, 10.43, 9.33, 8.35, 5.27, 3.82],
    male: [6.74, 23.43, 17.7, 10.38, 10.5, 4.51, 0.14],
  },
  // FITTED: the householder's age in other family households (no spouse or partner).
  otherFamily: {
    female: [5.02, 6.41, 9.62, 9.33, 7.59, 6.77, 9.55],
    male: [3.37, 6.7, 6.8, 5.19, 5.72, 3.22, 0.21],
  },
  // FITTED: the householder's age in households of unrelated adults.
  roommates: {
    female: [8.38, 3.21, 1.6, 1.17, 1.14, 1.13, 0.96],
    male: [10.12, 10.04, 4.09, 1.73, 1.91, 0.97, 0.04],
  },

  // F18: the husband's age less the wife's, percent of married couples by bin (Census Bureau,
  // CPS ASEC about 2013, table FG3, secondary); each year of a bin alike. The open bins (20 and
  // more years either way) end at 30 (ASSUMPTION). Its median is +2 years, as F20 (Pew Research
  // Center, ACS 2022, 2024: 2.2 years apart on average) agrees. ASSUMPTION: unmarried couples
  // alike (no table found).
  husbandMinusWife: [
    [20, 30, 1.0],
    [15, 19, 1.6],
    [10, 14, 4.8],
    [6, 9, 11.6],
    [4, 5, 13.3],
    [2, 3, 20.4],
    [-1, 1, 33.2],
    [-3, -2, 6.5],
    [-5, -4, 3.3],
    [-9, -6, 2.7],
    [-14, -10, 1.0],
    [-19, -15, 0.3],
    [-30, -20, 0.3],
  ],
  // F17: same-sex spouses' age gap, in years either way: under 2 years 24%, over 20 years 5%
  // (Census Bureau, ACS 2021, "Same-Sex Married Couples Less Likely to Be Same Age", 2023); the
  // bins between are interpolated (ASSUMPTION), the older partner either one.
  sameSexGap: [
    [0, 1, 24],
    [2, 3, 18],
    [4, 5, 14],
    [6, 9, 19],
    [10, 14, 12],
    [15, 19, 8],
    [20, 30, 5],
  ],

  // ASSUMPTION: a mother's age at a birth, normal with mean 29 and SD 5.5, from 16 to 45; a
  // father 2 years older. The mean of all births is above F34's mean at a first birth, 27.5
  // (NCHS, National Vital Statistics Reports 74(9), 2025, of 2023).
  birth: { mean: 29, sd: 5.5, youngest: 16, oldest: 45, fatherOlder: 2 },
  // FITTED: a couple has an adult child at home, by the mother's band, so that F21's 58% of
  // people 18-24 and 16% of 25-34 live in a parent's home (Census Bureau, CPS ASEC 2025, table
  // AD-1, release of Dec 2 2025); ASSUMPTION: about 5% at 35-44, 2% at 45-54, 0.5% at 55-64.
  childrenMarried: [0, 0.0079, 0.1592, 0.4458, 0.3185, 0.1274, 0.0796],
  childrenUnmarried: [0, 0.0079, 0.0955, 0.2786, 0.199, 0.0796, 0.0477],
  // ASSUMPTION: 1, 2 or 3 adult children at home.
  childCount: [0.7, 0.24, 0.06],
  // FITTED: how likely an adult child of each age (CHILD_AGE_BANDS) still lives at home.
  childAtHome: [1, 0.8, 0.3033, 0.1299, 0.0445, 0.0271, 0.0619],
  // F25 and F24: adult children at home are men at 18-24 and 25-34 as often as these give the
  // split of F25 (Census Bureau, CPS ASEC 2025, table AD-1, secondary: men 58.8% and women 56.4%
  // at 18-24, 19.2% and 13.6% at 25-34); ASSUMPTION: 55% past 34.
  childIsMale: { upTo24: 0.518, upTo34: 0.59, older: 0.55 },

  // ASSUMPTION, by the householder's band: an other family household's adults besides the
  // householder: none (a parent with children under 18 only), an adult child, a parent of the
  // householder, or another relative. Single parents of minors are young.
  otherFamilyMembers: [
    [0.4, 0, 0.1, 0.5],
    [0.55, 0.02, 0.13, 0.3],
    [0.5, 0.25, 0.08, 0.17],
    [0.22, 0.62, 0.05, 0.11],
    [0.06, 0.7, 0.02, 0.22],
    [0.04, 0.62, 0, 0.34],
    [0.03, 0.62, 0, 0.35],
  ],
  // ASSUMPTION, checked against F32 (Pew Research Center, 2018, of 2017: 14% of the adults in
  // someone else's household are a parent of its head): a couple has the householder's parent
  // with them, by the householder's band (the parent 80 at most: none past 64).
  parentInCouple: [0, 0.01, 0.02, 0.025, 0.015, 0, 0],
  // ASSUMPTION: a parent who lives with an adult child is the mother.
  parentIsMother: 0.72,
  // ASSUMPTION: a couple has another relative (a sibling, an adult grandchild, a cousin...).
  relativeInCouple: 0.06,
  // ASSUMPTION: two relatives rather than one.
  twoRelatives: 0.2,
  // ASSUMPTION: a relative is a sibling (within siblingYears of the householder), an adult
  // grandchild (grandchildYears younger, for householders old enough), or another (cousin,
  // aunt, nephew: the householder's age give or take a normal of SD relativeSd).
  relativeKind: { sibling: 0.6, grandchild: 0.25 },
  siblingYears: 8,
  grandchildYears: [40, 55],
  relativeSd: 12,
  // ASSUMPTION: a family or couple household has an unrelated adult (a boarder, a friend).
  nonRelative: 0.02,
  // ASSUMPTION: an unrelated adult's age is the householder's give or take a normal of SD
  // base + perYear * (householder's age - 18).
  nonRelativeSd: { base: 3, perYear: 0.1 },
  // ASSUMPTION: 1, 2 or 3 others in a household of unrelated adults.
  roommateCount: [0.75, 0.18, 0.07],
  // ASSUMPTION: a roommate is of the householder's sex.
  roommateSameSex: 0.6,

  surnames: {
    // F35 and F36: of women in opposite-sex marriages, 79% took their husband's name, 14% kept
    // their own and 5% hyphenated (Pew Research Center, American Trends Panel, 2023); 20% kept
    // theirs at 18-49 and 9% at 50 and over. By the wife's age, she took his name or hyphenated;
    // otherwise, in husbandTook of the rest, he took hers (F35: 5% of men did); else each kept
    // their own. So 84% of spouses carry the householder's surname, 5% a hyphenated one.
    under50: { took: 0.73, hyphenated: 0.06 },
    from50: { took: 0.85, hyphenated: 0.04 },
    husbandTook: 0.31,
    // ASSUMPTION: half of same-sex spouses share a surname (F35's same-sex sample was too small
    // to report).
    sameSexShared: 0.5,
  },
};
