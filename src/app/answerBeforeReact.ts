import { FIELDS } from 'random-american-generator';
import { copyAllText } from 'random-american-generator/page';
import { copyText } from './clipboard.ts';
import type { Answer } from './earlyClicks.ts';
import { isLoadFailure, showPartFailure } from './loadFailure.ts';
import {
  ALL_COPIED_MESSAGE,
  copiedMessage,
  copyFailedMessage,
  type EarlyNotice,
} from './notification.ts';
import type { PersonStore } from './personStore.ts';

/**
 * What the entry script answers itself between the first person's paint and React: Generate,
 * the locks (the store writes the person and aria-pressed into the page, see showFirstPerson)
 * and the copies of a value or of everything, written inside the click as React's handler
 * would; their message is handed to `notify`. Copy Link and anything else wait for React.
 */
export function answerBeforeReact(
  store: PersonStore,
  notify: (notice: Promise<EarlyNotice>) => void,
): Answer {
  const copy = (text: string, success: string) =>
    notify(
      copyText(text).then(
        (): EarlyNotice => ({ text: success, severity: 'success' }),
        (error: unknown): EarlyNotice => ({ text: copyFailedMessage(error), severity: 'error' }),
      ),
    );
  return (action) => {
    const { person } = store.getSnapshot();
    if (person === null) return false;
    if (action === 'generate') {
      // Its person's data did not load: said above the page, with a reload, as React's page does.
      store.generate().catch((error: unknown) => {
        if (!isLoadFailure(error)) throw error;
        showPartFailure('Generate New Person');
      });
      return true;
    }
    if (action === 'copy-all') {
      copy(copyAllText(person), ALL_COPIED_MESSAGE);
      return true;
    }
    const [kind, key] = action.split(':');
    const field = FIELDS.find((candidate) => candidate.key === key);
    if (field === undefined) return false;
    if (kind === 'copy') {
      copy(person[field.key], copiedMessage(field.label));
      return true;
    }
    if (kind === 'lock') {
      store.toggleLock(field.key);
      return true;
    }
    return false;
  };
}
