// The chart's rows as a table, drawn when its disclosure opens (chart-data-table.tsx). A chunk of its
// own: Mantine's Table brings its scroll area (and Floating UI), which the chart does not need to paint.
import { Table, Text } from '@mantine/core';
import { useTranslation } from '../../i18n/use-translation';
import { formatValue } from '../../formats/format-registry';
import { useFormatContext } from '../../formats/use-format-context';
import { useLabel } from '../../i18n/use-label';
import { valueAt } from '../source';
import { chartColumns, type ChartDataTableProps, type ChartRow } from './chart-rows';

/** Rows shown from each end of a long series. */
export const TABLE_EDGE_ROWS = 50;

/** The rows the table shows: all of a short series; the first and last `edge` of a long one. */
export function tableRows<T>(rows: readonly T[], edge = TABLE_EDGE_ROWS): { head: T[]; tail: T[]; hidden: number } {
  if (rows.length <= edge * 2) return { head: [...rows], tail: [], hidden: 0 };
  return { head: rows.slice(0, edge), tail: rows.slice(-edge), hidden: rows.length - edge * 2 };
}

/** The table itself, drawn only while the disclosure is open (it costs nothing while the chart draws). */
export default function DataTable({ chart, rows, caption }: ChartDataTableProps) {
  const { t } = useTranslation();
  const label = useLabel();
  const context = useFormatContext();
  const columns = chartColumns(chart);
  const { head, tail, hidden } = tableRows(rows);
  const line = (row: ChartRow, index: number) => (
    <Table.Tr key={index}>
      {columns.map((column, position) => {
        const formatted = formatValue(valueAt(row, column.key), column.format, { ...context, row });
        const tone = formatted.tone === 'up' || formatted.tone === 'down' ? `tone-${formatted.tone}` : undefined;
        return position === 0 ? (
          <Table.Th key={column.key} scope="row">
            {formatted.text}
          </Table.Th>
        ) : (
          <Table.Td key={column.key} ta="end" className={tone}>
            {formatted.text}
          </Table.Td>
        );
      })}
    </Table.Tr>
  );

  return (
    <>
      {hidden ? (
        <Text size="sm" className="chart-table-note">
          {t('chart.tableTruncated', { head: head.length, tail: tail.length, total: rows.length })}
        </Text>
      ) : null}
      <div className="chart-table-scroll" tabIndex={0} role="region" aria-label={t('chart.tableLabel', { name: caption })}>
        <Table striped verticalSpacing={4} fz="sm">
          <Table.Caption className="visually-hidden">{caption}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              {columns.map((column, position) => (
                <Table.Th key={column.key} scope="col" ta={position === 0 ? 'start' : 'end'}>
                  {label(column.label)}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {head.map(line)}
            {hidden ? (
              <Table.Tr>
                <Table.Td colSpan={columns.length} ta="center" className="chart-table-gap">
                  {t('chart.rowsHidden', { count: hidden })}
                </Table.Td>
              </Table.Tr>
            ) : null}
            {tail.map((row, index) => line(row, head.length + hidden + index))}
          </Table.Tbody>
        </Table>
      </div>
    </>
  );
}
