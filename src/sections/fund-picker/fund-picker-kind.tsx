// The fund picker's code, loaded when a screen shows one: the chosen funds (the address's codes),
// each with its name and a remove button, and a search that adds one. Every change is a new address
// (Back undoes it); the names come from the comparison's own answer, shared with its sections.
import { useEffect, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useSearch } from 'wouter';
import { CloseButton, Select, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from '../../i18n/use-translation';
import type { FundPickerSection } from '../../manifest/screens.gen';
import { sourceQuery } from '../../api/call-query';
import { useLabel } from '../../i18n/use-label';
import type { SectionKind } from '../section-types';
import { asRecord } from '../record';
import { buildCall, buildRequestBody, valueAt } from '../source';
import { SkeletonBar } from '../skeleton-bar';
import { useAppStorage } from '../../stores/app-storage';
import { addComparisonTexts } from '../../i18n/comparison-texts';

/** The codes in the address: trimmed, without repeats, at most `max`. */
export function chosenCodes(search: string, param: string, max: number): string[] {
  const raw = new URLSearchParams(search).get(param) ?? '';
  return [
    ...new Set(
      raw
        .split(',')
        .map((code) => code.trim())
        .filter(Boolean),
    ),
  ].slice(0, max);
}

/** The address with `codes` as the parameter (none: the parameter goes). */
export function withCodes(search: string, param: string, codes: readonly string[]): string {
  const query = new URLSearchParams(search);
  if (codes.length) query.set(param, codes.join(','));
  else query.delete(param);
  // Commas stay commas: the address is one people read and share.
  return query.toString().replaceAll('%2C', ',');
}

interface Named {
  code: string;
  name: string;
}

/** Records of funds at `path` of an answer, as code and name. */
function namedAt(value: unknown, path: string, codeField: string, nameField: string): Named[] {
  const list = valueAt(value, path);
  if (!Array.isArray(list)) return [];
  return list.flatMap((item) => {
    const record = asRecord(item);
    const code = record?.[codeField];
    const name = record?.[nameField];
    return typeof code === 'string' && code ? [{ code, name: typeof name === 'string' && name ? name : code }] : [];
  });
}

/** The chosen funds' names and the codes the comparison does not know, from the call its sections make. */
function useNames(section: FundPickerSection, search: string, codes: readonly string[]) {
  const { i18n } = useTranslation();
  const { names } = section;
  const query = new URLSearchParams(search);
  const call = buildCall(names.source, query);
  const body = buildRequestBody(names.source, query);
  const answer = useQuery({ ...sourceQuery(call, body, i18n.language, { silent: true }), enabled: codes.length > 0 && !call.includes('{') });
  const value = names.source.dataPath ? valueAt(answer.data, names.source.dataPath) : answer.data;
  const known = new Map(namedAt(value, names.list, names.code, names.name).map((fund) => [fund.code, fund.name]));
  const unknown = new Set(names.unknown ? ((valueAt(value, names.unknown) as unknown[] | undefined) ?? []).filter((code) => typeof code === 'string') : []);
  return { known, unknown, loading: answer.isPending && codes.length > 0 };
}

/** The search's offers: funds whose name or code holds the words typed, less those chosen. */
function useOffers(section: FundPickerSection, words: string, chosen: readonly string[]) {
  const { i18n } = useTranslation();
  const { finder } = section;
  const [typed] = useDebouncedValue(words.trim(), 250);
  const body = { [finder.keyword]: typed, pageSize: finder.pageSize ?? 10 };
  const answer = useQuery({ ...sourceQuery(finder.call, body, i18n.language, { silent: true }), enabled: typed.length > 0 });
  return useMemo(
    () => namedAt(answer.data, finder.dataPath, finder.code, finder.name).filter((fund) => !chosen.includes(fund.code)),
    [answer.data, finder, chosen],
  );
}

function FundPickerView({ section }: { section: FundPickerSection }) {
  const { t } = useTranslation();
  const label = useLabel();
  const search = useSearch();
  const [path, navigate] = useLocation();
  const max = section.max ?? 4;
  const codes = useMemo(() => chosenCodes(search, section.param, max), [search, section.param, max]);
  const { known, unknown, loading } = useNames(section, search, codes);
  // The tray follows the comparison on screen: back on the list, it holds the funds compared here.
  const named = loading ? undefined : codes.flatMap((code) => (known.has(code) ? [{ code, name: known.get(code)! }] : []));
  const chosenKey = named ? JSON.stringify(named) : undefined;
  useEffect(() => {
    if (chosenKey) useAppStorage.getState().setCompare(JSON.parse(chosenKey) as { code: string; name: string }[]);
  }, [chosenKey]);
  const [words, setWords] = useState('');
  const offers = useOffers(section, words, codes);
  const go = (next: readonly string[]) => {
    const query = withCodes(search, section.param, next);
    navigate(query ? `${path}?${query}` : path);
  };
  const full = codes.length >= max;
  return (
    <div className="picker">
      {codes.length ? (
        <ul className="picker-chosen" aria-label={t('comparison.chosen', { count: codes.length, max })}>
          {codes.map((code) => {
            const name = known.get(code);
            return (
              <li key={code} className="picker-fund" data-unknown={unknown.has(code) || undefined}>
                <span className="picker-name">
                  {unknown.has(code) ? t('comparison.unknownCode', { code }) : (name ?? code)}
                  {name ? <span className="picker-code">{code}</span> : null}
                </span>
                <CloseButton
                  size="sm"
                  aria-label={t('comparison.remove', { name: name ?? code })}
                  onClick={() => go(codes.filter((other) => other !== code))}
                />
              </li>
            );
          })}
        </ul>
      ) : section.intro ? (
        <Text className="picker-intro">{label(section.intro)}</Text>
      ) : null}
      <div className="picker-add">
        <Select
          label={t('comparison.add')}
          description={full ? t('comparison.full', { max }) : t('comparison.count', { count: codes.length, max })}
          placeholder={t('comparison.searchPlaceholder')}
          searchable
          clearable={false}
          disabled={full}
          value={null}
          searchValue={words}
          onSearchChange={setWords}
          data={offers.map((fund) => ({ value: fund.code, label: `${fund.name} (${fund.code})` }))}
          filter={({ options }) => options}
          nothingFoundMessage={words.trim() ? t('comparison.noMatch') : undefined}
          onChange={(code) => {
            if (!code || codes.includes(code) || full) return;
            setWords('');
            go([...codes, code]);
          }}
          comboboxProps={{ withinPortal: true }}
        />
      </div>
    </div>
  );
}

function FundPickerSkeleton() {
  return (
    <div className="picker" aria-hidden="true">
      <div className="picker-add">
        <SkeletonBar width="40%" />
        <SkeletonBar className="picker-input-skeleton" />
      </div>
    </div>
  );
}

// Their words come with the kind's code (i18n/comparison-texts.ts).
addComparisonTexts();

export const fundPickerKind: SectionKind<FundPickerSection> = {
  View: FundPickerView,
  Skeleton: FundPickerSkeleton,
  isEmpty: () => false,
};

/** The kind's code, as its index.ts loads it. */
export default fundPickerKind;
