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

export function FieldRow({ field, value, locked, onCopy, onToggleLock }: FieldRowProps) {
  const LockIcon = locked ? Lock : LockOpen;
  return (
    <div className="field">
      <dt className="field-label">{field.label}</dt>
      <dd className="field-value" data-field={field.key}>
        {value}
      </dd>
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
    </div>
  );
}
