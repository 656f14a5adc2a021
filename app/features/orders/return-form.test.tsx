// @vitest-environment jsdom
/**
 * The shopper's return request (decision 0052) as a shopper uses it: the form with the
 * API's own schema, and the order's returns section that opens it. The API is a stubbed
 * `fetch`, answering as POST /api/orders/{id}/returns does.
 */
import { act, cleanup, fireEvent, render as renderInDom, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiOrder, ApiReturn, ReturnRequestAnswer } from '#domain/api-answer-schemas.ts';
import { RETURN_TEXT, returnDeadlineText } from '#domain/returns.ts';
import { LanguageProvider } from '#app/features/i18n/index.ts';
import ReturnForm from './return-form';
import { ReturnsSection } from './returns-section';

const COAT = 'a0000000-0000-4000-8000-000000000001';
const HAT = 'a0000000-0000-4000-8000-000000000002';
const ORDER_ID = 'b0000000-0000-4000-8000-0000000000aa';

/** The components speak through the page's language: English, from the code. */
const render = (ui: React.ReactElement) =>
  renderInDom(ui, {
    wrapper: ({ children }) => (
      <LanguageProvider language="en" messages={{}}>
        {children}
      </LanguageProvider>
    ),
  });

function item(id: string, name: string, quantity: number, returnable: number): ApiOrder['items'][number] {
  return {
    _id: id,
    product: { _id: null, name },
    variant: { color: 'Black', size: 'M', price: 80, discountedPrice: 80 },
    quantity,
    discount: 0,
    returnable,
  };
}

function deliveredOrder(overrides: Partial<ApiOrder> = {}): ApiOrder {
  return {
    _id: ORDER_ID,
    number: '000000AA',
    user: { name: 'Aida Bekova', email: 'aida@example.com' },
    shippingAddress: {
      name: 'Aida Bekova',
      firstName: 'Aida',
      lastName: 'Bekova',
      email: 'aida@example.com',
      phone: '+996 555 000 321',
      address: '1 Chui Avenue',
      city: 'Bishkek',
      state: null,
      postalCode: '720001',
      country: 'KG',
    },
    shippingMethod: 'standard',
    shippingMethodName: 'Standard',
    shippingDelivery: '5-7 business days',
    shippingZone: 'Rest of the world',
    items: [item(COAT, 'Wool Coat', 2, 2), item(HAT, 'Felt Hat', 1, 1)],
    currency: 'USD',
    total: 240,
    discountedTotal: 240,
    shippingCost: 5.99,
    finalTotal: 245.99,
    couponCode: null,
    orderStatus: 'delivered',
    paymentStatus: 'paid',
    paymentMethod: 'test',
    createdAt: '2026-11-20T10:00:00.000Z',
    shipment: null,
    deliveredAt: '2026-11-24T10:00:00.000Z',
    returnWindowEndsAt: new Date(Date.now() + 2 * 24 * 60 * 60_000).toISOString(),
    returns: [],
    ...overrides,
  };
}

function aReturn(overrides: Partial<ApiReturn> = {}): ApiReturn {
  return {
    _id: 'c0000000-0000-4000-8000-0000000000r1',
    number: 'R-000000R1',
    orderId: ORDER_ID,
    status: 'requested',
    reason: 'too_small',
    reasonLabel: 'Too small',
    comment: null,
    lines: [{ itemId: COAT, name: 'Wool Coat', color: 'Black', size: 'M', quantity: 1 }],
    requestedAt: '2026-11-25T09:00:00.000Z',
    decidedAt: null,
    instructions: null,
    rejectionReason: null,
    receivedAt: null,
    refund: null,
    ...overrides,
  };
}

