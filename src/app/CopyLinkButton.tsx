import { Link } from 'lucide-react';
import { personLink } from './link.ts';
import type { PersonStore } from './personStore.ts';

export const LINK_COPIED_MESSAGE = 'Link copied to clipboard!';

interface CopyLinkButtonProps {
  /** The person and locks on the page when the button is clicked. */
  store: PersonStore;
  /** The page's copy: writes inside this click, then notifies success or failure. */
  copy: (text: string, successText: string) => void;
}

/** One element for every render: React skips an element it has already rendered. */
const LINK_ICON = <Link aria-hidden="true" />;

/** Copies a URL that opens this very person, with these locks (see app/link.ts). */
export function CopyLinkButton({ store, copy }: CopyLinkButtonProps) {
  const copyLink = () => {
    const { person, locks } = store.getSnapshot();
    if (person) copy(personLink(location.href, person, locks), LINK_COPIED_MESSAGE);
  };
  return (
    <button
      type="button"
      className="button button-outlined"
      data-action="copy-link"
      onClick={copyLink}
    >
      {LINK_ICON}
      Copy Link
    </button>
  );
}
