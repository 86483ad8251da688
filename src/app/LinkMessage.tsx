import { X } from 'lucide-react';

interface LinkMessageProps {
  message: string;
  onDismiss: () => void;
}

/**
 * What was wrong with the link the page was opened from. It stays until dismissed, or until
 * Generate changes the person it speaks of (App.tsx): it is longer than a notification's three
 * seconds allow to read, and no copy message replaces it.
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
