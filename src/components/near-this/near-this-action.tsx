import { Radar } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Popover } from '../popover';
import { secondaryButton } from '../button-styles';

interface NearThisActionProps {
  /**
   * Why there is nothing to measure from (no map, no map features): the action is disabled and
   * the reason is written beside it, not only in a tooltip.
   */
  unavailable?: string;
  /** The popover's form (a `NearRadiusForm`), mounted only while it is open. */
  children: ReactNode;
  className?: string;
}

const label = 'Incidents near this';

/** "Incidents near this": opens the radius form, or says why it cannot. */
export function NearThisAction({ unavailable, children, className = '' }: NearThisActionProps) {
  const reasonId = useId();
  const trigger = (
    <>
      <Radar aria-hidden className="size-4" /> {label}
    </>
  );
  if (unavailable) {
    return (
      <div className={`flex flex-wrap items-center gap-x-2 gap-y-1 ${className}`}>
        <button
          type="button"
          disabled
          aria-describedby={reasonId}
          className={`${secondaryButton} px-2.5 py-1`}
        >
          {trigger}
        </button>
        <span id={reasonId} className="text-xs text-muted">
          {unavailable}
        </span>
      </div>
    );
  }
  return (
    <div className={className}>
      <Popover
        trigger={trigger}
        triggerClassName={`${secondaryButton} px-2.5 py-1`}
        panelLabel={label}
        panelClassName="w-72 p-3"
      >
        {children}
      </Popover>
    </div>
  );
}
