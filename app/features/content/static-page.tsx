import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useLanguage } from '#app/lib/local-links.tsx';
import { DEFAULT_LANGUAGE } from '#domain/languages.ts';
import { formatLongDate } from '#domain/local-dates.ts';
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
  const { t } = useLingui();
  const language = useLanguage();
  const updated =
    language === DEFAULT_LANGUAGE ? POLICY_UPDATED.label : formatLongDate(language, new Date(POLICY_UPDATED.iso));
  return (
    <StaticPage
      title={title}
      eyebrow={t`Our Policies`}
      lead={
        <Trans>
          Last updated: <time dateTime={POLICY_UPDATED.iso}>{updated}</time>
        </Trans>
      }
    >
      {children}
    </StaticPage>
  );
}
