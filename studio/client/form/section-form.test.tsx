// @vitest-environment happy-dom
// The form of a section of the real screens.json, as staff use it: a table's columns with their
// three labels side by side, typing, adding, removing and moving columns, choosing a format, a
// problem of check-config shown at its input, a chart's options, and the form in two languages.
import { readFileSync } from 'node:fs';
import { useCallback, useMemo, useState } from 'react';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { I18nextProvider } from 'react-i18next';
import type { Problem } from '../../../src/manifest/manifest-problems';
import { checkText } from '../check';
import { DEFAULT_STUDIO_LANGUAGE, studioI18n } from '../i18n';
import type { Path } from '../structure';
import { applyChanges, editChanges } from './apply-edit';
import { SchemaForm, type FormEdit } from './section-form';

const TEXT = readFileSync('screens.json', 'utf8');
const DOC = JSON.parse(TEXT) as unknown;
/** The `trading` table of the details screen's first tab: seven columns. */
const TRADING: Path = ['screens', 1, 'tabs', 0, 'sections', 2];
const FIELDS: Path = [...TRADING, 'fields'];
/** The `trend` chart of the same tab. */
const TREND: Path = ['screens', 1, 'tabs', 0, 'sections', 7];

// The studio's language is the instance's state: left as the studio starts, for the tests after these.
afterAll(() => studioI18n.changeLanguage(DEFAULT_STUDIO_LANGUAGE));

const columns = () => (DOC as { screens: { tabs: { sections: { fields: unknown[] }[] }[] }[] }).screens[1]!.tabs[0]!.sections[2]!.fields;

function renderForm({ doc = DOC, path = TRADING, problems = [] }: { doc?: unknown; path?: Path; problems?: readonly Problem[] } = {}) {
  const onEdit = vi.fn<(edit: FormEdit) => void>();
  const view = render(
    <I18nextProvider i18n={studioI18n}>
      <MantineProvider env="test">
        <SchemaForm doc={doc} path={path} problems={problems} onEdit={onEdit} />
      </MantineProvider>
    </I18nextProvider>,
  );
  return { onEdit, ...view };
}

/** Opens a list item by its heading ("2. stockCode · Stock code") and gives its form. */
function openItem(heading: RegExp): HTMLElement {
  const button = screen.getByRole('button', { name: heading });
  if (button.getAttribute('aria-expanded') !== 'true') fireEvent.click(button);
  return screen.getByRole('group', { name: heading });
}

/** The options a select offers, opened as a user opens it. */
function optionsOf(select: HTMLElement): string[] {
  fireEvent.click(select);
  return screen.getAllByRole('option').map((option) => option.textContent ?? '');
}

const choose = (select: HTMLElement, option: string) => {
  fireEvent.click(select);
  fireEvent.click(screen.getByRole('option', { name: option }));
};

const inputNamed = (container: HTMLElement, name: string) => within(container).getByRole('textbox', { name }) as HTMLInputElement;

