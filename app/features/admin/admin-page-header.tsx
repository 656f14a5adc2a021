import type { ReactNode } from 'react';
import { Badge } from './badge';

/** The top of a back-office screen: title with its count badge(s), subtitle, and the toolbar on the right. */
export function AdminPageHeader({
  title,
  subtitle,
  badges,
  actions,
}: {
  title: string;
  subtitle?: string;
  /** e.g. the number of shown rows; each becomes a badge beside the title. */
  badges?: ReactNode[];
  actions?: ReactNode;
}) {
  return (
    <header className="flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
      <div>
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
          {badges?.map((badge, i) => (
            <Badge key={i} tone={i === 0 ? 'dark' : 'success'}>
              {badge}
            </Badge>
          ))}
        </div>
        {subtitle ? <p className="mt-1 text-sm text-muted">{subtitle}</p> : null}
      </div>
      {actions ? <div className="flex flex-wrap items-center gap-2 md:shrink-0">{actions}</div> : null}
    </header>
  );
}
