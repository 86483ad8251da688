import { useCallback, useEffect, useRef, useState, type FocusEvent } from 'react';
import { DismissableLayer } from '@radix-ui/react-dismissable-layer';
import { CircleAlert, CircleCheck, X } from 'lucide-react';
import { NOTIFICATION_HIDE_MS, type Notice } from './notification.ts';

interface NotificationProps {
  notice: Notice | null;
  onClose: () => void;
}

/**
 * The transient message at bottom centre. Both live regions are always in the page, empty
 * when quiet, because screen readers announce changes to a live region reliably only when
 * the region was there before its content.
 */
export function Notification({ notice, onClose }: NotificationProps) {
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

function NotificationCard({ notice, onClose }: { notice: Notice; onClose: () => void }) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  useAutoHide(hovered || focused, onClose);

  const onBlur = useCallback((event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  }, []);

  const Icon = notice.severity === 'success' ? CircleCheck : CircleAlert;
  return (
    <DismissableLayer
      className={`notification notification-${notice.severity}`}
      onEscapeKeyDown={onClose}
      onPointerDownOutside={onClose}
      // Moving focus elsewhere (say, tabbing on to the next button) is not a dismissal.
      onFocusOutside={(event) => event.preventDefault()}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      <Icon className="notification-icon" aria-hidden="true" />
      <p className="notification-text">{notice.text}</p>
      <button
        type="button"
        className="icon-button notification-close"
        aria-label="Close"
        onClick={onClose}
      >
        <X aria-hidden="true" />
      </button>
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
