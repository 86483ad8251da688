import { memo, type MouseEvent } from 'react';
import { Copy, Lock, LockOpen } from 'lucide-react';
import type { Field } from 'random-american-generator';
import { IconTooltip } from './tooltips.tsx';

interface FieldRowProps {
  field: Field;
  value: string;
  locked: boolean;
  onCopy: (field: Field) => void;
  onToggleLock: (field: Field) => void;
}

export function FieldRow({ field, value, locked, onCopy, onToggleLock }: FieldRowProps) {
  return (
    <div className="field">
      <dt className="field-label">{field.label}</dt>
      <dd className="field-value" data-field={field.key}>
        {value}
      </dd>
      <FieldButtons field={field} locked={locked} onCopy={onCopy} onToggleLock={onToggleLock} />
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
  const copyName = `Copy ${field.label}`;
  const lockName = `Lock ${field.label}`;
  const toggle = (event: MouseEvent) => {
    // Keeps the tooltip open (Radix closes it on a click), so it shows the lock's new state.
    event.preventDefault();
    onToggleLock(field);
  };
  return (
    <dd className="field-buttons">
      <IconTooltip text="Copy">
        <button
          type="button"
          className="icon-button"
          aria-label={copyName}
          data-action={`copy:${field.key}`}
          onClick={() => onCopy(field)}
        >
          <Copy aria-hidden="true" />
        </button>
      </IconTooltip>
      <IconTooltip text={locked ? 'Unlock' : 'Lock'}>
        <button
          type="button"
          className="icon-button lock-button"
          aria-label={lockName}
          aria-pressed={locked}
          data-action={`lock:${field.key}`}
          onClick={toggle}
        >
          <LockIcon aria-hidden="true" />
        </button>
      </IconTooltip>
    </dd>
  );
});
