// The basic data of the funds seen in this visit (`fundBasicData` in sessionStorage `app-storage`): by
// product code and language, the fields of a fund's record its screens need before their calls answer —
// the heading (the subject's `titleField` and `codeField`) and every field a visibility rule reads.
// A screen about a fund draws its heading and applies its rules from it at once: on a return to the
// fund's page, on its other screens, after a reload.
//
// Expiry: a record is good until the end of the Hong Kong day it was fetched on (00:00 HKT, UTC+8 all
// year): a fund's name, type, currency and listing date change only by notice, from a day's start.
// While good, the subject's call is not made again; once expired, the record is still drawn at once
// and the call refreshes it in the background. `expiryDate` is the earliest end of the records kept:
// when the next one must be fetched again.
import type { Screen, Visibility } from '../manifest/screens.gen';
import { valueAt } from '../api/value-at';

/** One fund's basic data in one language. */
export interface BasicRecord {
  /** The kept fields, at their paths in the subject's record. */
  data: Record<string, unknown>;
  /** When it must be fetched again (ISO date-time). */
  expiresAt: string;
}

/** Product code → language → record. */
export type FundBasicData = Record<string, Record<string, BasicRecord>>;

const HONG_KONG_OFFSET_MS = 8 * 3_600_000;
const DAY_MS = 86_400_000;

/** The end of the Hong Kong day `now` falls on (the next 00:00 HKT), in ms. */
export const endOfHongKongDay = (now: number): number => (Math.floor((now + HONG_KONG_OFFSET_MS) / DAY_MS) + 1) * DAY_MS - HONG_KONG_OFFSET_MS;

/** A stored record of a fund's basic data, if it has the shape this site writes (the storage is the visitor's to edit). */
export function validRecord(record: unknown): BasicRecord | undefined {
  const { data, expiresAt } = (record ?? {}) as Partial<BasicRecord>;
  return typeof data === 'object' && data !== null && typeof expiresAt === 'string' ? { data, expiresAt } : undefined;
}

/** The record kept of a fund in a language, if there is one of the shape this site writes. */
export const storedRecord = (kept: FundBasicData | undefined, code: string, language: string): BasicRecord | undefined => validRecord(kept?.[code]?.[language]);

/** Whether a record is still good: its call need not be made again. */
export const isGood = (record: BasicRecord, now = Date.now()): boolean => Date.parse(record.expiresAt) > now;

/** The key of a subject's request: the values of its body (the product code). */
export const basicDataKey = (body: Record<string, unknown>): string => Object.values(body).map(String).join('|');

/** The subject fields a screen's rules read. */
const ruleFields = (visible: Visibility | undefined) => (visible?.subject ?? []).map((rule) => rule.field);

/** The fields kept of each subject call: its screens' title and code fields and every subject field their rules read. */
export function basicDataFields(screens: readonly Screen[]): Map<string, string[]> {
  const fields = new Map<string, Set<string>>();
  for (const screen of screens) {
    if (!screen.subject) continue;
    const kept = fields.get(screen.subject.source.call) ?? new Set<string>();
    fields.set(screen.subject.source.call, kept);
    for (const field of [screen.subject.titleField, screen.subject.codeField]) if (field) kept.add(field);
    const sections = [...(screen.sections ?? []), ...(screen.afterTabs ?? []), ...(screen.tabs ?? []).flatMap((tab) => [tab, ...tab.sections])];
    for (const entry of sections) for (const field of ruleFields(entry.visible)) kept.add(field);
  }
  return new Map([...fields].map(([call, kept]) => [call, [...kept]]));
}

/** The record's kept fields, at the same paths (a dotted path keeps its nesting). */
export function pickFields(record: unknown, fields: readonly string[]): Record<string, unknown> {
  const picked: Record<string, unknown> = {};
  for (const path of fields) {
    const value = valueAt(record, path);
    if (value === undefined) continue;
    const keys = path.split('.');
    let into = picked;
    for (const key of keys.slice(0, -1)) into = (into[key] ??= {}) as Record<string, unknown>;
    into[keys.at(-1)!] = value;
  }
  return picked;
}

/**
 * The records kept with one more: those of the shape this site writes (whatever else the storage holds is
 * dropped), and `expiryDate`, the earliest end among them.
 */
export function withRecord(kept: unknown, code: string, language: string, record: BasicRecord): { fundBasicData: FundBasicData; expiryDate: string } {
  // Without a prototype: a code such as `__proto__` is a key like any other.
  const fundBasicData: FundBasicData = Object.create(null);
  for (const [fund, languages] of Object.entries(typeof kept === 'object' && kept !== null ? kept : {})) {
    for (const [each, value] of Object.entries(typeof languages === 'object' && languages !== null ? languages : {})) {
      const valid = validRecord(value);
      if (valid) (fundBasicData[fund] ??= Object.create(null))[each] = valid;
    }
  }
  (fundBasicData[code] ??= Object.create(null))[language] = record;
  let expiryDate = record.expiresAt;
  for (const languages of Object.values(fundBasicData))
    for (const { expiresAt } of Object.values(languages)) if (expiresAt < expiryDate) expiryDate = expiresAt;
  return { fundBasicData, expiryDate };
}
