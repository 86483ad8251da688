// AssemblyScript, not TypeScript: compiled by `asc` (the assemblyscript package) into
// WebAssembly by tools/bench/cli.ts, and left out of tsc, ESLint and Prettier.
//
// floor-csv.mjs's loop, draw for draw and byte for byte (the benchmark compares the two's first
// 100,000 rows), compiled ahead of time: the command line's floor if the rows were made by
// WebAssembly rather than JavaScript. floor-wasm.mjs runs it.

const STATES: i32 = 50;
const ZIPS: i32 = 33457;
const PLACES: i32 = 11500;
const PLACE_BYTES: i32 = 30;
const PHONE_BYTES: i32 = 10;
const BANDS: i32 = 700;
const SURNAMES: i32 = 10000;
const STREETS: i32 = 3000;
const AGES: i32 = 63;
const FIRST_NAMES: i32 = 8000;
const CHUNK: i32 = 256 * 1024;
const PHONE_MIDDLE: StaticArray<u8> = [45, 53, 53, 53, 45, 48, 49];
const DOMAIN: StaticArray<u8> = [64, 101, 120, 97, 109, 112, 108, 101, 46, 110, 101, 116, 13, 10];

// sfc32, seeded as floor-csv.mjs seeds it: the tables from one stream, then each row its own.
let a: u32 = 0x9e3779b9;
let b: u32 = 0x243f6a88;
let c: u32 = 0xb7e15162;
let d: u32 = 1;
const SEED: u32 = 42;
const WARM_UP_ROUNDS: i32 = 12;
const PERSON_STREAM: u32 = 0x9e3779b9;

function mix32(value: u32): u32 {
  let z = value;
  z = (z ^ (z >> 16)) * 0x85ebca6b;
  z = (z ^ (z >> 13)) * 0xc2b2ae35;
  return z ^ (z >> 16);
}

@inline
function next(): f64 {
  const t: u32 = a + b + d;
  d = d + 1;
  a = b ^ (b >> 9);
  b = c + (c << 3);
  c = (c << 21) | (c >> 11);
  c = c + t;
  return <f64>t / 4294967296.0;
}

function seedRow(index: u32): void {
  a = SEED;
  b = mix32(index);
  c = mix32(PERSON_STREAM);
  d = 1;
  for (let round = 0; round < WARM_UP_ROUNDS; round++) next();
}

@inline
function below(count: i32): i32 {
  return <i32>Math.floor(next() * <f64>count);
}

function runningTotals(count: i32): Float64Array {
  const totals = new Float64Array(count);
  let sum = 0.0;
  for (let at = 0; at < count; at++) {
    sum += 1 + next() * 1000;
    totals[at] = sum;
  }
  return totals;
}

// Every table's guide is a run of one array; guideOf leaves the run's size in lastSize.
const guide = new Uint32Array(1 << 20);
let guideLength: i32 = 0;
let lastSize: i32 = 0;

function guideOf(totals: Float64Array, from: i32, to: i32): i32 {
  let size = 1;
  while (size < to - from) size *= 2;
  const total = totals[to - 1];
  const start = guideLength;
  let at = from;
  for (let slot = 0; slot < size; slot++) {
    while (at < to - 1 && totals[at] <= (<f64>slot / <f64>size) * total) at++;
    guide[start + slot] = at;
  }
  guideLength += size;
  lastSize = size;
  return start;
}

@inline
function draw(totals: Float64Array, to: i32, start: i32, size: i32): i32 {
  const unit = next();
  const target = unit * unchecked(totals[to - 1]);
  let at = <i32>unchecked(guide[start + <i32>Math.floor(unit * <f64>size)]);
  while (at < to - 1 && unchecked(totals[at]) <= target) at++;
  return at;
}

class Words {
  constructor(
    public starts: Uint32Array,
    public bytes: Uint8Array,
  ) {}
}

function words(count: i32): Words {
  const starts = new Uint32Array(count + 1);
  const bytes = new Uint8Array(count * 12);
  let end = 0;
  for (let at = 0; at < count; at++) {
    starts[at] = end;
    const length = 4 + below(8);
    for (let letter = 0; letter < length; letter++) {
      bytes[end++] = <u8>((letter == 0 ? 65 : 97) + below(26));
    }
  }
  starts[count] = end;
  return new Words(starts, bytes);
}

