/**
 * What the page adds once the first person is on screen: tooltips (Radix Tooltip, positioned
 * by Floating UI) and the notification's dismissal layer (Radix DismissableLayer: Escape
 * anywhere, a click outside). Only loadEnhancements.ts imports this file, dynamically, so none
 * of it is downloaded or run before the first person shows.
 */
import type { ReactElement, ReactNode } from 'react';
import * as Tooltip from '@radix-ui/react-tooltip';
import { DismissableLayer } from '@radix-ui/react-dismissable-layer';

/** Hover long enough to mean it; keyboard focus shows the tooltip at once (Radix's rule). */
const TOOLTIP_DELAY_MS = 400;
/** Room between a button and its tooltip. */
const TOOLTIP_GAP_PX = 6;

function TooltipProvider({ children }: { children: ReactNode }) {
  return <Tooltip.Provider delayDuration={TOOLTIP_DELAY_MS}>{children}</Tooltip.Provider>;
}

interface IconTooltipProps {
  text: string;
  /** Open from the start: the pointer was already on the button when the tooltips arrived. */
  openAtStart: boolean;
  children: ReactElement;
}

function IconTooltip({ text, openAtStart, children }: IconTooltipProps) {
  return (
    <Tooltip.Root defaultOpen={openAtStart}>
      <Tooltip.Trigger asChild>{children}</Tooltip.Trigger>
      {/* Rendered in place, not in a portal, so it stays inside the <main> landmark. */}
      <Tooltip.Content className="tooltip" side="top" sideOffset={TOOLTIP_GAP_PX}>
        {text}
      </Tooltip.Content>
    </Tooltip.Root>
  );
}

export const ENHANCEMENTS = { TooltipProvider, IconTooltip, DismissableLayer };
export type Enhancements = typeof ENHANCEMENTS;
