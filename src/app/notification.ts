/** How long a notification stays before it hides itself, while neither hovered nor focused. */
export const NOTIFICATION_HIDE_MS = 3000;

export type Severity = 'success' | 'error';

export interface Notice {
  /** Changes with every message, so a repeated text is still a new message with a fresh timer. */
  id: number;
  text: string;
  severity: Severity;
}

/** A copy's outcome, to show once there is somewhere to show it (before React, or after it). */
export interface EarlyNotice {
  text: string;
  severity: Severity;
}

export const copiedMessage = (label: string): string => `${label} copied to clipboard!`;
export const ALL_COPIED_MESSAGE = 'All information copied to clipboard!';
/** What a user can do when the browser refuses the copy; said after the contract's text. */
const COPY_FAILED_ADVICE =
  'Allow clipboard access for this site, or select the value and copy it by hand.';
export const copyFailedMessage = (error: unknown): string =>
  `Failed to copy: ${String(error)} ${COPY_FAILED_ADVICE}`;