describe('the form of a table section', () => {
  beforeEach(() => studioI18n.changeLanguage('en-US'));
  afterEach(cleanup);

  it("lists the columns, and shows a column's three labels side by side", () => {
    renderForm();
    const fields = screen.getByRole('group', { name: 'Fields' });
    const headings = within(fields)
      .getAllByRole('button', { expanded: false })
      .map((button) => button.textContent);
    expect(headings).toEqual([
      '▸1. tradingCurrency · Trading currency',
      '▸2. stockCode · Stock code',
      '▸3. boardLot · Board lot',
      '▸4. isin · ISIN',
      '▸5. sedol · SEDOL',
      '▸6. reutersCode · Reuters code',
      '▸7. bloombergCode · Bloomberg code',
    ]);

    const column = openItem(/^2\. stockCode/);
    const label = within(column).getByRole('group', { name: 'Label' });
    const texts = ['繁體中文', '简体中文', 'English'].map((language) => inputNamed(label, language));
    expect(texts.map((input) => input.value)).toEqual(['股份代號', '股份代号', 'Stock code']);
    // One row: the three inputs are in the same row of the label's group.
    const row = texts[0]!.closest('.mantine-Group-root')!;
    expect(texts.every((input) => row.contains(input))).toBe(true);
    expect(inputNamed(column, 'Key').value).toBe('stockCode');
  });

  it("sends what is typed into a column's English label, at that label's path", () => {
    const { onEdit } = renderForm();
    const label = within(openItem(/^2\. stockCode/)).getByRole('group', { name: 'Label' });
    fireEvent.change(inputNamed(label, 'English'), { target: { value: 'Stock codes' } });
    expect(onEdit).toHaveBeenLastCalledWith({ path: [...FIELDS, 1, 'label', 'en-US'], value: 'Stock codes' });
  });

  it('adds, removes and moves columns', () => {
    const { onEdit } = renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Add item: Fields' }));
    expect(onEdit).toHaveBeenLastCalledWith({
      path: [...FIELDS, 7],
      value: { key: 'fundName', label: { 'zh-TW': '基金名稱', 'zh-CN': '基金名称', 'en-US': 'Fund name' } },
    });

    fireEvent.click(screen.getByRole('button', { name: 'Remove 3. boardLot · Board lot' }));
    expect(onEdit).toHaveBeenLastCalledWith({ path: [...FIELDS, 2], remove: true });

    const [first, second, third, ...rest] = columns();
    fireEvent.click(screen.getByRole('button', { name: 'Move 2. stockCode · Stock code up' }));
    expect(onEdit).toHaveBeenLastCalledWith({ path: FIELDS, value: [second, first, third, ...rest] });
    fireEvent.click(screen.getByRole('button', { name: 'Move 2. stockCode · Stock code down' }));
    expect(onEdit).toHaveBeenLastCalledWith({ path: FIELDS, value: [first, third, second, ...rest] });
    // The first cannot go up, nor the last down.
    expect((screen.getByRole('button', { name: 'Move 1. tradingCurrency · Trading currency up' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Move 7. bloombergCode · Bloomberg code down' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('offers every format type, and choosing percent makes a valid percent format', async () => {
    const { onEdit } = renderForm();
    const format = within(openItem(/^3\. boardLot/)).getByRole('group', { name: 'Format' });
    const type = within(format).getByRole('combobox', { name: 'Type' }) as HTMLInputElement;
    expect(type.value).toBe('number');
    expect(optionsOf(type)).toEqual(['text', 'number', 'percent', 'change', 'currency', 'compact', 'date', 'dateTime', 'dict', 'enum', 'link', 'list']);
    fireEvent.click(screen.getByRole('option', { name: 'percent' }));
    const edit = onEdit.mock.lastCall![0];
    expect(edit).toEqual({ path: [...FIELDS, 2, 'format'], value: { type: 'percent', scale: 'fraction' } });
    const result = await checkText(applyChanges(TEXT, editChanges(TEXT, edit)));
    expect(result.ok ? [] : result.problems).toEqual([]);
  });

  it('adds a missing optional property with its smallest valid value, and removes one', () => {
    const { onEdit } = renderForm();
    const column = openItem(/^3\. boardLot/);
    const add = within(column).getByRole('combobox', { name: 'Add property: 3. boardLot · Board lot' });
    expect(optionsOf(add)).toEqual(['Link', 'Sortable', 'Width', 'Phone card · card', 'Hint']);
    fireEvent.click(screen.getByRole('option', { name: 'Width' }));
    expect(onEdit).toHaveBeenLastCalledWith({ path: [...FIELDS, 2, 'width'], value: 40 });
    fireEvent.click(within(column).getByRole('button', { name: 'Remove Alignment' }));
    expect(onEdit).toHaveBeenLastCalledWith({ path: [...FIELDS, 2, 'align'], remove: true });
    // What must be there cannot be removed.
    expect(within(column).queryByRole('button', { name: 'Remove Key' })).toBeNull();
  });

  it("switches the section's kind, keeping its id, title and data source", () => {
    const { onEdit } = renderForm();
    choose(screen.getByRole('combobox', { name: 'Section kind' }), 'keyValue');
    const { value } = onEdit.mock.lastCall![0] as { value: Record<string, unknown> };
    expect(value).toMatchObject({
      id: 'trading',
      kind: 'keyValue',
      title: { 'en-US': 'Trading information' },
      source: { call: '/v1/fundProduct/detail/tradeInfo' },
    });
    expect(value).not.toHaveProperty('rowKey');
  });

  it('adds a request body field by name', () => {
    const { onEdit } = renderForm();
    const body = screen.getByRole('group', { name: 'Request body' });
    fireEvent.change(within(body).getByRole('textbox', { name: 'New entry name: Request body' }), { target: { value: 'lang' } });
    fireEvent.click(within(body).getByRole('button', { name: 'Add: Request body' }));
    expect(onEdit).toHaveBeenLastCalledWith({ path: [...TRADING, 'source', 'body', 'lang'], value: { value: '' } });
  });
});

describe('values of several types, and lists of single values', () => {
  beforeEach(() => studioI18n.changeLanguage('en-US'));
  afterEach(cleanup);

  it('types a fixed request value as text or as a number, as chosen', () => {
    const body: Path = [...TRADING, 'source', 'body', 'productCode'];
    const text = applyChanges(TEXT, editChanges(TEXT, { path: body, value: { value: '2800' } }));
    const { onEdit } = renderForm({ doc: JSON.parse(text) });
    const entry = screen.getByRole('group', { name: 'productCode' });
    const type = within(entry).getByRole('combobox', { name: 'Type of Value' }) as HTMLInputElement;
    expect(type.value).toBe('Text');
    expect(inputNamed(entry, 'Value').value).toBe('2800');
    expect(optionsOf(type)).toEqual(['Text', 'Number', 'Yes / no', 'Nothing (null)']);
    fireEvent.click(screen.getByRole('option', { name: 'Number' }));
    expect(onEdit).toHaveBeenLastCalledWith({ path: [...body, 'value'], value: 2800 });
  });

  it('lists single values a row each, named by the list and their place', () => {
    const { onEdit } = renderForm({ path: TREND });
    const keep = screen.getByRole('group', { name: 'Keep parameters' });
    expect(inputNamed(keep, 'Keep parameters 1').value).toBe('code');
    fireEvent.change(inputNamed(keep, 'Keep parameters 1'), { target: { value: 'codes' } });
    expect(onEdit).toHaveBeenLastCalledWith({ path: [...TREND, 'more', 'keep', 0], value: 'codes' });
    fireEvent.click(within(keep).getByRole('button', { name: 'Add item: Keep parameters' }));
    expect(onEdit).toHaveBeenLastCalledWith({ path: [...TREND, 'more', 'keep', 1], value: '' });
  });
});

describe('problems in the form', () => {
  beforeEach(() => studioI18n.changeLanguage('en-US'));
  afterEach(cleanup);

  it("shows check-config's words for a column 5 px wide at its width input", async () => {
    const text = applyChanges(TEXT, editChanges(TEXT, { path: [...FIELDS, 1, 'width'], value: 5 }));
    const result = await checkText(text);
    if (result.ok) throw new Error('a width of 5 should be a problem');
    const [problem] = result.problems;
    expect(problem!.pointer).toBe('/screens/1/tabs/0/sections/2/fields/1/width');

    renderForm({ doc: JSON.parse(text), problems: result.problems });
    // The column with the problem is open already, and its heading counts it.
    expect(screen.getByRole('button', { name: /^2\. stockCode/, expanded: true }).textContent).toContain('1 problem');
    const width = within(screen.getByRole('group', { name: /^2\. stockCode/ })).getByRole('textbox', { name: 'Width' });
    expect(width.getAttribute('aria-invalid')).toBe('true');
    const error = document.getElementById(
      width
        .getAttribute('aria-describedby')!
        .split(' ')
        .find((id) => id.endsWith('-error'))!,
    );
    expect(error!.textContent).toBe(`${problem!.place}: ${problem!.message}`);
    expect(error!.textContent).toContain('it must be at least 40');
    // Shown once: not by the column nor the section too.
    expect(screen.getAllByText(`${problem!.place}: ${problem!.message}`)).toHaveLength(1);
  });

  it('shows a missing required key at the object that lacks it', async () => {
    const text = applyChanges(TEXT, editChanges(TEXT, { path: [...FIELDS, 2, 'format'], value: { type: 'percent' } }));
    const result = await checkText(text);
    if (result.ok) throw new Error('a percent format without scale should be a problem');
    renderForm({ doc: JSON.parse(text), problems: result.problems });
    const format = within(screen.getByRole('group', { name: /^3\. boardLot/ })).getByRole('group', { name: 'Format' });
    expect(within(format).getByText(/missing "scale", which is required here/)).toBeTruthy();
  });
});

describe('the form of a chart section', () => {
  beforeEach(() => studioI18n.changeLanguage('en-US'));
  afterEach(cleanup);

  it("shows the chart's options, its series and its visibility rules", () => {
    renderForm({ path: TREND });
    const chart = screen.getByRole('group', { name: 'Chart' });
    // The chart's own type comes first; its axis and series formats have one each below.
    expect((within(chart).getAllByRole('combobox', { name: 'Type' })[0] as HTMLInputElement).value).toBe('line');
    const x = within(chart).getByRole('group', { name: 'X axis' });
    expect(inputNamed(x, 'Key').value).toBe('date');
    const series = within(chart).getByRole('group', { name: 'Series' });
    expect(
      within(series)
        .getAllByRole('button', { expanded: false })
        .map((button) => button.textContent),
    ).toEqual(['▸1. fundPct · Fund', '▸2. indexPct · Index']);
    expect((within(chart).getByRole('switch', { name: 'Zoom' }) as HTMLInputElement).checked).toBe(true);
    const yFormat = within(chart).getByRole('group', { name: 'Y axis format' });
    expect((within(yFormat).getByRole('combobox', { name: 'Type' }) as HTMLInputElement).value).toBe('percent');
    const ranges = within(chart).getByRole('group', { name: 'Range buttons' });
    expect(inputNamed(ranges, 'Parameter').value).toBe('period');
    expect(within(ranges).getAllByRole('button', { name: /^\d+\. \w+ · / })).toHaveLength(8);

    const visible = screen.getByRole('group', { name: 'Visibility' });
    const rule = within(visible).getByRole('button', { name: '1. listingDate' });
    fireEvent.click(rule);
    expect((within(visible).getByRole('textbox', { name: 'Older than (months)' }) as HTMLInputElement).value).toBe('6');
  });
});

describe("the form's language", () => {
  afterEach(cleanup);

  it("names properties and buttons in the studio's language, and follows a switch", async () => {
    await studioI18n.changeLanguage('zh-TW');
    renderForm();
    expect(screen.getByRole('group', { name: '欄位清單' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '新增一項：欄位清單' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: '區塊種類' })).toBeTruthy();
    // Labels are quoted in the studio's language when no preview language is given.
    expect(screen.getByRole('button', { name: /^2\. stockCode · 股份代號$/ })).toBeTruthy();

    await act(() => studioI18n.changeLanguage('en-US'));
    expect(screen.getByRole('group', { name: 'Fields' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add item: Fields' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Section kind' })).toBeTruthy();

    await act(() => studioI18n.changeLanguage('zh-CN'));
    expect(screen.getByRole('group', { name: '字段列表' })).toBeTruthy();
  });
});

/** The form as the studio will use it: each edit changes the text, and the form is drawn from the new text. */
function Live({ onText }: { onText: (text: string) => void }) {
  const [text, setText] = useState(TEXT);
  const doc = useMemo(() => JSON.parse(text) as unknown, [text]);
  const onEdit = useCallback(
    (edit: FormEdit) =>
      setText((current) => {
        const next = applyChanges(current, editChanges(current, edit));
        onText(next);
        return next;
      }),
    [onText],
  );
  return (
    <I18nextProvider i18n={studioI18n}>
      <MantineProvider env="test">
        <SchemaForm doc={doc} path={TRADING} problems={[]} onEdit={onEdit} previewLanguage="en-US" />
      </MantineProvider>
    </I18nextProvider>
  );
}

describe('typing in the form', () => {
  beforeEach(() => studioI18n.changeLanguage('en-US'));
  afterEach(cleanup);

  it('keeps the input, its focus and its caret while the text changes under it', () => {
    let text = TEXT;
    render(<Live onText={(next) => (text = next)} />);
    const label = within(openItem(/^2\. stockCode/)).getByRole('group', { name: 'Label' });
    const english = inputNamed(label, 'English');
    english.focus();
    for (const typed of ['Stock c', 'Stock co', 'Stock cod', 'Stock code', 'Stock codes']) {
      fireEvent.change(english, { target: { value: typed } });
      english.setSelectionRange(typed.length, typed.length);
    }
    // The same element, still focused, caret where it was, and the text has every keystroke.
    expect(inputNamed(within(screen.getByRole('group', { name: /^2\. stockCode/ })).getByRole('group', { name: 'Label' }), 'English')).toBe(english);
    expect(document.activeElement).toBe(english);
    expect(english.value).toBe('Stock codes');
    expect(english.selectionStart).toBe('Stock codes'.length);
    expect(JSON.parse(text).screens[1].tabs[0].sections[2].fields[1].label['en-US']).toBe('Stock codes');
    expect(`${JSON.stringify(JSON.parse(text), null, 2)}\n`).toBe(text);
    // The heading follows the new label.
    expect(screen.getByRole('button', { name: '▾2. stockCode · Stock codes'.slice(1) })).toBeTruthy();
  });

  it('keeps a column open where it moves to', () => {
    render(<Live onText={() => undefined} />);
    openItem(/^2\. stockCode/);
    fireEvent.click(screen.getByRole('button', { name: 'Move 2. stockCode · Stock code up' }));
    expect(screen.getByRole('button', { name: /^1\. stockCode/ }).getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('button', { name: /^2\. tradingCurrency/ }).getAttribute('aria-expanded')).toBe('false');
    // The focus moved with it; at the top, to its other move button.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move 1. stockCode · Stock code down' }));
  });
});
