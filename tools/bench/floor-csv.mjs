#!/usr/bin/env node
/**
 * The command line's floor: what a CSV row of ours must do at the least, in plain JavaScript,
 * with nothing else. Each row seeds its own stream as ours does (sfc32 seeded from the seed and
 * the row's index, its twelve warm-up outputs dropped: any row can be made alone, and every
 * person's bytes follow from it), draws the row's values from plain typed arrays of our tables'
 * sizes, each through a guide as our long runs draw, and writes about as many bytes as our row
 * from tables of bytes, at once, as our command line writes to a file or /dev/null. What it does
 * not do: checks, options, quoting, or values that mean anything (the tables are filled from a
 * fixed stream at start-up). A faster loop may exist; this one is tuned as far as the obvious
 * goes (ARCHITECTURE.md, "The command line's floor").
 *
 *   node tools/bench/floor-csv.mjs COUNT > /dev/null
 *
 * The tables, as the package ships them (ARCHITECTURE.md, "How far tuning and a flat layout
 * could go"): 50 states by people; 33,457 ZIPs by people, each of one of 11,500 places whose
 * "City,State,ZIP," bytes are about 30; 700 bands of first names (a state, a decade of birth and
 * a sex each) of 200 to 400 names; 10,000 surnames; 3,000 street names; ages by sex.
 */
import { Buffer } from 'node:buffer';
import { once } from 'node:events';
import { fstatSync, writeSync } from 'node:fs';
import process from 'node:process';

const STATES = 50;
const ZIPS = 33_457;
const PLACES = 11_500;
const PLACE_BYTES = 30;
const PHONE_BYTES = 10;
const BANDS = 700;
const SURNAMES = 10_000;
const STREETS = 3_000;
const AGES = 63;
const CHUNK = 256 * 1024;
const STDOUT = 1;
const DOMAIN = Buffer.from('@example.net\r\n');

/**
 * sfc32, as the package draws: four 32-bit words, a number in [0, 1) a call. Its seeding,
 * PERSON_STREAM, WARM_UP_ROUNDS and mix32 are packages/generator/src/random.ts's, written again
 * here as this bin stands alone (the package exports none of them): change them with it.
 */
let a = 0x9e3779b9;
let b = 0x243f6a88;
let c = 0xb7e15162;
let d = 1;
const SEED = 42;
const WARM_UP_ROUNDS = 12;
/* The package's stream kind for people, mixed with the index's high word (0 here). */
const PERSON_STREAM = 0x9e3779b9;

function mix32(value) {
  let z = value | 0;
  z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
  z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
  return (z ^ (z >>> 16)) >>> 0;
}

/** The stream of row `index` (below 2 ** 32), as the package seeds a person's. */
function seedRow(index) {
  a = SEED;
  b = mix32(index);
  c = mix32(PERSON_STREAM);
  d = 1;
  for (let round = 0; round < WARM_UP_ROUNDS; round++) next();
}

function next() {
  const t = (((a + b) | 0) + d) | 0;
  d = (d + 1) | 0;
  a = b ^ (b >>> 9);
  b = (c + (c << 3)) | 0;
  c = (c << 21) | (c >>> 11);
  c = (c + t) | 0;
  return (t >>> 0) / 4294967296;
}

/** Running totals of `count` weights from the stream, as a table of weights ships them. */
function runningTotals(count) {
  const totals = new Float64Array(count);
  let sum = 0;
  for (let at = 0; at < count; at++) totals[at] = sum += 1 + next() * 1000;
  return totals;
}

/*
 * A draw from a run [from, to) of running totals, as the package's long runs draw: a guide of
 * K slots (a power of two, at least the run's length) gives, for slot k, the first total past
 * k / K of the run's; a draw reads its slot and the few totals after it. Every table's guide is
 * a run of one array.
 */
const guides = [];
let guideLength = 0;

/** Makes the guide of totals[from, to); returns where it will start in `guide`, and its K. */
function guideOf(totals, from, to) {
  let size = 1;
  while (size < to - from) size *= 2;
  const guide = new Uint32Array(size);
  const total = totals[to - 1];
  let at = from;
  for (let slot = 0; slot < size; slot++) {
    while (at < to - 1 && totals[at] <= (slot / size) * total) at++;
    guide[slot] = at;
  }
  guides.push(guide);
  guideLength += size;
  return { start: guideLength - size, size };
}

let guide = new Uint32Array(0);

