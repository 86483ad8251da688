/**
 * Every rate of the household model (householdModel.ts), in one place and read once. Each is a
 * published figure, named by its id in docs/households.md (which gives each source in full, with
 * the model's value over 100,000 households beside the source's), or an ASSUMPTION where no
 * public source was found, said as such. Tables by age hold one value a band of AGE_BANDS: 18-24,
 * 25-34, 35-44, 45-54, 55-64, 65-74, 75-79, 80-84, 85-89 and 90-100.
 *
 * The tables marked FITTED are shapes scaled by data/households-fit.ts until the members are as
 * old and as often women as Americans (householdAges.data.ts), and the households' kinds, sizes,
 * children and generations are as the sources count them (its fitRates lists every target);
 * `households-fit.ts --fit` starts from its FIT_START and prints these values.
 */

/** The first age of each band; the last band ends at HOUSEHOLD_MAX_AGE (100). */
export const AGE_BANDS = [18, 25, 35, 45, 55, 65, 75, 80, 85, 90] as const;

/** The first age of each band of an adult child's age (childAtHome). */
export const CHILD_AGE_BANDS = [18, 22, 25, 30, 35, 45, 55, 65] as const;

/** Ten values, one a band of AGE_BANDS. */
export type ByBand = readonly [
  number,
  number,
  number,
  number,
  number,
  number,
  number,
  number,
  number,
  number,
];

/** Eight values, one a band of CHILD_AGE_BANDS. */
export type ByChildBand = readonly [number, number, number, number, number, number, number, number];

