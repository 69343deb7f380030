// A table of rows of one kind: its column headers as data, then one row per item, the cells
// drawn by the caller. The pages' lists and cards use it so the table markup is written once.
import type { HTMLAttributes, ReactNode } from "react";
import { TBody, TH, THead, TR, Table } from "@/components/ui/table";

/** A column's header: its text, or its text and the classes of its header cell (alignment, when it hides). */
export type Column = ReactNode | { label: ReactNode; className: string };

/** The header of a column of row actions (buttons): named for screen readers only. */
export const actionsColumn = (className = ""): Column => ({ label: <span className="sr-only">Actions</span>, className });

type RowAttributes = HTMLAttributes<HTMLTableRowElement> & { [data: `data-${string}`]: string | undefined };

export function DataTable<T>({
  columns,
  rows,
  rowKey,
  rowProps,
  children,
  ...table
}: Omit<HTMLAttributes<HTMLTableElement>, "children"> & {
  /** false leaves a column out (e.g. the actions of a role that may not act). */
  columns: (Column | false)[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  rowProps?: (row: T) => RowAttributes;
  /** The row's cells. */
  children: (row: T) => ReactNode;
}) {
  return (
    <Table {...table}>
      <THead>
        <TR>
          {columns.map((column, i) =>
            column === false ? null : column !== null && typeof column === "object" && "className" in column ? (
              <TH key={i} className={column.className}>
                {column.label}
              </TH>
            ) : (
              <TH key={i}>{column}</TH>
            ),
          )}
        </TR>
      </THead>
      <TBody>
        {rows.map((row) => (
          <TR key={rowKey(row)} {...rowProps?.(row)}>
            {children(row)}
          </TR>
        ))}
      </TBody>
    </Table>
  );
}
