// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CodeStep } from './code-step';

function show(onSubmit: (code: string) => Promise<boolean>, busy = false) {
  const props = { phone: '+919000000001', resendAt: 0, error: null, demoMode: false, onSubmit, onResend: () => {}, onChangeNumber: () => {} };
  const view = render(<CodeStep {...props} busy={busy} />);
  return { rerender: (nextBusy: boolean) => view.rerender(<CodeStep {...props} busy={nextBusy} />) };
}

const input = () => screen.getByLabelText('Code') as HTMLInputElement;
const signIn = () => screen.getByRole('button', { name: 'Sign in' }) as HTMLButtonElement;

describe('CodeStep', () => {
  afterEach(() => cleanup());

  it('checks a pasted code once, though autofill also submits the form at once', async () => {
    const onSubmit = vi.fn(async () => true);
    show(onSubmit);
    await act(async () => {
      fireEvent.change(input(), { target: { value: '123456' } });
      fireEvent.submit(input().form!);
    });
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledWith('123456');
  });

  it('keeps Sign in disabled for a code already checked until the code changes', async () => {
    const onSubmit = vi.fn(async () => true);
    show(onSubmit);
    await act(async () => fireEvent.change(input(), { target: { value: '123456' } }));
    expect(signIn().disabled).toBe(true);
    await act(async () => fireEvent.click(signIn()));
    await act(async () => fireEvent.submit(input().form!));
    expect(onSubmit).toHaveBeenCalledTimes(1);

    await act(async () => fireEvent.change(input(), { target: { value: '12345' } }));
    await act(async () => fireEvent.change(input(), { target: { value: '123457' } }));
    expect(signIn().disabled).toBe(false);
    await act(async () => fireEvent.click(signIn()));
    expect(onSubmit).toHaveBeenCalledTimes(2);
    expect(onSubmit).toHaveBeenLastCalledWith('123457');
  });

  it('takes a code typed again after an edit as a new attempt', async () => {
    const onSubmit = vi.fn(async () => true);
    show(onSubmit);
    await act(async () => fireEvent.change(input(), { target: { value: '123456' } }));
    await act(async () => fireEvent.change(input(), { target: { value: '' } }));
    await act(async () => fireEvent.change(input(), { target: { value: '12345' } }));
    await act(async () => fireEvent.change(input(), { target: { value: '123456' } }));
    expect(signIn().disabled).toBe(false);
    await act(async () => fireEvent.click(signIn()));
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });

  it('is disabled while a check runs', () => {
    const view = show(async () => true);
    fireEvent.change(input(), { target: { value: '12345' } });
    fireEvent.change(input(), { target: { value: '123456' } });
    expect(signIn().disabled).toBe(false);
    view.rerender(true);
    const checking = screen.getByRole('button', { name: 'Checking…' }) as HTMLButtonElement;
    expect(checking.disabled).toBe(true);
  });

  it('lets a code that never reached the server (offline) be sent again', async () => {
    const onSubmit = vi.fn(async () => false);
    show(onSubmit);
    await act(async () => fireEvent.change(input(), { target: { value: '123456' } }));
    expect(signIn().disabled).toBe(false);
    await act(async () => fireEvent.click(signIn()));
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });
});
