import type { ComponentProps } from 'react';
import { TitledForm } from './titled-form.tsx';

/** A sign-in step's page: the login card (a titled form, `className` added to its own) alone on the page. */
export function SignInCard({
  className,
  ...form
}: Omit<ComponentProps<typeof TitledForm>, 'className'> & { className?: string }) {
  return (
    <main className="bo-login" id="main">
      <TitledForm className={className ? `bo-card bo-login__card ${className}` : 'bo-card bo-login__card'} {...form} />
    </main>
  );
}
