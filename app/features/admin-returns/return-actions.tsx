import { Check, PackageCheck, X } from 'lucide';
import { Icon } from '#app/components/ui/icon.tsx';
import { useState } from 'react';
import type { ApiReturn } from '#domain/api-answer-schemas.ts';
import { Button } from '#app/components/ui/button.tsx';
import { cx } from '#app/components/ui/cx.ts';
import { ApproveDialog } from './approve-dialog';
import { ReceiveDialog } from './receive-dialog';
import { RejectDialog } from './reject-dialog';
import { RETURN_STEPS, returnMoney, type ReturnStep } from './return-display';
import { RETURNS_TEXT } from './returns-text';
import { useReturnStep } from './use-return-step';

const ICONS = { approve: Check, reject: X, receive: PackageCheck } as const;

/**
 * The steps a return's status allows, each a button that opens its dialog: Approve and Reject
 * for a request, Mark received and Reject for an approved return; none once it is done. The
 * queue and the order page both show them.
 */
export function ReturnActions({
  ret,
  amount,
  currency,
  onChanged,
  className,
}: {
  ret: Pick<ApiReturn, '_id' | 'number' | 'status'>;
  /** What receiving refunds (currency units), as the server computes it. */
  amount: number;
  currency: string;
  /** The caller's own data to read again after a step (the order page's answer). */
  onChanged?: () => unknown;
  /** The buttons' row, as the caller lays it out (the queue stacks them in its narrow column). */
  className?: string;
}) {
  const [open, setOpen] = useState<ReturnStep | null>(null);
  const { run, closed } = useReturnStep(ret, onChanged);
  const steps = RETURN_STEPS[ret.status];
  const close = () => {
    setOpen(null);
    closed();
  };
  return (
    <>
      {steps.length > 0 ? (
        <div className={cx('flex flex-wrap gap-2', className)}>
          {steps.map((step) => {
            const icon = ICONS[step];
            return (
              <Button
                key={step}
                variant={step === 'reject' ? 'secondary' : 'primary'}
                className="h-9 px-3"
                aria-label={RETURNS_TEXT.stepLabel(RETURNS_TEXT.steps[step], ret.number)}
                onClick={() => setOpen(step)}
              >
                <Icon node={icon} aria-hidden="true" className="size-3.5" />
                {RETURNS_TEXT.steps[step]}
              </Button>
            );
          })}
        </div>
      ) : null}
      {/* Always here, not only beside their buttons: a step refused because another admin
          moved the return on changes the buttons, and its dialog stays open to say why. */}
      <ApproveDialog
        number={ret.number}
        open={open === 'approve'}
        onClose={close}
        onApprove={(body) => run('approve', body)}
      />
      <RejectDialog
        number={ret.number}
        open={open === 'reject'}
        onClose={close}
        onReject={(body) => run('reject', body)}
      />
      <ReceiveDialog
        number={ret.number}
        amount={returnMoney(amount, currency)}
        open={open === 'receive'}
        onClose={close}
        onReceive={(body) => run('receive', body)}
      />
    </>
  );
}
