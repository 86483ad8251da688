import { useLayoutEffect, useRef, type RefObject } from 'react';
import type { OutputColumn } from 'random-american-generator';
import { columnName, move, shownColumns, tick, type ColumnChoice } from './exportColumns.ts';

export type DateFormat = 'us' | 'iso';
export type ColumnCase = 'camel' | 'snake';

export interface ChooserValue {
  choice: ColumnChoice;
  dateFormat: DateFormat;
  columnCase: ColumnCase;
}

/** What a column holds, where its name alone does not say. */
const COLUMN_NOTES: Partial<Record<OutputColumn, string>> = {
  id: 'the person’s number in the seed, a primary key',
  stateCode: 'two letters, such as TX',
  householdId: 'the household’s number in the seed',
  relationship: 'to the householder, such as spouse or child',
};

interface Props {
  id: string;
  value: ChooserValue;
  /** A file of households, whose rows have a household's two columns too. */
  households: boolean;
  onChange: (value: ChooserValue) => void;
  /** The reason no column can be written, shown in the chooser; null when there is none. */
  error: string | null;
  /** The chooser opens and its first box takes focus when a refused Download asks it to. */
  firstBox: RefObject<HTMLInputElement | null>;
  details: RefObject<HTMLDetailsElement | null>;
}

/**
 * "Columns and dates": a closed disclosure in the export form with a box for every column (in
 * the file's order, each with Move up and Move down), how a birthdate is written and how the
 * columns are named.
 */
export function ColumnChooser({
  id,
  value,
  households,
  onChange,
  error,
  firstBox,
  details,
}: Props) {
  const { choice, dateFormat, columnCase } = value;
  const snake = columnCase === 'snake';
  const moveButtons = useRef(new Map<string, HTMLButtonElement>());
  // A moved row's button keeps focus (React moves its element, which drops focus); at either
  // end, where it is disabled, focus goes to the row's other button.
  const focusAfterMove = useRef<{ column: OutputColumn; by: -1 | 1 } | null>(null);
  useLayoutEffect(() => {
    if (!focusAfterMove.current) return;
    const { column, by } = focusAfterMove.current;
    const same = moveButtons.current.get(`${column}${by}`);
    const other = moveButtons.current.get(`${column}${-by}`);
    (same && !same.disabled ? same : other)?.focus();
    focusAfterMove.current = null;
  }, [choice]);

  const field = (name: string) => `${id}-${name}`;
  const shown = shownColumns(choice, households);
  const last = shown.length - 1;
  return (
    <details ref={details} className="export-chooser">
      <summary>Columns and dates</summary>
      <fieldset className="export-columns" aria-describedby={field('columns-error')}>
        <legend>Columns, in the file’s order</legend>
        <ol>
          {shown.map((column, at) => {
            const name = columnName(column, snake);
            const box = field(`column-${column}`);
            const note = COLUMN_NOTES[column];
            const moveButton = (by: -1 | 1) => (
              <button
                ref={(element) => {
                  if (element) moveButtons.current.set(`${column}${by}`, element);
                  else moveButtons.current.delete(`${column}${by}`);
                }}
                type="button"
                className="button button-outlined export-move"
                aria-label={`Move ${name} ${by < 0 ? 'up' : 'down'}`}
                disabled={by < 0 ? at === 0 : at === last}
                onClick={() => {
                  onChange({ ...value, choice: move(choice, shown, column, by) });
                  focusAfterMove.current = { column, by };
                }}
              >
                {by < 0 ? 'Up' : 'Down'}
              </button>
            );
            return (
              <li key={column}>
                <input
                  ref={at === 0 ? firstBox : undefined}
                  id={box}
                  type="checkbox"
                  checked={choice.ticked.has(column)}
                  onChange={(event) =>
                    onChange({ ...value, choice: tick(choice, column, event.target.checked) })
                  }
                  aria-describedby={note ? `${box}-note` : undefined}
                />
                <label htmlFor={box}>{name}</label>
                {note && (
                  <span id={`${box}-note`} className="export-column-note">
                    {note}
                  </span>
                )}
                {moveButton(-1)}
                {moveButton(1)}
              </li>
            );
          })}
        </ol>
        <p id={field('columns-error')} className="export-error" aria-live="polite">
          {error}
        </p>
      </fieldset>
      <fieldset className="export-choices">
        <legend>Birthdates</legend>
        <label>
          <input
            type="radio"
            name={field('date-format')}
            checked={dateFormat === 'us'}
            onChange={() => onChange({ ...value, dateFormat: 'us' })}
          />
          9/3/1976, as on the card
        </label>
        <label>
          <input
            type="radio"
            name={field('date-format')}
            checked={dateFormat === 'iso'}
            onChange={() => onChange({ ...value, dateFormat: 'iso' })}
          />
          1976-09-03 (ISO; a DATE in SQL)
        </label>
      </fieldset>
      <fieldset className="export-choices">
        <legend>Column names</legend>
        <label>
          <input
            type="radio"
            name={field('column-case')}
            checked={columnCase === 'camel'}
            onChange={() => onChange({ ...value, columnCase: 'camel' })}
          />
          firstName (camel case)
        </label>
        <label>
          <input
            type="radio"
            name={field('column-case')}
            checked={columnCase === 'snake'}
            onChange={() => onChange({ ...value, columnCase: 'snake' })}
          />
          first_name (snake case)
        </label>
      </fieldset>
    </details>
  );
}
