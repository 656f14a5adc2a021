// @vitest-environment jsdom
/**
 * The return steps' dialogs as the owner uses them: each opens on its first field, checks
 * with the API's own schema before sending, sends what the API takes, shows the server's
 * refusal in place and stays open, and closes with Escape.
 */
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '#app/lib/api.ts';
import { RETURN_TEXT } from '#domain/returns.ts';
import { ApproveDialog } from './approve-dialog';
import { ReceiveDialog } from './receive-dialog';
import { RejectDialog } from './reject-dialog';

afterEach(cleanup);

describe('the Reject dialog', () => {
  it('asks for the reason before sending, then sends it trimmed and closes', async () => {
    const onReject = vi.fn(async () => undefined);
    const onClose = vi.fn();
    render(<RejectDialog number="R-1234ABCD" open onClose={onClose} onReject={onReject} />);
    const reason = screen.getByRole('textbox', { name: 'Reason' });
    await waitFor(() => expect(document.activeElement).toBe(reason));

    fireEvent.click(screen.getByRole('button', { name: 'Reject return' }));
    expect(await screen.findByText(RETURN_TEXT.rejection)).toBeTruthy();
    expect(onReject).not.toHaveBeenCalled();

    fireEvent.change(reason, { target: { value: '  The coat came back worn.  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Reject return' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onReject).toHaveBeenCalledWith({ reason: 'The coat came back worn.' });
  });

  it('shows the server’s refusal in place and stays open', async () => {
    const refused = RETURN_TEXT.notAt('received', 'rejected');
    const onClose = vi.fn();
    render(
      <RejectDialog
        number="R-1234ABCD"
        open
        onClose={onClose}
        onReject={() => Promise.reject(new ApiError(refused, 409))}
      />,
    );
    fireEvent.change(screen.getByRole('textbox', { name: 'Reason' }), { target: { value: 'Worn' } });
    fireEvent.click(screen.getByRole('button', { name: 'Reject return' }));
    expect((await screen.findByRole('alert')).textContent).toBe(refused);
    expect(screen.getByRole('dialog', { name: 'Reject return R-1234ABCD' })).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('closes with Escape', async () => {
    const onClose = vi.fn();
    render(<RejectDialog number="R-1234ABCD" open onClose={onClose} onReject={vi.fn()} />);
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'Reason' }), { key: 'Escape' });
    expect(onClose).toHaveBeenCalled();
  });
});

describe('the Approve dialog', () => {
  it('sends the standard instructions alone when no note is written, or the note', async () => {
    const onApprove = vi.fn(async () => undefined);
    const { rerender } = render(<ApproveDialog number="R-1" open onClose={vi.fn()} onApprove={onApprove} />);
    const note = screen.getByRole('textbox', { name: 'Note to add to the instructions' });
    await waitFor(() => expect(document.activeElement).toBe(note));
    fireEvent.change(note, { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Approve and e-mail' }));
    await waitFor(() => expect(onApprove).toHaveBeenCalledWith({}));

    rerender(<ApproveDialog number="R-2" open onClose={vi.fn()} onApprove={onApprove} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Note to add to the instructions' }), {
      target: { value: 'Kyrgyz Post is fine.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Approve and e-mail' }));
    await waitFor(() => expect(onApprove).toHaveBeenLastCalledWith({ note: 'Kyrgyz Post is fine.' }));
  });
});

describe('the Receive dialog', () => {
  it('shows the amount, restocks by default, and sends the owner’s choice', async () => {
    const onReceive = vi.fn(async () => undefined);
    render(<ReceiveDialog number="R-1" amount="$33.33" open onClose={vi.fn()} onReceive={onReceive} />);
    const restock = screen.getByRole('checkbox', { name: 'Put the units back in stock' });
    await waitFor(() => expect(document.activeElement).toBe(restock));
    expect((restock as HTMLInputElement).checked).toBe(true);
    expect(screen.getByTestId('receive-amount').textContent).toBe('$33.33');

    fireEvent.click(restock);
    fireEvent.click(screen.getByRole('button', { name: 'Receive and refund $33.33' }));
    await waitFor(() => expect(onReceive).toHaveBeenCalledWith({ restock: false }));
  });
});
