import type { InputHTMLAttributes } from 'react';
import { codeDigits } from '../../shared/domain/sign-in-policy';
import { cn } from './ui/cn';
import { Input } from './ui/input';

type CodeInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> & {
  value: string;
  /** The digits kept (at most a code's length), and the text as typed: a paste or autofill brings the whole code at once. */
  onDigits(digits: string, typed: string): void;
};

/** The box a one-time code is typed in: digits only, the phone's code autofill, large spaced digits. */
export function CodeInput({ onDigits, className, ...props }: CodeInputProps) {
  return (
    <Input
      {...props}
      name="code"
      autoComplete="one-time-code"
      inputMode="numeric"
      pattern="[0-9]*"
      autoFocus
      className={cn('max-w-[12rem] text-lg tracking-[0.3em]', className)}
      onChange={(event) => onDigits(codeDigits(event.target.value), event.target.value)}
    />
  );
}
