import { X } from 'lucide-react';

interface LinkMessageProps {
  message: string;
  onDismiss: () => void;
}

/**
 * What was wrong with the link the page was opened from. It stays until dismissed: it is
 * longer than a notification's three seconds allow to read, and no copy message replaces it.
 */
export function LinkMessage({ message, onDismiss }: LinkMessageProps) {
  return (
    <div className="link-message">
      <p className="link-message-text" role="alert">
        {message}
      </p>
      <button
        type="button"
        className="icon-button"
        aria-label="Dismiss the link’s message"
        onClick={onDismiss}
      >
        <X aria-hidden="true" />
      </button>
    </div>
  );
}

/**
 * Takes the person's link out of the address bar (the page and its query stay), so it no longer
 * claims a person the page does not show, a reload starts afresh, and pasting the same link
 * again is a change of fragment that the page reads (main.tsx reloads on hashchange).
 */
export function forgetLink(): void {
  if (location.hash === '') return;
  history.replaceState(history.state, '', `${location.pathname}${location.search}`);
}
