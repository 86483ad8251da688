import type { ReactElement } from 'react';
import * as Tooltip from '@radix-ui/react-tooltip';

/** Hover long enough to mean it; keyboard focus shows the tooltip at once (Radix's rule). */
export const TOOLTIP_DELAY_MS = 400;

export function IconButtonTooltip({ text, children }: { text: string; children: ReactElement }) {
  return (
    <Tooltip.Root>
      <Tooltip.Trigger asChild>{children}</Tooltip.Trigger>
      {/* Rendered in place, not in a portal, so it stays inside the <main> landmark. */}
      <Tooltip.Content className="tooltip" side="top" sideOffset={6}>
        {text}
      </Tooltip.Content>
    </Tooltip.Root>
  );
}