// The tables, made by init() in floor-csv.mjs's order from the same stream.
let stateTotals = new Float64Array(0);
const stateZipStarts = new Uint32Array(STATES + 1);
const zipTotals = new Float64Array(ZIPS);
const zipPlace = new Uint32Array(ZIPS);
const placeBytes = new Uint8Array(PLACES * PLACE_BYTES);
const phoneStarts = new Uint8Array(PLACES * PHONE_BYTES);
const DIGITS = new Uint8Array(10000 * 4);
const DIGIT_COUNTS = new Uint8Array(10000);
let femaleAges = new Float64Array(0);
let maleAges = new Float64Array(0);
const bandStarts = new Uint32Array(BANDS + 1);
let bandTotals = new Float64Array(0);
let bandNames = new Uint16Array(0);
let firstNames = new Words(new Uint32Array(0), new Uint8Array(0));
let surnameTotals = new Float64Array(0);
let surnames = new Words(new Uint32Array(0), new Uint8Array(0));
let streets = new Words(new Uint32Array(0), new Uint8Array(0));
let stateGuide: i32 = 0;
let stateGuideSize: i32 = 0;
const zipGuideStarts = new Int32Array(STATES);
const zipGuideSizes = new Int32Array(STATES);
let maleAgeGuide: i32 = 0;
let femaleAgeGuide: i32 = 0;
let ageGuideSize: i32 = 0;
const bandGuideStarts = new Int32Array(BANDS);
const bandGuideSizes = new Int32Array(BANDS);
let surnameGuide: i32 = 0;
let surnameGuideSize: i32 = 0;

export function init(): void {
  stateTotals = runningTotals(STATES);
  for (let state = 0; state <= STATES; state++) {
    stateZipStarts[state] = <u32>Math.round(<f64>(state * ZIPS) / <f64>STATES);
  }
  for (let state = 0; state < STATES; state++) {
    let sum = 0.0;
    for (let zip = <i32>stateZipStarts[state]; zip < <i32>stateZipStarts[state + 1]; zip++) {
      sum += 1 + next() * 1000;
      zipTotals[zip] = sum;
    }
  }
  for (let zip = 0; zip < ZIPS; zip++) zipPlace[zip] = below(PLACES);
  for (let at = 0; at < placeBytes.length; at++) placeBytes[at] = <u8>(97 + below(26));
  for (let place = 0; place < PLACES; place++) {
    const areaCode = 201 + below(789);
    const at = place * PHONE_BYTES;
    phoneStarts[at] = <u8>(48 + areaCode / 100);
    phoneStarts[at + 1] = <u8>(48 + ((areaCode / 10) % 10));
    phoneStarts[at + 2] = <u8>(48 + (areaCode % 10));
    for (let byte = 0; byte < 7; byte++) phoneStarts[at + 3 + byte] = unchecked(PHONE_MIDDLE[byte]);
  }
  for (let value = 0; value < 10000; value++) {
    const count = value >= 1000 ? 4 : value >= 100 ? 3 : value >= 10 ? 2 : 1;
    DIGIT_COUNTS[value] = <u8>count;
    let rest = value;
    for (let digit = count - 1; digit >= 0; digit--) {
      DIGITS[value * 4 + digit] = <u8>(48 + (rest % 10));
      rest /= 10;
    }
  }
  maleAges = runningTotals(AGES);
  femaleAges = runningTotals(AGES);
  for (let band = 0; band < BANDS; band++) {
    bandStarts[band + 1] = bandStarts[band] + 200 + below(201);
  }
  bandTotals = new Float64Array(bandStarts[BANDS]);
  for (let band = 0; band < BANDS; band++) {
    let sum = 0.0;
    for (let at = <i32>bandStarts[band]; at < <i32>bandStarts[band + 1]; at++) {
      sum += 1 + next() * 1000;
      bandTotals[at] = sum;
    }
  }
  firstNames = words(FIRST_NAMES);
  bandNames = new Uint16Array(bandStarts[BANDS]);
  for (let at = 0; at < bandNames.length; at++) bandNames[at] = <u16>below(FIRST_NAMES);
  surnameTotals = runningTotals(SURNAMES);
  surnames = words(SURNAMES);
  streets = words(STREETS);

  stateGuide = guideOf(stateTotals, 0, STATES);
  stateGuideSize = lastSize;
  for (let state = 0; state < STATES; state++) {
    zipGuideStarts[state] = guideOf(
      zipTotals,
      <i32>stateZipStarts[state],
      <i32>stateZipStarts[state + 1],
    );
    zipGuideSizes[state] = lastSize;
  }
  maleAgeGuide = guideOf(maleAges, 0, AGES);
  femaleAgeGuide = guideOf(femaleAges, 0, AGES);
  ageGuideSize = lastSize;
  for (let band = 0; band < BANDS; band++) {
    bandGuideStarts[band] = guideOf(bandTotals, <i32>bandStarts[band], <i32>bandStarts[band + 1]);
    bandGuideSizes[band] = lastSize;
  }
  surnameGuide = guideOf(surnameTotals, 0, SURNAMES);
  surnameGuideSize = lastSize;
}

