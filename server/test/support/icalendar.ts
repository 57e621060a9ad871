// A strict reading of an iCalendar file against the RFC 5545 rules our feed can break. node-ical
// (the other reader in the tests) accepts floating times where the RFC demands UTC, and calendar
// apps differ on what they forgive, so these are checked to the letter. ical.js parses; the rules
// below are RFC 5545's MUSTs, each named by its section.
import ICAL from 'ical.js';
import { expect } from 'vitest';

type Time = InstanceType<typeof ICAL.Time>;

const isUtc = (time: Time): boolean => time.zone === ICAL.Timezone.utcTimezone;

function utcProblem(what: string, time: Time | null | undefined): string[] {
  return time && !isUtc(time) ? [`${what} ${time.toString()} is not in UTC`] : [];
}

/** Every RFC 5545 rule the text breaks, as readable lines (empty when it is valid). */
export function rfc5545Problems(text: string): string[] {
  const problems: string[] = [];
  // 3.1: lines end in CRLF and fold at 75 octets.
  const lines = text.split('\r\n');
  if (lines.at(-1) !== '') problems.push('3.1: the file does not end with CRLF');
  for (const [index, line] of lines.entries()) {
    if (line.includes('\n')) problems.push(`3.1: line ${index + 1} ends with a bare LF`);
    if (Buffer.byteLength(line, 'utf8') > 75)
      problems.push(`3.1: line ${index + 1} is over 75 octets`);
  }
  const calendar = new ICAL.Component(ICAL.parse(text));
  // 3.6: a calendar has VERSION 2.0 and PRODID.
  if (calendar.getFirstPropertyValue('version') !== '2.0')
    problems.push('3.7.4: VERSION is not 2.0');
  if (!calendar.getFirstPropertyValue('prodid')) problems.push('3.7.3: PRODID is missing');
  const zones = new Set(
    calendar
      .getAllSubcomponents('vtimezone')
      .map((zone) => String(zone.getFirstPropertyValue('tzid'))),
  );
  for (const event of calendar.getAllSubcomponents('vevent')) {
    const uid = String(event.getFirstPropertyValue('uid') ?? '');
    // 3.6.1: UID and DTSTAMP are required; 3.8.7.2: DTSTAMP is in UTC.
    if (!uid) problems.push('3.6.1: a VEVENT has no UID');
    const stamp = event.getFirstPropertyValue('dtstamp') as Time | null;
    if (!stamp) problems.push(`3.6.1: ${uid} has no DTSTAMP`);
    problems.push(...utcProblem(`3.8.7.2: ${uid}'s DTSTAMP`, stamp));
    const start = event.getFirstProperty('dtstart');
    if (!start) {
      problems.push(`3.6.1: ${uid} has no DTSTART`);
      continue;
    }
    // 3.2.19: every TZID names a VTIMEZONE of the calendar.
    for (const property of ['dtstart', 'dtend']) {
      const tzid = event.getFirstProperty(property)?.getParameter('tzid');
      if (typeof tzid === 'string' && !zones.has(tzid)) {
        problems.push(
          `3.2.19: ${uid}'s ${property.toUpperCase()} names ${tzid}, which has no VTIMEZONE`,
        );
      }
    }
    // 3.3.10: with a DTSTART in a time zone, UNTIL is in UTC.
    const rule = event.getFirstPropertyValue('rrule') as InstanceType<typeof ICAL.Recur> | null;
    if (rule?.until && start.getParameter('tzid')) {
      problems.push(...utcProblem(`3.3.10: ${uid}'s RRULE UNTIL`, rule.until));
    }
    // 3.6.1: DTEND, when present, is after DTSTART.
    const end = event.getFirstPropertyValue('dtend') as Time | null;
    const begins = start.getFirstValue() as Time;
    if (end && end.compare(begins) <= 0) problems.push(`3.6.1: ${uid} ends before it starts`);
  }
  return problems;
}

export function expectRfc5545(text: string): void {
  expect(rfc5545Problems(text)).toEqual([]);
}
