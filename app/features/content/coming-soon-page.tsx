import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { ButtonLink } from '#app/components/ui/button.tsx';
import { PageContainer } from '#app/components/ui/page-container.tsx';
import { PageHeading } from '#app/components/ui/page-heading.tsx';

/** A page whose screen is not built yet: its real heading and an honest note. */
export function ComingSoonPage({
  title,
  eyebrow,
  children = <Trans>This page is coming soon.</Trans>,
  showShopLink = true,
}: {
  title: string;
  eyebrow?: string;
  children?: ReactNode;
  showShopLink?: boolean;
}) {
  return (
    <PageContainer className="py-10 lg:py-16">
      <PageHeading title={title} eyebrow={eyebrow} className="mb-6 lg:mb-8" />
      <p className="max-w-xl text-sm leading-6 text-muted">{children}</p>
      {showShopLink ? (
        <ButtonLink to="/products" variant="secondary" className="mt-8">
          <Trans>Continue Shopping</Trans>
        </ButtonLink>
      ) : null}
    </PageContainer>
  );
}
