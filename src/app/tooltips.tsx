/**
 * The icon buttons' tooltips (Radix Tooltip, positioned by Floating UI). They are rendered at
 * build time with the rest of the page and hydrated with it, in React's chunk, which loads after
 * the first person is painted: nothing of them runs before it, and nothing is re-created when
 * they arrive.
 */
import type { ReactElement, ReactNode } from 'react';
import * as Tooltip from '@radix-ui/react-tooltip';

/** Hover long enough to mean it; keyboard focus shows the tooltip at once (Radix's rule). */
const TOOLTIP_DELAY_MS = 400;
/** Room between a button and its tooltip. */
const TOOLTIP_GAP_PX = 6;

export function TooltipProvider({ children }: { children: ReactNode }) {
  return <Tooltip.Provider delayDuration={TOOLTIP_DELAY_MS}>{children}</Tooltip.Provider>;
}

export function IconTooltip({ text, children }: { text: string; children: ReactElement }) {
  return (
    <Tooltip.Root>
      <Tooltip.Trigger asChild>{children}</Tooltip.Trigger>
      {/* Rendered in place, not in a portal, so it stays inside the <main> landmark. */}
      <Tooltip.Content className="tooltip" side="top" sideOffset={TOOLTIP_GAP_PX}>
        {text}
      </Tooltip.Content>
    </Tooltip.Root>
  );
}
