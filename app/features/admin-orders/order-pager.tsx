import { ChevronLeft, ChevronRight } from 'lucide';
import { Icon } from '#app/components/ui/icon.tsx';
import { Button } from '#app/components/ui/button.tsx';

/** Pages of the server's list: where we are and the way to the neighbours. */
export function OrderPager({
  page,
  pageSize,
  total,
  onPage,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  if (total === 0) return null;
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <nav aria-label="Order pages" className="flex flex-wrap items-center justify-between gap-3 text-sm">
      <p className="text-muted" aria-live="polite">
        Showing {first}–{last} of {total}
      </p>
      {pageCount > 1 ? (
        <div className="flex items-center gap-2">
          <Button variant="secondary" className="h-9 px-3" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            <Icon node={ChevronLeft} aria-hidden="true" className="size-3.5" /> Previous
          </Button>
          <span className="px-2 tabular-nums">
            Page {page} of {pageCount}
          </span>
          <Button
            variant="secondary"
            className="h-9 px-3"
            disabled={page >= pageCount}
            onClick={() => onPage(page + 1)}
          >
            Next <Icon node={ChevronRight} aria-hidden="true" className="size-3.5" />
          </Button>
        </div>
      ) : null}
    </nav>
  );
}
