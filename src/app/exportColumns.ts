/**
 * The export's columns as the form holds them: every column the file may have, in the order the
 * user has put them, each ticked or not. The library writes the ticked ones in that order.
 */
import { COLUMNS, OUTPUT_COLUMNS, type OutputColumn } from 'random-american-generator';
import { snakeCase } from 'random-american-generator/page';

export interface ColumnChoice {
  /** Every column, in the order the file would write them. */
  order: readonly OutputColumn[];
  ticked: ReadonlySet<OutputColumn>;
}

/** Today's file: COLUMNS ticked, in their order, after `id`, which is not. */
export const DEFAULT_CHOICE: ColumnChoice = {
  order: OUTPUT_COLUMNS,
  ticked: new Set<OutputColumn>(COLUMNS),
};

/** The ticked columns, in order: the library's `columns`. */
export function chosenColumns(choice: ColumnChoice): OutputColumn[] {
  return choice.order.filter((column) => choice.ticked.has(column));
}

export function tick(choice: ColumnChoice, column: OutputColumn, on: boolean): ColumnChoice {
  const ticked = new Set(choice.ticked);
  if (on) ticked.add(column);
  else ticked.delete(column);
  return { ...choice, ticked };
}

/** The column one place earlier (-1) or later (+1); the same choice at either end. */
export function move(choice: ColumnChoice, column: OutputColumn, by: -1 | 1): ColumnChoice {
  const at = choice.order.indexOf(column);
  const to = at + by;
  if (at < 0 || to < 0 || to >= choice.order.length) return choice;
  const order = [...choice.order];
  order[at] = order[to] as OutputColumn;
  order[to] = column;
  return { ...choice, order };
}

/** The column's name as the file writes it: firstName, or first_name in snake case. */
export function columnName(column: OutputColumn, snake: boolean): string {
  return snake ? snakeCase(column) : column;
}
