// The `table` section kind: one column per manifest field, server or client paging.
import { Group, Pagination, Skeleton, Table, Text, VisuallyHidden } from '@mantine/core';
import { Link } from 'wouter';
import { useTranslation } from 'react-i18next';
import type { Field, TableSection as TableSectionConfig } from '../../manifest/screens.gen';
import { formatValue, type FormatContext } from '../../formats/format-registry';
import { useLabel } from '../../i18n/use-label';
import type { SectionData, SectionKind, SectionProps } from '../section-types';
import { valueAt } from '../source';

type Row = Record<string, unknown>;

function rowsOf(data: SectionData): Row[] {
  return Array.isArray(data.value) ? data.value.filter((row): row is Row => typeof row === 'object' && row !== null && !Array.isArray(row)) : [];
}

function linkHref(field: Field, row: Row): string | undefined {
  if (!field.link) return undefined;
  const params = new URLSearchParams();
  for (const [param, key] of Object.entries(field.link.query ?? {})) {
    const value = valueAt(row, key);
    if (typeof value !== 'string' && typeof value !== 'number') return undefined;
    params.set(param, String(value));
  }
  const query = params.toString();
  return query ? `${field.link.route}?${query}` : field.link.route;
}

function Cell({ field, row, context }: { field: Field; row: Row; context: FormatContext }) {
  const { t } = useTranslation();
  const formatted = formatValue(valueAt(row, field.key), field.format, context);
  const href = linkHref(field, row);
  const content = formatted.empty ? (
    <span aria-label={t('states.noValue')}>{formatted.text}</span>
  ) : href ? (
    <Link href={href}>{formatted.text}</Link>
  ) : (
    formatted.text
  );
  return (
    <Table.Td ta={field.align} className={formatted.tone ? `tone-${formatted.tone}` : undefined}>
      {content}
    </Table.Td>
  );
}

/** Column headings: the same in the table and its skeleton, so the skeleton has the table's width. */
function TableHead({ fields }: { fields: Field[] }) {
  const label = useLabel();
  return (
    <Table.Thead>
      <Table.Tr>
        {fields.map((field) => (
          <Table.Th key={field.key} scope="col" ta={field.align}>
            {label(field.label)}
          </Table.Th>
        ))}
      </Table.Tr>
    </Table.Thead>
  );
}

function TableView({ section, data, paging }: SectionProps<TableSectionConfig>) {
  const { t, i18n } = useTranslation();
  const label = useLabel();
  const context: FormatContext = { language: i18n.language };
  const all = rowsOf(data);
  const clientPaged = section.paging?.mode === 'client';
  const total = data.total ?? all.length;
  const rows = clientPaged ? all.slice((paging.page - 1) * paging.pageSize, paging.page * paging.pageSize) : all;
  const pages = section.paging ? Math.max(1, Math.ceil(total / paging.pageSize)) : 1;
  const rowKey = (row: Row, index: number) => String(section.rowKey ? (valueAt(row, section.rowKey) ?? index) : index);

  return (
    <>
      <div className="table-scroll" tabIndex={0} role="region" aria-label={section.caption ? label(section.caption) : undefined}>
        <Table striped highlightOnHover verticalSpacing="xs" className="data-table">
          {section.caption ? (
            <Table.Caption>
              <VisuallyHidden>{label(section.caption)}</VisuallyHidden>
            </Table.Caption>
          ) : null}
          <TableHead fields={section.fields} />
          <Table.Tbody>
            {rows.map((row, index) => (
              <Table.Tr key={rowKey(row, index)}>
                {section.fields.map((field) => (
                  <Cell key={field.key} field={field} row={row} context={context} />
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </div>
      {section.paging ? (
        <Group justify="space-between" mt="md" gap="sm">
          <Text size="sm" aria-live="polite">
            {t('pagination.total', { total })}
          </Text>
          {pages > 1 ? (
            <Pagination
              total={pages}
              value={paging.page}
              onChange={paging.setPage}
              size="sm"
              aria-label={t('pagination.label')}
              getControlProps={(control) => ({ 'aria-label': t(`pagination.${control}`) })}
              getItemProps={(page) => ({ 'aria-label': t('pagination.page', { page }), 'aria-current': page === paging.page ? 'page' : undefined })}
            />
          ) : null}
        </Group>
      ) : null}
    </>
  );
}

function TableSkeleton({ section }: { section: TableSectionConfig }) {
  const { t } = useTranslation();
  const count = Math.min(section.paging?.pageSize ?? 10, 20);
  return (
    <div aria-busy="true">
      <VisuallyHidden role="status">{t('states.loading')}</VisuallyHidden>
      <div className="table-scroll">
        <Table verticalSpacing="xs" className="data-table">
          <TableHead fields={section.fields} />
          <Table.Tbody>
            {Array.from({ length: count }, (_, row) => (
              <Table.Tr key={row}>
                {section.fields.map((field) => (
                  <Table.Td key={field.key}>
                    {/* A non-breaking space gives the skeleton a text line's height: no shift when rows arrive. */}
                    <Skeleton radius="sm">{'\u00a0'}</Skeleton>
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </div>
      {section.paging ? <div className="pagination-placeholder" /> : null}
    </div>
  );
}

export const tableKind: SectionKind<TableSectionConfig> = {
  View: TableView,
  Skeleton: TableSkeleton,
  isEmpty: (data) => rowsOf(data).length === 0,
};
