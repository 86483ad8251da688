import {
  memo,
  useLayoutEffect,
  useSyncExternalStore,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { Copy, Lock, LockOpen, Pencil } from 'lucide-react';
import type { Field } from 'random-american-generator';
import { valuesShown } from './firstPaint.ts';
import type { PersonStore } from './personStore.ts';
import { IconTooltip } from './tooltips.tsx';

interface FieldRowProps {
  field: Field;
  /** Where the row reads its value (ValueButton). */
  store: PersonStore;
  locked: boolean;
  onCopy: (field: Field) => void;
  onToggleLock: (field: Field) => void;
  /** Opens or closes this row's editor. */
  onEdit: (field: Field) => void;
  /** The open editor (FieldEditor.tsx), shown under the row; null while closed. */
  editor: ReactNode;
}

/** The ids of a row's parts: the editor labels its control by the row's label. */
export const rowIds = (field: Field) => ({
  label: `field-label-${field.key}`,
  value: `field-value-${field.key}`,
  editName: `field-edit-${field.key}`,
  editor: `field-editor-${field.key}`,
});

/** One element for every row and render: React skips an element it has already rendered. */
const PENCIL = <Pencil className="value-pencil" aria-hidden="true" />;

/**
 * The value is a button that opens the row's editor. It holds nothing but the value text (the
 * page contract's `data-field` element), so its name comes from a hidden "Edit <Label>" and
 * itself: no attribute depends on the value, which the first paint writes before hydration.
 * Clicked before React is there, it is kept (earlyClicks.ts) and opens the editor once hydrated.
 * A pencil, outside it for that reason, shows over its end while a pointer rests on it or focus
 * is on it; the pointer passes through the pencil to the value.
 */
export const FieldRow = memo(function FieldRow({
  field,
  store,
  locked,
  onCopy,
  onToggleLock,
  onEdit,
  editor,
}: FieldRowProps) {
  const ids = rowIds(field);
  const open = editor !== null;
  return (
    <div className="field">
      <dt className="field-label" id={ids.label}>
        {field.label}
      </dt>
      <dd className="field-value">
        <ValueButton field={field} store={store} open={open} onEdit={onEdit} />
        {PENCIL}
        <span id={ids.editName} hidden>
          {`Edit ${field.label}`}
        </span>
      </dd>
      <FieldButtons field={field} locked={locked} onCopy={onCopy} onToggleLock={onToggleLock} />
      {open && (
        <dd className="field-editor" id={ids.editor}>
          {editor}
        </dd>
      )}
    </div>
  );
});

/**
 * The value, read from the store: a Generate's new values render these ten buttons, not the
 * rows around them (the page renders once more after them, for its announcement).
 */
function ValueButton({
  field,
  store,
  open,
  onEdit,
}: Pick<FieldRowProps, 'field' | 'store' | 'onEdit'> & { open: boolean }) {
  const value = useSyncExternalStore(
    store.subscribe,
    () => store.getSnapshot().person?.[field.key] ?? '',
    () => store.getServerSnapshot().person?.[field.key] ?? '',
  );
  // A link's person, with its locks, is written by React, not before it (main.tsx): its buttons
  // show in the same frame as its values.
  useLayoutEffect(() => {
    if (value) valuesShown();
  }, [value]);
  const ids = rowIds(field);
  return (
    <button
      type="button"
      id={ids.value}
      className="value-button"
      data-field={field.key}
      data-action={`edit:${field.key}`}
      aria-labelledby={`${ids.editName} ${ids.value}`}
      aria-expanded={open}
      aria-controls={open ? ids.editor : undefined}
      onClick={() => onEdit(field)}
    >
      {value}
    </button>
  );
}

/**
 * Memoised: a generation changes values, not buttons, and skipping the buttons' tooltips keeps
 * a Generate click's render short. Its callbacks must therefore be stable.
 */
const FieldButtons = memo(function FieldButtons({
  field,
  locked,
  onCopy,
  onToggleLock,
}: Pick<FieldRowProps, 'field' | 'locked' | 'onCopy' | 'onToggleLock'>) {
  const LockIcon = locked ? Lock : LockOpen;
  const copyName = `Copy ${field.label}`;
  const lockName = `Lock ${field.label}`;
  const toggle = (event: MouseEvent) => {
    // Keeps the tooltip open (Radix closes it on a click), so it shows the lock's new state.
    event.preventDefault();
    onToggleLock(field);
  };
  return (
    <dd className="field-buttons">
      <IconTooltip text="Copy">
        <button
          type="button"
          className="icon-button"
          aria-label={copyName}
          data-action={`copy:${field.key}`}
          onClick={() => onCopy(field)}
        >
          <Copy aria-hidden="true" />
        </button>
      </IconTooltip>
      <IconTooltip text={locked ? 'Unlock' : 'Lock'}>
        <button
          type="button"
          className="icon-button lock-button"
          aria-label={lockName}
          aria-pressed={locked}
          data-action={`lock:${field.key}`}
          onClick={toggle}
        >
          <LockIcon aria-hidden="true" />
        </button>
      </IconTooltip>
    </dd>
  );
});
