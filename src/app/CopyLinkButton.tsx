import { useEffect } from 'react';
import { Link } from 'lucide-react';
import type { Locks, Person } from 'random-american-generator';

export const LINK_COPIED_MESSAGE = 'Link copied to clipboard!';

type LinkModule = typeof import('./link.ts');
let linkModule: LinkModule | undefined;
/** The link writer loads after the first person, so it adds nothing to the startup script. */
const loadLink = (): Promise<LinkModule> =>
  import('./link.ts').then((loaded) => (linkModule = loaded));

interface CopyLinkButtonProps {
  person: Person | null;
  locks: Locks;
  /** The page's copy: writes inside this click, then notifies success or failure. */
  copy: (text: string, successText: string) => void;
}

/** Copies a URL that opens this very person, with these locks (see app/link.ts). */
export function CopyLinkButton({ person, locks, copy }: CopyLinkButtonProps) {
  useEffect(() => {
    void loadLink();
  }, []);
  const copyLink = () => {
    if (!person) return;
    const copyWith = ({ personLink }: LinkModule) =>
      copy(personLink(location.href, person, locks), LINK_COPIED_MESSAGE);
    // Loaded long before any click in practice; if not, Chromium's user activation outlives it.
    if (linkModule) copyWith(linkModule);
    else void loadLink().then(copyWith);
  };
  return (
    <button
      type="button"
      className="button button-outlined"
      data-action="copy-link"
      onClick={copyLink}
    >
      <Link aria-hidden="true" />
      Copy Link
    </button>
  );
}
