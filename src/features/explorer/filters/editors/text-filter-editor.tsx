import { useState } from 'react';
import { incidentsQuery } from '../../../../../contract/filters/incidents';
import { keyOf, useResetOnChange } from './use-reset-on-change';
import { fieldClass, type EditorProps } from './editor-props';
import { OperatorSelect } from './operator-select';

type TextFilterName = 'area' | 'near';

/**
 * Compound values typed as the API writes them (a polygon, a map id with a radius), checked by
 * the contract's grammar before anything is sent.
 */
export function TextFilterEditor({
  spec,
  value,
  onChange,
  placeholder,
}: EditorProps<TextFilterName> & { placeholder: string }) {
  const parameter = incidentsQuery[spec.name];
  const [op, setOp] = useState<'in' | 'nin'>(value?.op ?? 'in');
  const [draft, setDraft] = useState(() =>
    value ? parameter.build(value as never).slice(value.op.length + 1) : '',
  );
  const [problem, setProblem] = useState<string>();
  useResetOnChange(keyOf(value), () => {
    if (value) setOp(value.op);
    setDraft(value ? parameter.build(value as never).slice(value.op.length + 1) : '');
    setProblem(undefined);
  });

  const apply = (nextOp: 'in' | 'nin', text: string) => {
    const trimmed = text.trim();
    if (!trimmed) {
      setProblem(undefined);
      return onChange(undefined);
    }
    const result = parameter.parse(spec.name, `${nextOp}:${trimmed}`);
    if (!result.ok) return setProblem(result.message);
    setProblem(undefined);
    onChange(result.value);
  };

  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-center gap-1">
        <OperatorSelect
          operators={parameter.operators}
          value={op}
          label={spec.label}
          onChange={(next) => {
            setOp(next);
            if (draft.trim()) apply(next, draft);
          }}
        />
        <input
          aria-label={spec.label}
          placeholder={placeholder}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onBlur={() => apply(op, draft)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') apply(op, draft);
          }}
          aria-invalid={problem ? true : undefined}
          className={`${fieldClass} font-mono text-xs`}
        />
      </div>
      {problem && (
        <p role="alert" className="text-xs break-words text-danger">
          {problem}
        </p>
      )}
    </div>
  );
}
