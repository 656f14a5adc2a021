// @vitest-environment jsdom
/**
 * The store's one form mechanism (app/lib/use-form), driven as a shopper drives it: real
 * React in a DOM, the project's own fields, a zod schema through schemaValidator.
 */
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
// The renderer's browser build: app/ imports nothing whose path names a server (lint).
import { renderToString } from 'react-dom/server.browser';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { EmailField, TextField } from '#app/components/ui/form-fields.tsx';
import { ApiError } from './api';
import { schemaValidator } from './schema-validator';
import { useForm, type Validator } from './use-form';

interface Values {
  name: string;
  email: string;
}

const schema = z.object({
  name: z.string().trim().min(1, 'Name is required'),
  email: z.string().trim().min(1, 'Email is required').email('Please enter a valid email address'),
});
const validate: Validator<Values> = async (values) => schemaValidator<Values>(schema)(values);

function SignUp({
  onValid,
  mode,
}: {
  onValid: (values: Values) => unknown;
  mode?: 'onSubmit' | 'onTouched' | 'clearOnEdit';
}) {
  const {
    register,
    handleSubmit,
    setSubmitError,
    formState: { errors },
  } = useForm<Values>({ defaultValues: { name: '', email: '' }, validate, mode });
  const submit = handleSubmit(async (values) => {
    try {
      await onValid(values);
    } catch (error) {
      setSubmitError(error, 'Could not sign up.');
    }
  });
  return (
    <form onSubmit={submit} noValidate>
      {errors.root?.server ? <p role="alert">{errors.root.server.message}</p> : null}
      <TextField label="Name" error={errors.name?.message} {...register('name')} />
      <EmailField error={errors.email?.message} {...register('email')} />
      <button type="submit">Sign up</button>
    </form>
  );
}

/** The message shown under a field (linked to it for screen readers), or null. */
function messageUnder(field: HTMLElement): string | null {
  const ids = field.getAttribute('aria-describedby')?.split(' ') ?? [];
  const error = ids.find((id) => id.endsWith('-error'));
  return error ? (document.getElementById(error)?.textContent ?? null) : null;
}

const nameField = () => screen.getByLabelText('Name');
const emailField = () => screen.getByLabelText(/email/i);
const type = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));

afterEach(cleanup);