/** `fetch` answering each call with the next of `answers` (status and body), recording the bodies sent. */
function stubApi(...answers: Array<{ status: number; body: unknown } | 'offline'>) {
  const sent: Array<Record<string, unknown>> = [];
  const fetch = vi.fn(async (_url: string, init: RequestInit) => {
    sent.push(JSON.parse(String(init.body)) as Record<string, unknown>);
    const answer = answers.shift();
    if (!answer || answer === 'offline') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetch);
  return { fetch, sent };
}

/** The message a field is described by (its error, not its hint), or null. */
function messageUnder(field: HTMLElement): string | null {
  const ids = field.getAttribute('aria-describedby')?.split(' ') ?? [];
  const error = ids.find((id) => id.endsWith('-error'));
  return error ? (document.getElementById(error)?.textContent ?? null) : null;
}

const coatBox = () => screen.getByRole('checkbox', { name: /Wool Coat/ });
const reasonSelect = () => screen.getByRole('combobox', { name: 'Reason' });
const commentBox = () => screen.getByRole('textbox', { name: /Comment/ });
const choose = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });
const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send request' }));

function renderForm(props: Partial<Parameters<typeof ReturnForm>[0]> = {}) {
  const onDone = vi.fn();
  const onCancel = vi.fn();
  render(<ReturnForm order={deliveredOrder()} token="link-token" onDone={onDone} onCancel={onCancel} {...props} />);
  return { onDone, onCancel };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the return request form', () => {
  it('offers each returnable line with its quantities and starts on the first one', () => {
    renderForm();
    expect(document.activeElement).toBe(coatBox());
    const quantity = screen.getByRole('combobox', { name: /Qty of Wool Coat/ });
    expect(
      within(quantity)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['1', '2']);
    // One unit left of the hat: nothing to choose but the line.
    expect(screen.getByRole('checkbox', { name: /Felt Hat/ })).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: /Qty of Felt Hat/ })).toBeNull();
    expect(screen.getByText(`0 of 500 characters`)).toBeTruthy();
  });

  it('says to choose an item when none is ticked, on the first line, and sends nothing', async () => {
    const { fetch } = stubApi();
    renderForm();
    choose(reasonSelect(), 'too_small');
    send();
    await waitFor(() => expect(messageUnder(coatBox())).toBe(RETURN_TEXT.nothingChosen));
    expect(screen.getByRole('group', { name: 'Items to return' }).getAttribute('aria-describedby')).toBeTruthy();
    expect(document.activeElement).toBe(coatBox());
    expect(fetch).not.toHaveBeenCalled();

    fireEvent.click(coatBox());
    await waitFor(() => expect(messageUnder(coatBox())).toBeNull());
  });

  it('asks for a comment under the comment field when the reason is "Other"', async () => {
    const { fetch } = stubApi();
    renderForm();
    fireEvent.click(coatBox());
    choose(reasonSelect(), 'other');
    expect(commentBox().getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('Comment', { selector: 'label' })).toBeTruthy();
    send();
    await waitFor(() => expect(messageUnder(commentBox())).toBe(RETURN_TEXT.comment));
    expect(messageUnder(reasonSelect())).toBeNull();
    expect(document.activeElement).toBe(commentBox());
    expect(fetch).not.toHaveBeenCalled();

    choose(commentBox(), 'The colour is not as pictured.');
    await waitFor(() => expect(messageUnder(commentBox())).toBeNull());
    expect(screen.getByText(`30 of 500 characters`)).toBeTruthy();
  });

  it("shows the server's refusal above the buttons (the window has closed)", async () => {
    const closed = RETURN_TEXT.outsideWindow(returnDeadlineText(new Date('2026-11-27T10:00:00.000Z')));
    stubApi({ status: 409, body: { message: closed } });
    const { onDone } = renderForm();
    fireEvent.click(coatBox());
    choose(reasonSelect(), 'too_large');
    send();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(closed));
    expect(onDone).not.toHaveBeenCalled();
  });

  it("puts the server's field messages under their fields, the lines' on the first line", async () => {
    stubApi({
      status: 400,
      body: { message: 'Please correct the highlighted fields.', errors: { 'lines.0.quantity': RETURN_TEXT.quantity } },
    });
    renderForm();
    fireEvent.click(coatBox());
    choose(reasonSelect(), 'damaged');
    send();
    await waitFor(() => expect(messageUnder(coatBox())).toBe(RETURN_TEXT.quantity));
    expect(screen.getByRole('alert').textContent).toBe('');
  });

  it('sends the chosen units with one key per opening, and hands back the order it answers', async () => {
    const order = deliveredOrder();
    const after = deliveredOrder({ returns: [aReturn({ lines: [{ ...aReturn().lines[0]!, quantity: 2 }] })] });
    const answer: ReturnRequestAnswer = { return: after.returns[0]!, order: after };
    const { sent } = stubApi('offline', { status: 201, body: answer });
    const { onDone } = renderForm({ order });

    // Choosing a quantity ticks its line.
    choose(screen.getByRole('combobox', { name: /Qty of Wool Coat/ }), '2');
    expect((coatBox() as HTMLInputElement).checked).toBe(true);
    choose(reasonSelect(), 'too_small');
    choose(commentBox(), '  The sleeves are short.  ');
    send();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(RETURN_TEXT.requestFailed));
    send();
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(answer));

    expect(sent).toHaveLength(2);
    expect(sent[0]).toEqual({
      token: 'link-token',
      idempotencyKey: expect.stringMatching(/^[0-9a-f]{32}$/),
      lines: [{ itemId: COAT, quantity: 2 }],
      reason: 'too_small',
      comment: 'The sleeves are short.',
      // The page's language, for the e-mail that the request arrived.
      language: 'en',
    });
    // A second try of the same request is the same return.
    expect(sent[1]!.idempotencyKey).toBe(sent[0]!.idempotencyKey);
  });

  it('sends no token when there is none (signed in, the stored sign-in is used)', async () => {
    const after = deliveredOrder({ returns: [aReturn()] });
    const { sent } = stubApi({ status: 201, body: { return: after.returns[0], order: after } });
    const { onDone } = renderForm({ token: null });
    fireEvent.click(screen.getByRole('checkbox', { name: /Felt Hat/ }));
    choose(reasonSelect(), 'changed_mind');
    send();
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(sent[0]).not.toHaveProperty('token');
    expect(sent[0]).not.toHaveProperty('comment');
    expect(sent[0]!.lines).toEqual([{ itemId: HAT, quantity: 1 }]);
  });
});

