/**
 * Where the notification stands: at the bottom centre of the window, unless it would stand over
 * the card's action buttons (Generate, Copy All, Copy Link: `.actions`). Hovering it pauses its
 * timer, so a notification over a button would take that button's clicks for as long as the
 * pointer rested there. Then it stands just below the buttons if the window has room for it
 * there, else just above them; only in a window too short for either does it go to the top.
 * It moves again when the page scrolls or its size changes, while it shows. No DOM but the
 * page's: used by NotificationArea.tsx and by loadFailure.ts's notification without React.
 */

/** Room kept between the notification and the buttons, beyond its entry animation's move. */
const CLEARANCE_PX = 12;

/**
 * Places the notifications area holding `card` off the action buttons, now and as the page
 * scrolls or resizes, until the returned function is called (when the notification goes).
 */
export function keepOffActions(card: HTMLElement): () => void {
  const area = card.closest<HTMLElement>('.notifications');
  if (!area) return () => undefined;
  const place = () => placeOffActions(area);
  place();
  const resized = new ResizeObserver(place);
  resized.observe(card);
  const page = document.querySelector('.card');
  if (page) resized.observe(page);
  addEventListener('scroll', place, { passive: true });
  addEventListener('resize', place, { passive: true });
  return () => {
    resized.disconnect();
    removeEventListener('scroll', place);
    removeEventListener('resize', place);
    area.style.removeProperty('bottom');
  };
}

function placeOffActions(area: HTMLElement): void {
  // Measured where the stylesheet puts it: the bottom centre.
  area.style.removeProperty('bottom');
  const actions = document.querySelector('.actions')?.getBoundingClientRect();
  if (!actions) return;
  const box = area.getBoundingClientRect();
  const height = document.documentElement.clientHeight;
  const apart = (top: number, bottom: number) =>
    bottom + CLEARANCE_PX <= actions.top || top >= actions.bottom + CLEARANCE_PX;
  const sideBySide = box.right <= actions.left || box.left >= actions.right;
  if (sideBySide || apart(box.top, box.bottom)) return;
  const below = actions.bottom + CLEARANCE_PX;
  const above = actions.top - CLEARANCE_PX - box.height;
  let top: number;
  if (below + box.height <= height) top = below;
  else if (above >= 0) top = above;
  else top = 0;
  area.style.bottom = `${height - top - box.height}px`;
}