/** Joins the guides made so far into `guide`, where each one's start points. */
function joinGuides() {
  guide = new Uint32Array(guideLength);
  let at = 0;
  for (const part of guides) {
    guide.set(part, at);
    at += part.length;
  }
}

function draw(totals, to, start, size) {
  const unit = next();
  const target = unit * totals[to - 1];
  let at = guide[start + Math.floor(unit * size)];
  while (at < to - 1 && totals[at] <= target) at++;
  return at;
}

/** `count` words of 4 to 11 letters, packed: their bytes and where each starts. */
function words(count) {
  const starts = new Uint32Array(count + 1);
  const bytes = new Uint8Array(count * 12);
  let end = 0;
  for (let at = 0; at < count; at++) {
    starts[at] = end;
    const length = 4 + Math.floor(next() * 8);
    for (let letter = 0; letter < length; letter++) {
      bytes[end++] = (letter === 0 ? 65 : 97) + Math.floor(next() * 26);
    }
  }
  starts[count] = end;
  return { starts, bytes };
}

const stateTotals = runningTotals(STATES);
/* Each state's ZIPs are a run of the one array; a ZIP's place is a number into the places. */
const stateZipStarts = new Uint32Array(STATES + 1);
for (let state = 0; state <= STATES; state++) {
  stateZipStarts[state] = Math.round((state * ZIPS) / STATES);
}
const zipTotals = new Float64Array(ZIPS);
for (let state = 0; state < STATES; state++) {
  let sum = 0;
  for (let zip = stateZipStarts[state]; zip < stateZipStarts[state + 1]; zip++) {
    zipTotals[zip] = sum += 1 + next() * 1000;
  }
}
const zipPlace = Uint32Array.from({ length: ZIPS }, () => Math.floor(next() * PLACES));
const placeBytes = new Uint8Array(PLACES * PLACE_BYTES);
for (let at = 0; at < placeBytes.length; at++) placeBytes[at] = 97 + Math.floor(next() * 26);
/* A place's phone start, "NNN-555-01": its area code, then the numbers kept for fiction. */
const phoneStarts = new Uint8Array(PLACES * PHONE_BYTES);
for (let place = 0; place < PLACES; place++) {
  phoneStarts.set(Buffer.from(`${201 + Math.floor(next() * 789)}-555-01`), place * PHONE_BYTES);
}
const ageTotals = [runningTotals(AGES), runningTotals(AGES)];
/* The bands' totals in one array, each band a run of it, its names numbers into one list. */
const bandStarts = new Uint32Array(BANDS + 1);
for (let band = 0; band < BANDS; band++) {
  bandStarts[band + 1] = bandStarts[band] + 200 + Math.floor(next() * 201);
}
const bandTotals = new Float64Array(bandStarts[BANDS]);
for (let band = 0; band < BANDS; band++) {
  let sum = 0;
  for (let at = bandStarts[band]; at < bandStarts[band + 1]; at++) {
    bandTotals[at] = sum += 1 + next() * 1000;
  }
}
const firstNames = words(8_000);
const bandNames = Uint16Array.from({ length: bandStarts[BANDS] }, () => Math.floor(next() * 8_000));
const surnameTotals = runningTotals(SURNAMES);
const surnames = words(SURNAMES);
const streets = words(STREETS);

const stateGuide = guideOf(stateTotals, 0, STATES);
const zipGuideStarts = new Uint32Array(STATES);
const zipGuideSizes = new Uint32Array(STATES);
for (let state = 0; state < STATES; state++) {
  const { start, size } = guideOf(zipTotals, stateZipStarts[state], stateZipStarts[state + 1]);
  zipGuideStarts[state] = start;
  zipGuideSizes[state] = size;
}
const ageGuides = ageTotals.map((totals) => guideOf(totals, 0, AGES));
const bandGuideStarts = new Uint32Array(BANDS);
const bandGuideSizes = new Uint32Array(BANDS);
for (let band = 0; band < BANDS; band++) {
  const { start, size } = guideOf(bandTotals, bandStarts[band], bandStarts[band + 1]);
  bandGuideStarts[band] = start;
  bandGuideSizes[band] = size;
}
const surnameGuide = guideOf(surnameTotals, 0, SURNAMES);
joinGuides();

const out = Buffer.allocUnsafe(CHUNK);
let at = 0;

function copyWord({ starts, bytes }, word) {
  for (let from = starts[word], to = starts[word + 1]; from < to; from++) out[at++] = bytes[from];
}

