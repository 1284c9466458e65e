import { Check, Copy } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { focusRing, secondaryButton } from './button-styles';

interface CopyButtonProps {
  label: string;
  /**
   * Read at the moment of the click, so it can depend on the time ("as of now"); with a
   * confirmation to say once the text is on the clipboard (by default "Copied").
   */
  getText: () => string | { text: string; confirmation: ReactNode };
  className?: string;
}

type CopyState =
  | { kind: 'idle' }
  | { kind: 'copied'; confirmation: ReactNode }
  | { kind: 'failed'; text: string };

/** How long the confirmation stays before the button reads as before. */
const CONFIRMATION_MS = 4000;

/**
 * Puts text on the clipboard and says so. Where the browser refuses (no permission, an insecure
 * page), the text appears selected in a field beside the button, to copy by hand.
 */
export function CopyButton({ label, getText, className = '' }: CopyButtonProps) {
  const [state, setState] = useState<CopyState>({ kind: 'idle' });
  const manualField = useRef<HTMLInputElement>(null);
  const fieldId = useId();

  useEffect(() => {
    if (state.kind === 'copied') {
      const timer = setTimeout(() => setState({ kind: 'idle' }), CONFIRMATION_MS);
      return () => clearTimeout(timer);
    }
    if (state.kind === 'failed') {
      manualField.current?.focus();
      manualField.current?.select();
    }
  }, [state]);

  const copy = async () => {
    const got = getText();
    const { text, confirmation } =
      typeof got === 'string' ? { text: got, confirmation: 'Copied' } : got;
    try {
      // Absent outside secure contexts, whatever the types say.
      if (!(navigator.clipboard as Clipboard | undefined)) throw new Error('no clipboard');
      await navigator.clipboard.writeText(text);
      setState({ kind: 'copied', confirmation });
    } catch {
      setState({ kind: 'failed', text });
    }
  };

  return (
    <div className={`flex flex-wrap items-center gap-2 ${className}`}>
      <button type="button" className={secondaryButton} onClick={() => void copy()}>
        {state.kind === 'copied' ? (
          <Check aria-hidden className="size-4" />
        ) : (
          <Copy aria-hidden className="size-4" />
        )}
        {label}
      </button>
      <span role="status" className="text-xs text-muted">
        {state.kind === 'copied' ? state.confirmation : null}
      </span>
      {state.kind === 'failed' ? (
        <span className="flex items-center gap-2 text-xs">
          <label htmlFor={fieldId} className="text-danger">
            The browser did not allow copying; copy it from here:
          </label>
          <input
            ref={manualField}
            id={fieldId}
            readOnly
            value={state.text}
            onFocus={(event) => event.target.select()}
            className={`h-7 w-64 rounded border border-line bg-canvas px-1 font-mono text-xs ${focusRing}`}
          />
        </span>
      ) : null}
    </div>
  );
}
