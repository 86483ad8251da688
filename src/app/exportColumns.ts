/**
 * The export's columns as the form holds them: every column the file may have, in the order the
 * user has put them, each ticked or not. The library writes the ticked ones in that order; a
 * household's two columns only when the file is of households.
 */
import { COLUMNS, OUTPUT_COLUMNS, type OutputColumn } from 'random-american-generator';
import { HOUSEHOLD_ONLY_COLUMNS, snakeCase } from 'random-american-generator/page';

export interface ColumnChoice {
  /** Every column, in the order the file would write them. */
  order: readonly OutputColumn[];
  ticked: ReadonlySet<OutputColumn>;
}

/** Today's file: COLUMNS ticked, in their order, after `id`, which is not; then a household's. */
export const DEFAULT_CHOICE: ColumnChoice = {
  order: OUTPUT_COLUMNS,
  ticked: new Set<OutputColumn>([...COLUMNS, ...HOUSEHOLD_ONLY_COLUMNS]),
};

const HOUSEHOLD_ONLY: ReadonlySet<OutputColumn> = new Set(HOUSEHOLD_ONLY_COLUMNS);

/** The columns the chooser lists: a household's two only for a file of households. */
export function shownColumns(choice: ColumnChoice, households: boolean): OutputColumn[] {
  return choice.order.filter((column) => households || !HOUSEHOLD_ONLY.has(column));
}

/** The ticked columns, in order: the library's `columns`. */
export function chosenColumns(choice: ColumnChoice, households: boolean): OutputColumn[] {
  return shownColumns(choice, households).filter((column) => choice.ticked.has(column));
}

export function tick(choice: ColumnChoice, column: OutputColumn, on: boolean): ColumnChoice {
  const ticked = new Set(choice.ticked);
  if (on) ticked.add(column);
  else ticked.delete(column);
  return { ...choice, ticked };
}

/**
 * The column swapped with the one listed before it (-1) or after it (+1) among `shown`; the same
 * choice at either end.
 */
export function move(
  choice: ColumnChoice,
  shown: readonly OutputColumn[],
  column: OutputColumn,
  by: -1 | 1,
): ColumnChoice {
  const neighbour = shown[shown.indexOf(column) + by];
  if (!shown.includes(column) || neighbour === undefined) return choice;
  const order = [...choice.order];
  const at = order.indexOf(column);
  const to = order.indexOf(neighbour);
  order[at] = neighbour;
  order[to] = column;
  return { ...choice, order };
}

/** The column's name as the file writes it: firstName, or first_name in snake case. */
export function columnName(column: OutputColumn, snake: boolean): string {
  return snake ? snakeCase(column) : column;
}
