import { Fragment, useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import * as Tooltip from '@radix-ui/react-tooltip';
import { Copy, RefreshCw } from 'lucide-react';
import { FIELDS, copyAllText, type Field } from '../person/fields.ts';
import { copyText } from './clipboard.ts';
import { CopyLinkButton } from './CopyLinkButton.tsx';
import { ExportSection } from './ExportSection.tsx';
import { FieldRow } from './FieldRow.tsx';
import { TOOLTIP_DELAY_MS } from './IconButtonTooltip.tsx';
import { Notification } from './Notification.tsx';
import {
  ALL_COPIED_MESSAGE,
  copiedMessage,
  copyFailedMessage,
  type Notice,
  type Severity,
} from './notification.ts';
import type { PersonStore } from './personStore.ts';

/** Runs of rows of one group, in the specification's order; a divider stands between runs. */
const FIELD_GROUPS: Field[][] = [];
for (const field of FIELDS) {
  const last = FIELD_GROUPS.at(-1);
  if (last?.[0]?.group === field.group) last.push(field);
  else FIELD_GROUPS.push([field]);
}

/** startupError: why a link could not be read (shown once, after hydration). */
export function App({ store, startupError }: { store: PersonStore; startupError?: string }) {
  const { person, locks } = useSyncExternalStore(
    store.subscribe,
    store.getSnapshot,
    store.getServerSnapshot,
  );
  const [notice, setNotice] = useState<Notice | null>(null);
  const lastNoticeId = useRef(0);

  const notify = useCallback((text: string, severity: Severity) => {
    lastNoticeId.current += 1;
    setNotice({ id: lastNoticeId.current, text, severity });
  }, []);
  const closeNotice = useCallback(() => setNotice(null), []);
  useEffect(() => {
    if (startupError) notify(startupError, 'error');
  }, [startupError, notify]);

  const copy = useCallback(
    (text: string, successText: string) => {
      copyText(text).then(
        () => notify(successText, 'success'),
        (error: unknown) => notify(copyFailedMessage(error), 'error'),
      );
    },
    [notify],
  );
  // These read the store rather than `person`, so they stay the same between generations.
  const copyField = useCallback(
    (field: Field) => {
      const current = store.getSnapshot().person;
      if (current) copy(current[field.key], copiedMessage(field.label));
    },
    [store, copy],
  );
  const toggleLock = useCallback((field: Field) => store.toggleLock(field.key), [store]);
  const copyAll = () => {
    if (person) copy(copyAllText(person), ALL_COPIED_MESSAGE);
  };

  return (
    <Tooltip.Provider delayDuration={TOOLTIP_DELAY_MS}>
      <main className="page">
        <div className="card">
          <h1>Random American Generator</h1>
          {FIELD_GROUPS.map((group, index) => (
            <Fragment key={group[0]?.group}>
              {index > 0 && <hr />}
              <dl className="fields">
                {group.map((field) => (
                  <FieldRow
                    key={field.key}
                    field={field}
                    value={person?.[field.key] ?? ''}
                    locked={locks[field.key]}
                    onCopy={copyField}
                    onToggleLock={toggleLock}
                  />
                ))}
              </dl>
            </Fragment>
          ))}
          <div className="actions">
            <button type="button" className="button button-primary" onClick={store.generate}>
              <RefreshCw aria-hidden="true" />
              Generate New Person
            </button>
            <button type="button" className="button button-outlined" onClick={copyAll}>
              <Copy aria-hidden="true" />
              Copy All Information
            </button>
            <CopyLinkButton person={person} locks={locks} copy={copy} />
          </div>
        </div>
        <ExportSection store={store} />
        <p className="credit">
          Made in your browser: nothing is sent or stored. Real ZIP codes from{' '}
          <a href="https://www.geonames.org/">GeoNames</a> (
          <a href="https://creativecommons.org/licenses/by/4.0/">CC BY 4.0</a>).
        </p>
        <Notification notice={notice} onClose={closeNotice} />
      </main>
    </Tooltip.Provider>
  );
}
