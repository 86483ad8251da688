import { useCallback, useEffect, useLayoutEffect, useRef, useState, type FocusEvent } from 'react';
import { CircleAlert, CircleCheck, X } from 'lucide-react';
import { DismissableLayer } from '@radix-ui/react-dismissable-layer';
import { NOTIFICATION_HIDE_MS, type Notice } from './notification.ts';
import { keepOffActions } from './notificationPlace.ts';

interface NotificationAreaProps {
  notice: Notice | null;
  /** Closes the notice. `fromInside` says focus was in it: it then goes back where the copy began. */
  onClose: (fromInside: boolean) => void;
}

/**
 * The transient message at bottom centre, never over the card's action buttons
 * (notificationPlace.ts). Both live regions are always in the page, empty
 * when quiet, because screen readers announce changes to a live region reliably only when
 * the region was there before its content.
 */
export function NotificationArea({ notice, onClose }: NotificationAreaProps) {
  return (
    <div className="notifications">
      <div role="status">
        {notice?.severity === 'success' && (
          <NotificationCard key={notice.id} notice={notice} onClose={onClose} />
        )}
      </div>
      <div role="alert">
        {notice?.severity === 'error' && (
          <NotificationCard key={notice.id} notice={notice} onClose={onClose} />
        )}
      </div>
    </div>
  );
}

function NotificationCard({
  notice,
  onClose,
}: {
  notice: Notice;
  onClose: (fromInside: boolean) => void;
}) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const card = useRef<HTMLDivElement>(null);
  const close = useCallback(
    () => onClose(card.current?.contains(document.activeElement) ?? false),
    [onClose],
  );
  const hide = useCallback(() => onClose(false), [onClose]);
  useAutoHide(hovered || focused, hide);
  // Off the action buttons first (notificationPlace.ts), then off the field being edited.
  useLayoutEffect(() => {
    const release = card.current ? keepOffActions(card.current) : undefined;
    keepEditorUncovered(card.current);
    return release;
  }, []);

  const onBlur = useCallback((event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  }, []);

  const Icon = notice.severity === 'success' ? CircleCheck : CircleAlert;
  const box = {
    ref: card,
    className: `notification notification-${notice.severity}`,
    onPointerEnter: () => setHovered(true),
    onPointerLeave: () => setHovered(false),
    onFocus: () => setFocused(true),
    onBlur,
  };
  const content = (
    <>
      <Icon className="notification-icon" aria-hidden="true" />
      <p className="notification-text">{notice.text}</p>
      <button
        type="button"
        className="icon-button notification-close"
        aria-label="Close"
        onClick={close}
      >
        <X aria-hidden="true" />
      </button>
    </>
  );
  return (
    <DismissableLayer
      {...box}
      // Taken here: the one Escape closes the notice, not the editor behind it too (App.tsx).
      onEscapeKeyDown={(event) => {
        event.preventDefault();
        close();
      }}
      onPointerDownOutside={hide}
      // Moving focus elsewhere (say, tabbing on to the next button) is not a dismissal.
      onFocusOutside={(event) => event.preventDefault()}
    >
      {content}
    </DismissableLayer>
  );
}

/** Calls onHide NOTIFICATION_HIDE_MS after mount, not counting the time spent paused. */
function useAutoHide(paused: boolean, onHide: () => void) {
  const remainingMs = useRef(NOTIFICATION_HIDE_MS);
  useEffect(() => {
    if (paused) return;
    const startedAt = Date.now();
    const timer = window.setTimeout(onHide, remainingMs.current);
    return () => {
      window.clearTimeout(timer);
      remainingMs.current -= Date.now() - startedAt;
    };
  }, [paused, onHide]);
}

/** Room left between an open editor's field and the notification above which it is moved. */
const EDITOR_CLEARANCE_PX = 8;

/**
 * A notification at the foot of the window must not hide the field a user is typing in: when it
 * would, the page scrolls that field up above it (there is always page below an editor to scroll
 * into: the card's buttons and the export section).
 */
function keepEditorUncovered(notification: HTMLElement | null): void {
  const field = document.querySelector('.field-editor-control');
  if (!notification || !field) return;
  const covering = notification.getBoundingClientRect();
  const covered = field.getBoundingClientRect();
  if (covered.bottom <= covering.top || covered.top >= covering.bottom) return;
  window.scrollBy(0, covered.bottom - covering.top + EDITOR_CLEARANCE_PX);
}
