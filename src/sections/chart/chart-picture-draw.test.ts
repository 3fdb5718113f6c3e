// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import type { ChartSpec } from '../../manifest/screens.gen';
import { drawChartPicture, type PictureNode, type PictureRequest } from './chart-picture-draw';
import { buildPicture } from './chart-picture';
import { chartColors } from './chart-palette';
import type { ChartRow } from './chart-rows';
import { L, percent, trend } from './chart-test-data';

const colors = chartColors(mergeMantineTheme(DEFAULT_THEME, { primaryColor: 'blue', primaryShade: 8 }), 'system-ui, "Segoe UI", sans-serif');

const rows: ChartRow[] = Array.from({ length: 120 }, (_, day) => ({
  date: new Date(Date.UTC(2026, 0, 1 + day)).toISOString().slice(0, 10),
  fundPct: Math.sin(day / 10) * 5,
  indexPct: Math.cos(day / 10) * 5,
}));
const sectors = [
  { sector: 'Finance', weight: 40 },
  { sector: 'Energy', weight: 35 },
  { sector: 'Utilities', weight: 25 },
];
const pie: ChartSpec = { type: 'pie', x: { key: 'sector', label: L('Sector') }, series: [{ key: 'weight', label: L('Weight'), format: percent }] };

const picture = (overrides: Partial<PictureRequest> = {}) =>
  drawChartPicture({ chart: trend, rows, context: { language: 'en-US' }, surface: { colors }, width: 600, height: 320, ...overrides });

/** Every node of a picture's tree. */
const nodes = (node: PictureNode): PictureNode[] => [node, ...(node.children ?? []).flatMap(nodes)];
/** The text of every <text> element of a picture. */
const texts = (tree: PictureNode) => nodes(tree).flatMap((node) => (node.tag === 'text' && node.text !== undefined ? [node.text] : []));

describe('drawChartPicture', () => {
  it('draws the chart at the size asked for: a line per series in its colour, the legend and the axes in the language', () => {
    const tree = picture();
    expect(tree.tag).toBe('svg');
    expect(tree.attrs).toMatchObject({ width: 600, height: 320 });
    const strokes = nodes(tree).map((node) => node.attrs.stroke);
    for (const colour of colors.series.slice(0, 2)) expect(strokes).toContain(colour);
    expect(texts(tree)).toEqual(expect.arrayContaining(['Fund', 'Index', '0%', '-4%', '4%', '2026', 'Feb 2', 'Mar 17']));
    expect(texts(picture({ context: { language: 'zh-TW' } }))).toEqual(expect.arrayContaining(['基金', '指數']));
  });

  it('holds no style sheet, and writes the typeface so that an attribute holding it stays whole', () => {
    const tree = picture();
    expect(nodes(tree).map((node) => node.tag)).not.toContain('style');
    const styles = nodes(tree).flatMap((node) => (typeof node.attrs.style === 'string' ? [node.attrs.style] : []));
    expect(styles.some((style) => style.includes("system-ui, 'Segoe UI', sans-serif"))).toBe(true);
    expect(styles.join('')).not.toContain('"');
  });

  it('draws a pie with a slice per row and its legend', () => {
    const tree = picture({ chart: pie, rows: sectors });
    expect(texts(tree).join(' ')).toMatch(/Finance.*Energy.*Utilities/);
    const fills = nodes(tree).map((node) => node.attrs.fill);
    for (const colour of colors.series.slice(0, 3)) expect(fills).toContain(colour);
  });
});

describe('buildPicture', () => {
  it('builds every kind of chart the site draws, on a phone and a desktop', () => {
    const charts: Array<[ChartSpec, ChartRow[]]> = [
      [trend, rows],
      [{ ...trend, type: 'bar', zoom: false }, rows.slice(0, 12)],
      [pie, sectors],
      [{ ...pie, type: 'donut' }, sectors],
    ];
    for (const [chart, data] of charts) {
      for (const narrow of [true, false]) {
        const svg = buildPicture(picture({ chart, rows: data, surface: { colors, narrow } }));
        expect(svg.namespaceURI).toBe('http://www.w3.org/2000/svg');
        expect(svg.querySelectorAll('path').length, chart.type).toBeGreaterThan(2);
      }
    }
  });

  it('sets a hostile label as text: it stays words, never markup', () => {
    const hostile = '<img src=x onerror=alert(1)>"><script>alert(2)</script>';
    const tree = picture({ chart: { ...trend, series: [{ ...trend.series[0]!, label: L(hostile) }, trend.series[1]!] } });
    expect(texts(tree)).toContain(hostile);
    const svg = buildPicture(tree);
    expect(svg.querySelectorAll('img, script')).toHaveLength(0);
    expect([...svg.querySelectorAll('text')].map((text) => text.textContent)).toContain(hostile);
  });

  it('refuses a tree holding a script, a handler, a link, an image or a reference outside itself', () => {
    const svg = (children: PictureNode[]): PictureNode => ({ tag: 'svg', attrs: { width: 10, height: 10 }, children });
    const refused: PictureNode[] = [
      svg([{ tag: 'script', attrs: {}, text: 'alert(1)' }]),
      svg([{ tag: 'foreignObject', attrs: {} }]),
      svg([{ tag: 'image', attrs: { href: 'https://evil.example/x.png' } }]),
      svg([{ tag: 'style', attrs: {}, text: 'svg{display:none}' }]),
      { tag: 'svg', attrs: { onload: 'alert(1)' } },
      svg([{ tag: 'a', attrs: { href: 'javascript:alert(1)' }, children: [{ tag: 'text', attrs: {}, text: 'x' }] }]),
      svg([{ tag: 'path', attrs: { 'xlink:href': '#p' } }]),
      svg([{ tag: 'rect', attrs: { fill: 'url(https://evil.example/#x)' } }]),
      svg([{ tag: 'text', attrs: { style: 'background:url(//evil.example/x)' }, text: 'x' }]),
    ];
    for (const tree of refused) expect(() => buildPicture(tree), JSON.stringify(tree)).toThrow(/a chart picture may not/);
    // Its own parts it may refer to.
    expect(buildPicture(svg([{ tag: 'path', attrs: { 'clip-path': 'url(#zr0-c0)', d: 'M0 0L1 1' } }])).innerHTML).toContain('clip-path="url(#zr0-c0)"');
  });
});
