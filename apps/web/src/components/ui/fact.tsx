import type { HTMLAttributes, ReactNode } from 'react';

/**
 * One fact of a description list (`<dl>`): its term and its value in a `<div>` of their own (the
 * grouping a grid of facts lays out). `valueProps` go on the `<dd>` (a class, a test id).
 */
export function Fact({
  term,
  className,
  valueProps,
  children,
}: {
  term: ReactNode;
  className?: string;
  valueProps?: HTMLAttributes<HTMLElement> & { 'data-testid'?: string };
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <dt>{term}</dt>
      <dd {...valueProps}>{children}</dd>
    </div>
  );
}