/* The digits of 0 to 9,999, four bytes a number, and how many each has, as tables ship them. */
const DIGITS = new Uint8Array(10_000 * 4);
const DIGIT_COUNTS = new Uint8Array(10_000);
for (let value = 0; value < 10_000; value++) {
  const text = String(value);
  DIGIT_COUNTS[value] = text.length;
  for (let digit = 0; digit < text.length; digit++) {
    DIGITS[value * 4 + digit] = text.charCodeAt(digit);
  }
}

/** 0 to 9,999. */
function writeNumber(value) {
  for (let from = value * 4, to = from + DIGIT_COUNTS[value]; from < to; from++) {
    out[at++] = DIGITS[from];
  }
}

/** 0 to 99, always two digits. */
function writeTwoDigits(value) {
  out[at++] = 48 + ((value / 10) | 0);
  out[at++] = 48 + (value % 10);
}

/** One row: about 124 bytes, the twelve columns' values (the place's three in one run). */
function row() {
  const state = draw(stateTotals, STATES, stateGuide.start, stateGuide.size);
  const zip = draw(
    zipTotals,
    stateZipStarts[state + 1],
    zipGuideStarts[state],
    zipGuideSizes[state],
  );
  const place = zipPlace[zip];
  const female = next() < 0.5 ? 1 : 0;
  const ageGuide = ageGuides[female];
  const age = 18 + draw(ageTotals[female], AGES, ageGuide.start, ageGuide.size);
  /* Seven decades of birth a state, two sexes each. */
  const band = state * 14 + Math.min(6, ((age - 18) / 9) | 0) * 2 + female;
  const first =
    bandNames[draw(bandTotals, bandStarts[band + 1], bandGuideStarts[band], bandGuideSizes[band])];
  const last = draw(surnameTotals, SURNAMES, surnameGuide.start, surnameGuide.size);
  copyWord(firstNames, first);
  out[at++] = 44;
  copyWord(surnames, last);
  out[at++] = 44;
  out[at++] = female ? 70 : 77;
  out[at++] = 44;
  writeNumber(1 + Math.floor(next() * 9999));
  out[at++] = 32;
  copyWord(streets, Math.floor(next() * STREETS));
  out[at++] = 44;
  for (let from = place * PLACE_BYTES, to = from + PLACE_BYTES; from < to; from++) {
    out[at++] = placeBytes[from];
  }
  out[at++] = 44;
  writeNumber(1 + Math.floor(next() * 12));
  out[at++] = 47;
  writeNumber(1 + Math.floor(next() * 28));
  out[at++] = 47;
  writeNumber(2026 - age);
  out[at++] = 44;
  out[at++] = 65 + (state % 26);
  out[at++] = 65 + ((state * 7) % 26);
  out[at++] = 44;
  writeNumber(age);
  out[at++] = 44;
  for (let from = place * PHONE_BYTES, to = from + PHONE_BYTES; from < to; from++) {
    out[at++] = phoneStarts[from];
  }
  writeTwoDigits(Math.floor(next() * 100));
  out[at++] = 44;
  copyWord(firstNames, first);
  out[at++] = 46;
  copyWord(surnames, last);
  writeNumber(Math.floor(next() * 100));
  for (let byte = 0; byte < DOMAIN.length; byte++) out[at++] = DOMAIN[byte];
}

const count = Number(process.argv[2]);
if (!Number.isInteger(count) || count < 1) {
  process.stderr.write(
    `usage: floor-csv.mjs COUNT (a whole number of at least 1), not ${process.argv[2]}\n`,
  );
  process.exit(2);
}
/*
 * Written as our command line writes: at once, from the one buffer, to a file or /dev/null (what
 * the benchmark times); into a pipe (the benchmark's check of the bytes), a copy a chunk through
 * the stream, which waits when the pipe is full.
 */
const stdout = fstatSync(STDOUT);
const atOnce = stdout.isFile() || stdout.isCharacterDevice();
for (let done = 0; done < count; done++) {
  seedRow(done);
  row();
  if (at > CHUNK - 512 || done === count - 1) {
    if (atOnce) {
      for (let written = 0; written < at;) written += writeSync(STDOUT, out, written, at - written);
    } else if (!process.stdout.write(Buffer.from(out.subarray(0, at)))) {
      await once(process.stdout, 'drain');
    }
    at = 0;
  }
}
