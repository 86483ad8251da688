/**
 * The editor of one value, opened in place under its row by a click on the value (FieldRow.tsx).
 * Enter or Set applies, Escape or Cancel closes; focus then goes back to the value (App's
 * onClose). It comes with React (app/hydrate.tsx), not in a chunk of its own: lazy, it made the
 * bundler split the generator's modules out of the entry (see main.tsx).
 */
import {
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ChangeEvent,
  type FormEvent,
  type KeyboardEvent,
} from 'react';
import { type Field, type FieldName } from 'random-american-generator';
import {
  createRandom,
  loadAllData,
  localToday,
  stateNames,
  withData,
} from 'random-american-generator/page';
import { cityChoices, editHint, editPerson } from './edit.ts';
import { isLoadFailure, showPartFailure } from './loadFailure.ts';
import { rowIds } from './FieldRow.tsx';
import type { PersonStore } from './personStore.ts';

const random = createRandom();

/** Text typed in an editor, and the value it was typed over. */
export interface Draft {
  text: string;
  over: string;
}
const GENDERS = ['female', 'male'] as const;

interface FieldEditorProps {
  field: Field;
  store: PersonStore;
  /** Text typed and left when a click on a value closed the editor, by field (App.tsx). */
  drafts: Map<FieldName, Draft>;
  onClose: (field: Field) => void;
}

export function FieldEditor({ field, store, drafts, onClose }: FieldEditorProps) {
  const { person, locks } = useSyncExternalStore(
    store.subscribe,
    store.getSnapshot,
    store.getServerSnapshot,
  );
  const shown = person?.[field.key] ?? '';
  const kept = drafts.get(field.key);
  // Only over the value it was typed over: after a Generate it would be stale.
  const [draft, setDraft] = useState(kept?.over === shown ? kept.text : shown);
  const [problem, setProblem] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const select = useRef<HTMLSelectElement>(null);
  const message = useRef<HTMLParagraphElement>(null);
  // A message shows under the field, where a phone's window may end: the page brings it into
  // view (the field, just above it, with it).
  useEffect(() => {
    message.current?.scrollIntoView({ block: 'nearest' });
  }, [problem]);
  useEffect(() => {
    select.current?.focus();
    input.current?.focus();
    input.current?.select();
  }, []);
  // The city list offers every state's towns: their data loads when the editor opens, and
  // until then it offers the shown state's.
  const [everyState, setEveryState] = useState(false);
  useEffect(() => {
    if (field.key !== 'city') return;
    let open = true;
    loadAllData().then(
      () => open && setEveryState(true),
      () => undefined,
    );
    return () => {
      open = false;
    };
  }, [field.key]);
  if (!person) return null;

  const ids = rowIds(field);
  const hintId = `${ids.editor}-hint`;
  const messageId = `${ids.editor}-message`;
  const listId = `${ids.editor}-list`;
  const today = localToday(new Date());

  const apply = (event: FormEvent | KeyboardEvent) => {
    event.preventDefault();
    // The check reads the data of the states the value names (a city's, a ZIP's), loaded first.
    // Data that does not load is said above the page, with a reload; the editor stays as it is.
    void withData(() =>
      editPerson({ person, locks, field: field.key, input: draft, today, random }),
    ).then(
      (result) => {
        if ('problem' in result) {
          setProblem(result.problem);
          (input.current ?? select.current)?.focus();
          return;
        }
        store.show(result);
        onClose(field);
      },
      (error: unknown) => {
        if (!isLoadFailure(error)) throw error;
        showPartFailure(`Changing ${field.label}`);
      },
    );
  };
  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose(field);
    } else if (event.key === 'Enter' && event.target instanceof HTMLSelectElement) {
      apply(event);
    }
  };
  const control = {
    id: `${ids.editor}-control`,
    className: 'field-editor-control',
    value: draft,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
      setDraft(event.target.value);
      // The message was about the text submitted; the text is another now.
      setProblem(null);
      // A list's choice is one click to make again, and looks like the value itself: not kept.
      if (event.target instanceof HTMLInputElement) {
        drafts.set(field.key, { text: event.target.value, over: shown });
      }
    },
    'aria-labelledby': ids.label,
    'aria-describedby': problem === null ? hintId : `${messageId} ${hintId}`,
    'aria-invalid': problem === null ? undefined : true,
  };
  const choices =
    field.key === 'state' ? stateNames() : field.key === 'gender' ? GENDERS : undefined;

  return (
    // Escape anywhere in the editor closes it; Enter in a list applies, as in a text field.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <form className="field-editor-form" noValidate onSubmit={apply} onKeyDown={onKeyDown}>
      <div className="field-editor-row">
        {choices ? (
          <select ref={select} {...control}>
            {choices.map((choice) => (
              <option key={choice} value={choice}>
                {choice}
              </option>
            ))}
          </select>
        ) : (
          <input
            ref={input}
            {...control}
            type="text"
            autoComplete="off"
            spellCheck={false}
            inputMode={field.key === 'zipCode' ? 'numeric' : undefined}
            list={field.key === 'city' ? listId : undefined}
          />
        )}
        <button type="submit" className="editor-button editor-button-primary">
          Set
        </button>
        <button type="button" className="editor-button" onClick={() => onClose(field)}>
          Cancel
        </button>
      </div>
      {field.key === 'city' && (
        <datalist id={listId}>
          {cityChoices(person, everyState ? locks : { ...locks, state: true }).map((choice) => (
            <option key={choice} value={choice} />
          ))}
        </datalist>
      )}
      {problem !== null && (
        <p ref={message} id={messageId} className="field-editor-message" role="alert">
          {problem}
        </p>
      )}
      <p id={hintId} className="field-editor-hint">
        {editHint(field.key, person, locks, today)}
      </p>
    </form>
  );
}
