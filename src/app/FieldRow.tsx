import { memo } from 'react';
import * as Toggle from '@radix-ui/react-toggle';
import { Copy, Lock, LockOpen } from 'lucide-react';
import type { Field } from '../person/fields.ts';
import { IconButtonTooltip } from './IconButtonTooltip.tsx';

interface FieldRowProps {
  field: Field;
  value: string;
  locked: boolean;
  onCopy: (field: Field) => void;
  onToggleLock: (field: Field) => void;
}

export function FieldRow({ value, ...buttons }: FieldRowProps) {
  return (
    <div className="field">
      <dt className="field-label">{buttons.field.label}</dt>
      <dd className="field-value" data-field={buttons.field.key}>
        {value}
      </dd>
      <FieldButtons {...buttons} />
    </div>
  );
}

/**
 * Memoised: a generation changes values, not buttons, and skipping the buttons' tooltips keeps
 * a Generate click's render short. Its callbacks must therefore be stable.
 */
const FieldButtons = memo(function FieldButtons({
  field,
  locked,
  onCopy,
  onToggleLock,
}: Omit<FieldRowProps, 'value'>) {
  const LockIcon = locked ? Lock : LockOpen;
  return (
    <dd className="field-buttons">
      <IconButtonTooltip text="Copy">
        <button
          type="button"
          className="icon-button"
          aria-label={`Copy ${field.label}`}
          onClick={() => onCopy(field)}
        >
          <Copy aria-hidden="true" />
        </button>
      </IconButtonTooltip>
      <IconButtonTooltip text={locked ? 'Unlock' : 'Lock'}>
        <Toggle.Root
          className="icon-button lock-button"
          aria-label={`Lock ${field.label}`}
          pressed={locked}
          onPressedChange={() => onToggleLock(field)}
        >
          <LockIcon aria-hidden="true" />
        </Toggle.Root>
      </IconButtonTooltip>
    </dd>
  );
});
