import type { FormEventHandler, ReactNode } from 'react';
import { ErrorNote } from './notice.tsx';

/** A form labelled by its heading, an intro line under it, then a notice and the server's refusal, then its fields. */
export function TitledForm({
  className,
  titleId,
  title,
  level = 1,
  intro,
  notice,
  error,
  onSubmit,
  children,
}: {
  className: string;
  titleId: string;
  title: string;
  level?: 1 | 2;
  intro: ReactNode;
  notice?: ReactNode;
  error: string | null;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}) {
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <form className={className} onSubmit={onSubmit} noValidate aria-labelledby={titleId}>
      <Heading id={titleId}>{title}</Heading>
      <p className="bo-muted">{intro}</p>
      {notice}
      {error && <ErrorNote>{error}</ErrorNote>}
      {children}
    </form>
  );
}
