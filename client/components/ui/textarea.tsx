import type { ComponentProps } from 'react';
import { cn } from '#client/lib/cn.ts';
import { FIELD_BASE } from './input.tsx';

const SIZES = {
  /** A form's longer text (a bio, a description). */
  md: 'min-h-24 leading-relaxed',
  /** A short note that may grow by hand. */
  sm: 'min-h-20 resize-y',
} as const;

export function Textarea({
  className,
  size = 'md',
  ...props
}: Omit<ComponentProps<'textarea'>, 'size'> & { size?: keyof typeof SIZES }) {
  return <textarea className={cn(FIELD_BASE, 'py-2', SIZES[size], className)} {...props} />;
}