describe('useForm', () => {
  it('says nothing before the first submit, then checks each field as it changes', async () => {
    const onValid = vi.fn();
    render(<SignUp onValid={onValid} />);
    type(emailField(), 'not-an-email');
    fireEvent.blur(emailField());
    // Give a check the chance to run, had one been started.
    await act(() => validate({ name: '', email: '' }));
    expect(messageUnder(emailField())).toBeNull();

    submit();
    await waitFor(() => expect(messageUnder(emailField())).toBe('Please enter a valid email address'));
    expect(messageUnder(nameField())).toBe('Name is required');
    expect(onValid).not.toHaveBeenCalled();

    type(emailField(), 'ada@example.com');
    await waitFor(() => expect(messageUnder(emailField())).toBeNull());
    // Fixing one field leaves the other's message until it is fixed too.
    expect(messageUnder(nameField())).toBe('Name is required');
  });

  it("in 'onTouched' mode checks a field when it loses focus, then as it changes", async () => {
    render(<SignUp onValid={vi.fn()} mode="onTouched" />);
    type(emailField(), 'ada@');
    await act(() => validate({ name: '', email: '' }));
    expect(messageUnder(emailField())).toBeNull();

    fireEvent.blur(emailField());
    await waitFor(() => expect(messageUnder(emailField())).toBe('Please enter a valid email address'));
    type(emailField(), 'ada@example.com');
    await waitFor(() => expect(messageUnder(emailField())).toBeNull());
    // A field never visited stays quiet.
    expect(messageUnder(nameField())).toBeNull();
  });

  it('focuses the first invalid field on a failed submit, in the order of the form', async () => {
    render(<SignUp onValid={vi.fn()} />);
    type(nameField(), 'Ada');
    submit();
    await waitFor(() => expect(document.activeElement).toBe(emailField()));

    type(nameField(), '');
    submit();
    await waitFor(() => expect(document.activeElement).toBe(nameField()));
  });

  it('hands the schema output (trimmed) to the submit handler once valid', async () => {
    const onValid = vi.fn();
    render(<SignUp onValid={onValid} />);
    type(nameField(), '  Ada  ');
    type(emailField(), 'ada@example.com');
    submit();
    await waitFor(() => expect(onValid).toHaveBeenCalledWith({ name: 'Ada', email: 'ada@example.com' }));
    expect(messageUnder(nameField())).toBeNull();
  });

  it("shows the server's field messages under their fields and focuses the first", async () => {
    render(
      <SignUp
        onValid={() =>
          Promise.reject(new ApiError('Validation failed', 400, { email: 'This email is already registered' }))
        }
      />,
    );
    type(nameField(), 'Ada');
    type(emailField(), 'ada@example.com');
    submit();
    await waitFor(() => expect(messageUnder(emailField())).toBe('This email is already registered'));
    expect(document.activeElement).toBe(emailField());
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("shows a refusal without field messages (or for fields the form lacks) as the form's message", async () => {
    const { unmount } = render(
      <SignUp onValid={() => Promise.reject(new ApiError('Too many attempts, try again later', 429))} />,
    );
    type(nameField(), 'Ada');
    type(emailField(), 'ada@example.com');
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe('Too many attempts, try again later');
    unmount();

    render(
      <SignUp onValid={() => Promise.reject(new ApiError('Validation failed', 400, { password: 'Too short' }))} />,
    );
    type(nameField(), 'Ada');
    type(emailField(), 'ada@example.com');
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe('Validation failed');
    expect(messageUnder(emailField())).toBeNull();
  });

  it('keeps what was typed into the server-rendered page before its scripts ran', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(<SignUp onValid={vi.fn()} />);
    // The shopper types while the page's JavaScript is still on its way.
    container.querySelector<HTMLInputElement>('input[name="name"]')!.value = 'Ada';
    container.querySelector<HTMLInputElement>('input[name="email"]')!.value = 'ada@example.com';

    const onValid = vi.fn();
    const root = await act(async () => hydrateRoot(container, <SignUp onValid={onValid} />));
    try {
      expect(container.querySelector<HTMLInputElement>('input[name="name"]')!.value).toBe('Ada');
      await act(async () => container.querySelector('button')!.click());
      await waitFor(() => expect(onValid).toHaveBeenCalledWith({ name: 'Ada', email: 'ada@example.com' }));
    } finally {
      act(() => root.unmount());
      container.remove();
    }
  });

  it('checks a value set by a control that is not a native field as a typed change', async () => {
    function Rating() {
      const {
        handleSubmit,
        setValue,
        formState: { errors },
      } = useForm<{ rating: string }>({
        defaultValues: { rating: '' },
        validate: async (values) =>
          values.rating ? { ok: true, values } : { ok: false, errors: { rating: 'Please select a star rating.' } },
      });
      return (
        <form onSubmit={handleSubmit(() => {})} noValidate>
          <button type="button" onClick={() => setValue('rating', '4', { asChange: true })}>
            4 stars
          </button>
          {errors.rating ? <p role="alert">{errors.rating.message}</p> : null}
          <button type="submit">Sign up</button>
        </form>
      );
    }
    render(<Rating />);
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe('Please select a star rating.');
    fireEvent.click(screen.getByRole('button', { name: '4 stars' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it("starts with the messages of a post the page's action refused, and checks those fields as they change", async () => {
    function Refused() {
      const {
        register,
        handleSubmit,
        formState: { errors },
      } = useForm<Values>({
        defaultValues: { name: 'Ada', email: 'ada@' },
        validate,
        errors: { email: { message: 'Please enter a valid email address' } },
      });
      return (
        <form onSubmit={handleSubmit(() => {})} noValidate>
          <TextField label="Name" error={errors.name?.message} {...register('name')} />
          <EmailField error={errors.email?.message} {...register('email')} />
        </form>
      );
    }
    render(<Refused />);
    expect(messageUnder(emailField())).toBe('Please enter a valid email address');
    type(emailField(), 'ada@example.com');
    await waitFor(() => expect(messageUnder(emailField())).toBeNull());
  });

  it("in 'clearOnEdit' mode checks only on submit, and editing a field clears its message even if still wrong", async () => {
    render(<SignUp onValid={vi.fn()} mode="clearOnEdit" />);
    submit();
    await waitFor(() => expect(messageUnder(emailField())).toBe('Email is required'));
    type(emailField(), 'still-wrong');
    await act(() => validate({ name: '', email: '' }));
    expect(messageUnder(emailField())).toBeNull();
    expect(messageUnder(nameField())).toBe('Name is required');
    submit();
    await waitFor(() => expect(messageUnder(emailField())).toBe('Please enter a valid email address'));
  });

  it("holds a checkbox's state as true or false", async () => {
    const onValid = vi.fn();
    function Terms() {
      const { register, handleSubmit, watch } = useForm<{ global: boolean }>({
        defaultValues: { global: false },
        validate: async (values) => ({ ok: true, values }),
      });
      return (
        <form onSubmit={handleSubmit(onValid)} noValidate>
          <label>
            <input type="checkbox" {...register('global')} /> Global
          </label>
          <p>{watch('global') ? 'No code needed' : 'Needs a code'}</p>
          <button type="submit">Sign up</button>
        </form>
      );
    }
    render(<Terms />);
    fireEvent.click(screen.getByLabelText('Global'));
    expect(screen.getByText('No code needed')).toBeTruthy();
    submit();
    await waitFor(() => expect(onValid).toHaveBeenCalledWith({ global: true }));
  });
});