const out = new Uint8Array(CHUNK);
let at: i32 = 0;

export function outPointer(): usize {
  return out.dataStart;
}

export function filled(): i32 {
  return at;
}

@inline
function put(byte: i32): void {
  unchecked((out[at++] = <u8>byte));
}

@inline
function copyWord(list: Words, word: i32): void {
  const to = <i32>unchecked(list.starts[word + 1]);
  for (let from = <i32>unchecked(list.starts[word]); from < to; from++) {
    put(unchecked(list.bytes[from]));
  }
}

@inline
function writeNumber(value: i32): void {
  for (let from = value * 4, to = from + <i32>unchecked(DIGIT_COUNTS[value]); from < to; from++) {
    put(unchecked(DIGITS[from]));
  }
}

function row(): void {
  const state = draw(stateTotals, STATES, stateGuide, stateGuideSize);
  const zip = draw(
    zipTotals,
    <i32>unchecked(stateZipStarts[state + 1]),
    unchecked(zipGuideStarts[state]),
    unchecked(zipGuideSizes[state]),
  );
  const place = <i32>unchecked(zipPlace[zip]);
  const female = next() < 0.5 ? 1 : 0;
  const ages = female ? femaleAges : maleAges;
  const age = 18 + draw(ages, AGES, female ? femaleAgeGuide : maleAgeGuide, ageGuideSize);
  // Seven decades of birth a state, two sexes each.
  const band = state * 14 + min(6, (age - 18) / 9) * 2 + female;
  const first = <i32>unchecked(
    bandNames[
      draw(
        bandTotals,
        <i32>unchecked(bandStarts[band + 1]),
        unchecked(bandGuideStarts[band]),
        unchecked(bandGuideSizes[band]),
      )
    ],
  );
  const last = draw(surnameTotals, SURNAMES, surnameGuide, surnameGuideSize);
  copyWord(firstNames, first);
  put(44);
  copyWord(surnames, last);
  put(44);
  put(female ? 70 : 77);
  put(44);
  writeNumber(1 + below(9999));
  put(32);
  copyWord(streets, below(STREETS));
  put(44);
  for (let from = place * PLACE_BYTES, to = from + PLACE_BYTES; from < to; from++) {
    put(unchecked(placeBytes[from]));
  }
  put(44);
  writeNumber(1 + below(12));
  put(47);
  writeNumber(1 + below(28));
  put(47);
  writeNumber(2026 - age);
  put(44);
  put(65 + (state % 26));
  put(65 + ((state * 7) % 26));
  put(44);
  writeNumber(age);
  put(44);
  for (let from = place * PHONE_BYTES, to = from + PHONE_BYTES; from < to; from++) {
    put(unchecked(phoneStarts[from]));
  }
  const last2 = below(100);
  put(48 + last2 / 10);
  put(48 + (last2 % 10));
  put(44);
  copyWord(firstNames, first);
  put(46);
  copyWord(surnames, last);
  writeNumber(below(100));
  for (let byte = 0; byte < DOMAIN.length; byte++) put(unchecked(DOMAIN[byte]));
}

/**
 * Writes rows `first` on, up to `count` of them, into the output (its bytes: outPointer(),
 * filled()); returns how many.
 */
export function fill(first: i32, count: i32): i32 {
  at = 0;
  let done = 0;
  while (done < count && at < CHUNK - 512) {
    seedRow(<u32>(first + done));
    row();
    done++;
  }
  return done;
}
