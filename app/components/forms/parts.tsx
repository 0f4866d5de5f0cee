import type {ReactNode} from 'react';
import {hintClass, labelClass} from './styles';

export function FieldLabel({htmlFor, hidden, children}: {htmlFor: string; hidden?: boolean; children: ReactNode}) {
  return (
    <label htmlFor={htmlFor} className={hidden ? 'sr-only' : labelClass}>
      {children}
    </label>
  );
}

export function FieldHint({id, children}: {id: string; children?: ReactNode}) {
  if (!children) return null;
  return (
    <p id={id} className={hintClass}>
      {children}
    </p>
  );
}
