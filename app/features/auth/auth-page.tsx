import type { ReactNode } from 'react';
import { PageContainer } from '#app/components/ui/page-container.tsx';

/** The frame of the sign-in screens: one narrow column with a heading and a lead line. */
export function AuthPage({
  title,
  eyebrow,
  lead,
  children,
  footer,
}: {
  title: string;
  eyebrow?: string;
  lead?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <PageContainer className="py-12 lg:py-20">
      <div className="mx-auto w-full max-w-md">
        <header className="mb-8 text-center">
          {eyebrow ? <p className="mb-3 text-xs uppercase tracking-[0.25em] text-muted">{eyebrow}</p> : null}
          <h1 className="text-2xl font-semibold uppercase tracking-[0.12em] lg:text-3xl">{title}</h1>
          {lead ? <div className="mt-3 text-sm leading-6 text-muted">{lead}</div> : null}
        </header>
        {children}
        {footer ? <div className="mt-8 border-t border-line pt-6 text-center text-sm text-muted">{footer}</div> : null}
      </div>
    </PageContainer>
  );
}

/** Inline text links between the screens ('Sign in', 'Create an account'). */
export const textLink = 'font-medium text-ink underline underline-offset-4 hover:no-underline';
