// @vitest-environment happy-dom
// The fund picker: the address holds the funds; each is named from the comparison's answer and can be
// removed (a new address, so Back undoes it); a code the answer does not know says so.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { i18n } from '../../i18n/i18n';
import type { FundPickerSection } from '../../manifest/screens.gen';
import { chosenCodes, fundPickerKind, withCodes } from './fund-picker-kind';

const words = (text: string) => ({ 'zh-TW': text, 'zh-CN': text, 'en-US': text });
const section: FundPickerSection = {
  id: 'p',
  kind: 'fundPicker',
  param: 'codes',
  max: 4,
  finder: { call: '/v1/fundProduct/list', keyword: 'keyword', dataPath: 'list', code: 'fundCode', name: 'fundName' },
  names: {
    source: {
      call: '/v1/fundProduct/compare/{period}',
      body: { productCodes: { query: 'codes', list: true } },
      dataPath: '',
      pathParams: { period: { value: '1Y' } },
    },
    list: 'funds',
    code: 'fundCode',
    name: 'fundName',
    unknown: 'unknownCodes',
  },
  intro: words('Choose funds to compare.'),
};

function draw(path: string) {
  const location = memoryLocation({ path, record: true });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(['call', '/v1/fundProduct/compare/1Y', 'en-US', { productCodes: ['2800', '9999', '2808'] }], {
    funds: [
      { fundCode: '2800', fundName: 'Harbour Hang Seng Index ETF' },
      { fundCode: '2808', fundName: 'Peakstone Hang Seng TECH Index ETF' },
    ],
    unknownCodes: ['9999'],
  });
  const { View } = fundPickerKind;
  render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider>
        <QueryClientProvider client={client}>
          <Router hook={location.hook} searchHook={location.searchHook}>
            <View section={section} data={{ value: undefined, total: undefined }} controls={{} as never} />
          </Router>
        </QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>,
  );
  return location;
}

beforeAll(() => i18n.changeLanguage('en-US'));
afterEach(cleanup);

describe('the address as the comparison', () => {
  it('reads the codes trimmed, once each, at most max', () => {
    expect(chosenCodes('codes=2800,%202808,,2800,3033,3034,3035', 'codes', 4)).toEqual(['2800', '2808', '3033', '3034']);
    expect(chosenCodes('other=1', 'codes', 4)).toEqual([]);
  });
  it('writes them with commas a person can read, keeping the other parameters', () => {
    expect(withCodes('codes=2800&x=1', 'codes', ['2800', '2808'])).toBe('codes=2800,2808&x=1');
    expect(withCodes('codes=2800&x=1', 'codes', [])).toBe('x=1');
  });
});

describe('fund picker', () => {
  it('names each chosen fund from the answer, says which code is unknown, and removes one by a new address', async () => {
    const location = draw('/compare?codes=2800,9999,2808');
    expect(await screen.findByText('Harbour Hang Seng Index ETF')).toBeTruthy();
    expect(screen.getByText('9999: no such fund')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Remove Harbour Hang Seng Index ETF from the comparison' })));
    expect(location.history!.at(-1)).toBe('/compare?codes=9999,2808');
    expect(location.history).toHaveLength(2);
  });

  it('invites a choice while none is made', () => {
    draw('/compare');
    expect(screen.getByText('Choose funds to compare.')).toBeTruthy();
    expect(screen.getByText('0 of 4 chosen')).toBeTruthy();
  });
});
