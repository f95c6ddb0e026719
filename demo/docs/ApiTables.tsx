import type { ReactNode } from 'react';
import { Code, Described } from './Described';
import type { ElementDoc } from './model';

const TABLE = 'w-full border-collapse text-left text-sm';
// Cells wrap anywhere (long types and URLs), so a table fits a phone's width without scrolling sideways.
const CELL = 'border-b border-slate-200 px-2 py-2 align-top [overflow-wrap:anywhere] dark:border-slate-700';
const HEAD = `${CELL} font-semibold`;

type Column<T> = { title: string; cell: (row: T) => ReactNode };

/** One API table under its heading (which names the table), or nothing when the element has none of these. */
function ApiTable<T>({ id, title, rows, columns }: { id: string; title: string; rows: T[]; columns: Column<T>[] }) {
  if (rows.length === 0) return null;
  return (
    <section className="mt-8">
      <h3 id={id} className="text-xl font-semibold">
        {title}
      </h3>
      <table className={`${TABLE} mt-3`} aria-labelledby={id}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.title} scope="col" className={HEAD}>
                {column.title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows of a fixed document
            <tr key={index}>
              {columns.map((column, columnIndex) =>
                columnIndex === 0 ? (
                  <th key={column.title} scope="row" className={`${CELL} font-normal`}>
                    {column.cell(row)}
                  </th>
                ) : (
                  <td key={column.title} className={CELL}>
                    {column.cell(row)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

const description = <T extends { description: string }>(row: T) => <Described text={row.description} />;

/** Everything the manifest says about the element, one table per kind. */
export function ApiTables({ doc }: { doc: ElementDoc }) {
  return (
    <>
      <ApiTable
        id="api-properties"
        title="Properties and attributes"
        rows={doc.properties}
        columns={[
          { title: 'Property', cell: (p) => <Code>{p.name}</Code> },
          { title: 'Attribute', cell: (p) => (p.attribute ? <Code>{p.attribute}</Code> : '—') },
          { title: 'Type', cell: (p) => <Code>{p.type}</Code> },
          { title: 'Default', cell: (p) => (p.default !== undefined ? <Code>{p.default}</Code> : '—') },
          { title: 'Description', cell: description },
        ]}
      />
      <ApiTable
        id="api-events"
        title="Events"
        rows={doc.events}
        columns={[
          { title: 'Event', cell: (e) => <Code>{e.name}</Code> },
          { title: 'Detail', cell: (e) => <Code>{e.detailType}</Code> },
          { title: 'Description', cell: description },
        ]}
      />
      <ApiTable
        id="api-methods"
        title="Methods"
        rows={doc.methods}
        columns={[
          { title: 'Method', cell: (m) => <Code>{m.signature}</Code> },
          { title: 'Description', cell: description },
        ]}
      />
      <ApiTable
        id="api-slots"
        title="Slots"
        rows={doc.slots}
        columns={[
          { title: 'Slot', cell: (s) => <Code>{s.name}</Code> },
          { title: 'Description', cell: description },
        ]}
      />
      <ApiTable
        id="api-parts"
        title="CSS parts"
        rows={doc.cssParts}
        columns={[
          { title: 'Part', cell: (p) => <Code>{p.name}</Code> },
          { title: 'Description', cell: description },
        ]}
      />
      <ApiTable
        id="api-css-properties"
        title="CSS custom properties"
        rows={doc.cssProperties}
        columns={[
          { title: 'Custom property', cell: (p) => <Code>{p.name}</Code> },
          { title: 'Description', cell: description },
        ]}
      />
    </>
  );
}
