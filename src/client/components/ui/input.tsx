import { forwardRef, type InputHTMLAttributes } from 'react';
import { cn } from './cn';
import { fieldClasses } from './field-classes';

export const Input = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement>>(function Input(
  { className, type = 'text', ...props },
  ref,
) {
  return <input ref={ref} type={type} className={cn(fieldClasses, 'h-10', className)} {...props} />;
});