/** A range of whole numbers and its share: the age-gap tables' bins, and births' bands. */
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
  husband: ByBand;
  unmarriedWoman: ByBand;
  partnerMan: ByBand;
  sameSex: { female: ByBand; male: ByBand };
  otherFamily: { female: ByBand; male: ByBand };
  roommates: { female: ByBand; male: ByBand };
  husbandMinusWife: readonly Bin[];
  sameSexGap: readonly Bin[];
  births: {
    /** Births per 1,000 women, by bands of the mother's age. */
    bands: readonly Bin[];
    youngest: number;
    oldest: number;
    fatherOlder: number;
    /** Boys among births. */
    boys: number;
    twinDelivery: number;
    tripletDelivery: number;
    /** Months from a birth to the next conception: bins and their shares. */
    interpregnancy: readonly Bin[];
    gestationDays: number;
    fewestDaysApart: number;
  };
  minors: {
    married: ByBand;
    unmarried: ByBand;
    singleMother: ByBand;
    singleFather: ByBand;
    one: number;
    decay: number;
    stepchildren: number;
  };
  adultChildrenMarried: ByBand;
  adultChildrenUnmarried: ByBand;
  adultChildrenSingle: ByBand;
  adultChildCount: readonly number[];
  childAtHome: ByChildBand;
  childIsMale: { upTo24: number; upTo34: number; older: number };
  parentInCouple: ByBand;
  parentInOther: ByBand;
  parentIsMother: number;
  grandchildren: ByBand;
  grandchildParentPresent: number;
  grandchildParentIsDaughter: number;
  relativeInCouple: number;
  relativeInOther: ByBand;
  relativeWithChildren: number;
  extended: { share: number; factor: number };
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
    // S1: householders living alone are 13.1% (men) and 15.8% (women) of households (Census
    // Bureau, ACS 2024 1-year, DP02).
    alone: 0.289,
    // S1: married-couple households 46.7%.
    married: 0.467,
    // S1: cohabiting-couple households 7.2%.
    unmarriedPartners: 0.072,
    // S1 leaves 17.2% of households (householders with no spouse or partner, not alone); FITTED:
    // split between other family households and households of unrelated adults so that
    // nonrelatives are S1's 3.0% of the people in households.
    otherFamily: 0.1263,
    roommates: 0.04574,
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

  // ASSUMPTION shaped on F26-F28 and F30-F31 below 65 (a weight a band for each sex, times the
  // Americans of each age); FITTED at 65-74 and 75 and over to S3 (Census Bureau, CPS ASEC 2023,
  // table AD-3: living alone at 65-74, men 20.8% and women 27.1%; at 75 and over, 23.0% and
  // 41.8%). The bands from 85 started at 1.3 times 75-84's (ASSUMPTION: living alone keeps rising
  // with age among those who live in households) and were fitted with them.
  alone: {
    female: [5, 9, 8, 12, 19, 31.84, 41.47, 41.47, 53.91, 53.91],
    male: [5, 12, 13, 16, 20, 22.9, 23.25, 23.25, 30.59, 30.59],
  },
  // FITTED: the wife's age in a married couple of a man and a woman, a weight a band, so that
  // members 18 to 100 are as old and as often women as Americans (S12, S13), and couples by age
  // and sex are S3's (with a spouse, with an unmarried partner: 18-24, 25-34, 35-64, 65-74, 75+).
  wife: [16.96, 54.94, 72.85, 75.28, 72.94, 73.07, 69.83, 83.14, 67.87, 77.06],
  // FITTED: the husband's age, a weight a band times the wife's table and the gap (F18): without
  // it, the gap gives the oldest wives husbands older than the men there are (Americans 85 and
  // over are 64% women).
  husband: [0.6049, 1.669, 1.783, 1.816, 1.796, 1.675, 1.474, 1.134, 0.8398, 0.4562],
  // FITTED: the woman's and the man's ages in an unmarried couple of a man and a woman.
  unmarriedWoman: [20.71, 26.37, 15.09, 11.55, 7.992, 4.761, 3.501, 4.167, 3.05, 3.462],
  partnerMan: [1.805, 2.057, 1.492, 1.52, 1.503, 1.719, 1.208, 0.9298, 0.6882, 0.3735],
  // FITTED: one partner's age in a same-sex couple (the other's by sameSexGap).
  sameSex: {
    female: [4.11, 11.15, 10.4, 9.43, 8.378, 3.694, 3.34, 3.976, 2.907, 3.292],
    male: [7.354, 22.53, 21.16, 12.64, 12.65, 4.937, 0.1857, 0.1428, 0.07554, 0.04103],
  },
  // FITTED: the householder's age in other family households (no spouse or partner); at 75 and
  // over, to S3's people neither alone nor in a couple (7.3% of men, 21.1% of women).
  otherFamily: {
    female: [3.079, 6.371, 9.591, 9.43, 7.615, 4.746, 3.17, 3.772, 4.93, 5.563],
    male: [3.677, 6.444, 8.129, 6.321, 6.89, 3.525, 0.09503, 0.07304, 0.1284, 0.0698],
  },
  // FITTED: the householder's age in households of unrelated adults.
  roommates: {
    female: [5.14, 3.191, 1.595, 1.183, 1.144, 0.7921, 0.3187, 0.3791, 0.2739, 0.3091],
    male: [11.04, 9.656, 4.889, 2.107, 2.301, 1.062, 0.0181, 0.01391, 0.005134, 0.002792],
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

  births: {
    // S6: births per 1,000 women by the mother's age, 2023 (NCHS, Births: Final Data for 2023;
    // 45-49 is every birth to women 45 and over). Single years between the bands' middles are
    // interpolated (ASSUMPTION); none before 15 (our rule: no parent under 15 at a birth) or
    // after 49.
    bands: [
      [15, 19, 13.1],
      [20, 24, 57.7],
      [25, 29, 91.0],
      [30, 34, 94.3],
      [35, 39, 54.3],
      [40, 44, 12.5],
      [45, 49, 1.1],
    ],
    youngest: 15,
    oldest: 49,
    // ASSUMPTION: a father is two years older than the mother at a birth (no source found).
    fatherOlder: 2,
    // S12: boys are 51.17% of Americans 0 to 17 (ASSUMPTION: of births alike, at every age).
    boys: 0.5117,
    // S9: 30.7 twin births per 1,000 births (2023), and S8: 73.8 triplet and higher births per
    // 100,000 (2023). Those count babies, so per 1,000 births there are 15.35 twin and 0.246
    // triplet deliveries among 984.16 deliveries.
    twinDelivery: 15.35 / 984.16,
    tripletDelivery: 0.246 / 984.16,
    // S7: months from a birth to the next conception: under 18 months 30%, 18-59 50%, 60 or more
    // 21% (birth certificates 2011, NVSR 64(3)); under 18 split as NSFG 2006-2010 gives it (6.4 :
    // 12.2 : 14.5, HRSA Child Health USA 2013). The open bin ends at 120 months, and each month
    // of a bin is alike (ASSUMPTIONS).
    interpregnancy: [
      [0, 5, (30 * 6.4) / 33.1],
      [6, 11, (30 * 12.2) / 33.1],
      [12, 17, (30 * 14.5) / 33.1],
      [18, 59, 50],
      [60, 120, 21],
    ],
    // ASSUMPTION: 266 days from conception to birth (38 weeks); and no two deliveries of one
    // mother under 276 days apart (9 calendar months: preterm births after the shortest
    // intervals are left out).
    gestationDays: 266,
    fewestDaysApart: 276,
  },
  minors: {
    // FITTED, by the mother's band (the woman of a couple; a single parent; two men's, the
    // younger man's age less fatherOlder): the chance of own children under 18, to S1's shares
    // of households: married couples with own children 17.3%, cohabiting 2.2%, single mothers
    // 4.6%, single fathers 1.2%.
    married: [0.5152, 0.6183, 0.7728, 0.4637, 0.08243, 0.0103, 0, 0, 0, 0],
    unmarried: [0.3378, 0.3941, 0.3941, 0.2252, 0.04504, 0, 0, 0, 0, 0],
    singleMother: [0.8579, 0.996, 0.996, 0.8579, 0.1471, 0.02451, 0, 0, 0, 0],
    singleFather: [0.08035, 0.2511, 0.3515, 0.3013, 0.06026, 0.01004, 0, 0, 0, 0],
    // FITTED to S2's sizes (households of 3 against 4, and of 5 or more): 1 to 6 own children
    // under 18, `one` of families with one, each larger count `decay` times the one before. No
    // published table of families by their number of own children was found; S11 gives the
    // mean (1.94 in 2023).
    one: 0.3618,
    decay: 0.2366,
    // FITTED to S10 (stepchildren are 5.1% of sons and daughters under 18, Census 2000): in this
    // share of couples of a man and a woman with children under 18, the children are the
    // mother's alone.
    stepchildren: 0.1385,
  },
  // FITTED: a household has adult children at home, by the mother's band (the householder's in
  // other families), so that F21's 58% of people 18-24 and 16% of 25-34 live in a parent's
  // home; ASSUMPTION: about 5% at 35-44, 2% at 45-54, 0.5% at 55-64.
  adultChildrenMarried: [
    0, 0.007898, 0.1592, 0.4457, 0.3184, 0.1274, 0.07958, 0.07958, 0.04999, 0.04999,
  ],
  adultChildrenUnmarried: [
    0, 0.007898, 0.09548, 0.2785, 0.1989, 0.07958, 0.04769, 0.04769, 0.02999, 0.02999,
  ],
  adultChildrenSingle: [0, 0.01999, 0.2499, 0.6198, 0.6998, 0.6198, 0.6198, 0.6198, 0.6198, 0.6198],
  // ASSUMPTION: 1, 2 or 3 adult children at home (no source found).
  adultChildCount: [0.7, 0.24, 0.06],
  // FITTED: how likely an adult child of each age (CHILD_AGE_BANDS) still lives at home.
  childAtHome: [1, 0.8, 0.3398, 0.1455, 0.0674, 0.03344, 0.02052, 0.03],
  // F25 and F24: adult children at home are men at 18-24 and 25-34 as often as these give the
  // split of F25 (Census Bureau, CPS ASEC 2025, table AD-1, secondary: men 58.8% and women 56.4%
  // at 18-24, 19.2% and 13.6% at 25-34); ASSUMPTION: 55% past 34.
  childIsMale: { upTo24: 0.518, upTo34: 0.59, older: 0.55 },

  // FITTED in level to S4 (2020 Census: 4.7% of households hold three or more generations), and
  // householders 45 and over against younger ones to S3's women 75 and over who are neither
  // alone nor in a couple: the householder's parent lives in, by the householder's band.
  parentInCouple: [0, 0.06666, 0.1333, 0.06206, 0.04965, 0.02483, 0.004965, 0.004965, 0, 0],
  parentInOther: [0.6666, 0.8608, 0.5333, 0.1241, 0.07448, 0.02483, 0.004965, 0.004965, 0, 0],
  // FITTED so that S3's 7.3% of men 75 and over are neither alone nor in a couple: a parent who
  // lives with an adult child is the mother.
  parentIsMother: 0.905,
  // FITTED in level to S5 (about 3% of households hold a grandparent and a grandchild under 18,
  // more than 60% of them the grandparent's: 1.8% of households hold the householder's
  // grandchild under 18): by the householder's band.
  grandchildren: [0, 0, 0.003331, 0.03331, 0.06662, 0.04997, 0.02498, 0.02498, 0.008328, 0.008328],
  // S5: about a third of grandparent-maintained households with grandchildren have no parent of
  // theirs present.
  grandchildParentPresent: 0.67,
  // ASSUMPTION: the grandchildren's parent who lives in is the householder's daughter.
  grandchildParentIsDaughter: 0.75,

  // FITTED to S1's other relatives (7.0% of the people in households): a couple has a relative
  // living in; an other family, by the householder's band (a family household holds two people
  // or more, so a relative is drawn where nobody else was).
  relativeInCouple: 0.0318,
  relativeInOther: [0.265, 0.159, 0.09011, 0.05831, 0.1166, 0.1802, 0.1855, 0.1855, 0.1855, 0.1855],
  // FITTED to S1's 28.5% of households with someone under 18 (25.3% with own children, the rest
  // grandchildren and relatives' children): a relative 18 to 49 who lives in is a mother whose
  // own children under 18 live there too (a sister or a cousin with her children).
  relativeWithChildren: 0.3555,
  // Extended families: the others who live in (a parent, grandchildren, relatives, an unrelated
  // adult), drawn independently, spread over too many households (too few couples alone, too
  // many households of 3 and 4). So `share` of family households (ASSUMPTION) draw each of
  // those `factor` times as often (FITTED to S2's households of 2), and the rest as often as
  // keeps each chance's mean.
  extended: { share: 0.15, factor: 6.575 },
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