describe("the order's returns section", () => {
  const renderSection = (order: ApiOrder, token: string | null = 'link-token') =>
    render(
      <MemoryRouter>
        <ReturnsSection order={order} orderToken={token} />
      </MemoryRouter>,
    );
  const section = () => screen.getByRole('region', { name: 'Returns' });

  it('is not there before the order is delivered', () => {
    renderSection(deliveredOrder({ orderStatus: 'shipped', deliveredAt: null, returnWindowEndsAt: null }));
    expect(screen.queryByRole('region', { name: 'Returns' })).toBeNull();
  });

  it('says until when a return can be requested, and when the window closed', () => {
    const open = deliveredOrder();
    renderSection(open);
    expect(section().textContent).toContain(
      `You can request a return until ${returnDeadlineText(new Date(open.returnWindowEndsAt!))}.`,
    );
    expect(within(section()).getByRole('link', { name: 'Refund & Return Policy' }).getAttribute('href')).toBe(
      '/refund-return-policy',
    );
    cleanup();

    const endsAt = '2026-11-27T10:00:00.000Z';
    renderSection(
      deliveredOrder({
        returnWindowEndsAt: endsAt,
        items: [item(COAT, 'Wool Coat', 2, 0), item(HAT, 'Felt Hat', 1, 0)],
      }),
    );
    expect(section().textContent).toContain(RETURN_TEXT.outsideWindow(returnDeadlineText(new Date(endsAt))));
    expect(screen.queryByRole('button', { name: 'Request a return' })).toBeNull();
  });

  it("shows each return's steps: requested, approved with its instructions, rejected, received with the refund", () => {
    renderSection(
      deliveredOrder({
        returns: [
          aReturn({ comment: 'Short in the sleeves.' }),
          aReturn({
            _id: 'r2',
            number: 'R-000000R2',
            status: 'approved',
            decidedAt: '2026-11-25T12:00:00.000Z',
            instructions: ['Pack the items unworn.', 'Send it to: 1 Chui Avenue, Bishkek.'],
          }),
          aReturn({
            _id: 'r3',
            number: 'R-000000R3',
            status: 'rejected',
            decidedAt: '2026-11-26T12:00:00.000Z',
            rejectionReason: 'The photos show the items worn.',
          }),
          aReturn({
            _id: 'r4',
            number: 'R-000000R4',
            status: 'received',
            decidedAt: '2026-11-25T12:00:00.000Z',
            receivedAt: '2026-11-28T12:00:00.000Z',
            refund: { amount: 80, restocked: true },
          }),
        ],
      }),
    );
    const steps = (number: string) =>
      within(screen.getByRole('list', { name: `Steps of return ${number}` }))
        .getAllByRole('listitem')
        .filter((li) => li.parentElement?.getAttribute('aria-label')?.startsWith('Steps'))
        .map((li) => li.textContent);
    const requested = steps('R-000000R1');
    expect(requested).toHaveLength(1);
    expect(requested[0]).toContain('Requested · November 25, 2026');
    expect(requested[0]).toContain('1 × Wool Coat (Black, M)');
    expect(requested[0]).toContain('Reason: Too small');
    expect(requested[0]).toContain('“Short in the sleeves.”');

    const approved = steps('R-000000R2');
    expect(approved[1]).toContain('Approved · November 25, 2026');
    expect(approved[1]).toContain('Send it to: 1 Chui Avenue, Bishkek.');
    const rejected = steps('R-000000R3');
    expect(rejected[1]).toContain('Rejected · November 26, 2026');
    expect(rejected[1]).toContain('Reason: The photos show the items worn.');
    const received = steps('R-000000R4');
    expect(received.map((text) => text!.split(' · ')[0])).toEqual(['Requested', 'Approved', 'Received and refunded']);
    expect(received[2]).toContain('We refunded $80.00 to your original payment method.');
    expect(section().textContent).toContain('Return R-000000R4Return status: Received and refunded');
  });

  it('opens the form from its button, gives the focus back on Cancel, and shows the sent request', async () => {
    const order = deliveredOrder();
    renderSection(order);
    const button = screen.getByRole('button', { name: 'Request a return' });
    fireEvent.click(button);
    const form = await screen.findByRole('form', { name: 'Request a return' });
    await waitFor(() => expect(document.activeElement).toBe(coatBox()));
    fireEvent.click(within(form).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Request a return' })));

    const after = deliveredOrder({
      returns: [aReturn()],
      items: [item(COAT, 'Wool Coat', 2, 1), item(HAT, 'Felt Hat', 1, 1)],
    });
    stubApi({ status: 201, body: { return: after.returns[0], order: after } });
    fireEvent.click(screen.getByRole('button', { name: 'Request a return' }));
    await screen.findByRole('form', { name: 'Request a return' });
    fireEvent.click(coatBox());
    choose(reasonSelect(), 'too_small');
    await act(async () => send());
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Request a return' })).toBeNull());
    const status = within(section()).getByRole('status');
    expect(status.textContent).toBe(RETURN_TEXT.requested);
    expect(document.activeElement).toBe(status);
    expect(within(section()).getByRole('list', { name: 'Steps of return R-000000R1' })).toBeTruthy();
    expect(section().textContent).toContain('Return R-000000R1Return status: Requested');
  });
});
