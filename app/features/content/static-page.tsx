import type { ReactNode } from 'react';
import { PageContainer } from '#app/components/ui/page-container.tsx';
import { PageHeading } from '#app/components/ui/page-heading.tsx';
import { Prose } from '#app/components/ui/prose.tsx';
import { POLICY_UPDATED } from './store-facts';

/** A text page (about, policies): heading, optional lead, readable body. */
export function StaticPage({
  title,
  eyebrow,
  lead,
  prose = true,
  children,
}: {
  title: string;
  eyebrow?: string;
  lead?: ReactNode;
  /** False when the body lays out its own text (the FAQ accordion). */
  prose?: boolean;
  children: ReactNode;
}) {
  return (
    <PageContainer className="py-10 lg:py-16">
      <PageHeading title={title} eyebrow={eyebrow}>
        {lead}
      </PageHeading>
      {prose ? <Prose>{children}</Prose> : children}
    </PageContainer>
  );
}

/** A policy page: a static page stamped with the policies' date. */
export function PolicyPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <StaticPage
      title={title}
      eyebrow="Our Policies"
      lead={
        <>
          Last updated: <time dateTime={POLICY_UPDATED.iso}>{POLICY_UPDATED.label}</time>
        </>
      }
    >
      {children}
    </StaticPage>
  );
}
