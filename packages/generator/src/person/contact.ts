/**
 * Checks of an email or a phone number set by hand (a constraint): an address a form would
 * accept, and a US number whose area code and exchange can exist. The ones the generator makes
 * pass them (record.ts).
 */
import { US_AREA_CODES } from './usAreaCodes.data.ts';

/**
 * A valid email address as HTML forms check it (the WHATWG's definition for
 * `<input type="email">`), with a dot in the domain, as a form that takes mail wants.
 */
const EMAIL =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;
/** RFC 5321: a mailbox part of at most 64 characters, an address of at most 254. */
const MOST_MAILBOX = 64;
const MOST_ADDRESS = 254;

/** Why an email cannot be kept; undefined when it can. */
export function emailProblem(email: string): string | undefined {
  const at = email.lastIndexOf('@');
  if (!EMAIL.test(email)) {
    return at < 0
      ? 'is not an email address: it has no @.'
      : 'is not an email address a form would accept (letters, digits and . _ + - before the @, a domain with a dot after it).';
  }
  if (at > MOST_MAILBOX || email.length > MOST_ADDRESS) {
    return `is longer than an email address may be (${MOST_MAILBOX} characters before the @, ${MOST_ADDRESS} in all).`;
  }
  return undefined;
}

let areaCodes: ReadonlySet<string> | undefined;

/** NNN-NNN-NNNN, as every phone a person has is written. */
const PHONE = /^(\d{3})-(\d{3})-(\d{4})$/;

/**
 * Why a phone number cannot be kept; undefined when it can: written NNN-NNN-NNNN, an area code
 * of the 50 states or DC in service, and an exchange that can exist (2 to 9 first, and not N11,
 * which the North American plan keeps for services such as 911).
 */
export function phoneProblem(phone: string): string | undefined {
  const match = PHONE.exec(phone);
  if (!match) {
    const written = phoneWritten(phone);
    return written === undefined
      ? 'is not a US phone number written NNN-NNN-NNNN.'
      : `is not written NNN-NNN-NNNN (write ${written}).`;
  }
  const [, area = '', exchange = ''] = match;
  areaCodes ??= new Set(US_AREA_CODES.split(' '));
  if (!areaCodes.has(area)) {
    return `has the area code ${area}, which no place in the 50 states or DC has.`;
  }
  if (!/^[2-9]\d\d$/.test(exchange) || exchange.slice(1) === '11') {
    return `has the exchange ${exchange}, which no US number has (it starts with 2 to 9 and is not N11).`;
  }
  return undefined;
}

/**
 * A US number written another common way, as NNN-NNN-NNNN: "(512) 555-0123", "512.555.0123",
 * "512 555 0123", "5125550123" and "+1 512 555 0123" are all "512-555-0123". Undefined for
 * anything else.
 */
export function phoneWritten(text: string): string | undefined {
  const match = /^(?:\+?1[\s.-]*)?\(?(\d{3})\)?[\s.-]*(\d{3})[\s.-]*(\d{4})$/.exec(text.trim());
  return match ? `${match[1]}-${match[2]}-${match[3]}` : undefined;
}
