import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { ToastStack } from '@/app/shell/toast-stack.tsx';
import { dismissToast, getToasts, showToast, toastDuration } from './toast.ts';

afterEach(() => {
  for (const t of getToasts()) dismissToast(t.id);
  cleanup();
  vi.useRealTimers();
});

describe('toast durations', () => {
  it('maps each type to the spec duration, unknown types to info', () => {
    expect(toastDuration('success')).toBe(5000);
    expect(toastDuration('error')).toBe(7000);
    expect(toastDuration('warning')).toBe(6000);
    expect(toastDuration('info')).toBe(5000);
    expect(toastDuration('deposit_approved')).toBe(5000);
    expect(toastDuration(undefined)).toBe(5000);
  });

  it('treats an unknown type as info', () => {
    showToast({ type: 'strange', message: 'x' });
    expect(getToasts().at(-1)?.type).toBe('info');
  });
});

describe('ToastStack', () => {
  it('removes an error toast after 7 s but not before', () => {
    vi.useFakeTimers();
    render(<ToastStack />);
    act(() => {
      showToast({ type: 'error', message: 'Hata oluştu' });
    });
    expect(screen.getByText('Hata oluştu')).toBeTruthy();
    act(() => vi.advanceTimersByTime(6999));
    expect(screen.queryByText('Hata oluştu')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Hata oluştu')).toBeNull();
  });

  it('removes a toast on click and with its close button', () => {
    render(<ToastStack />);
    act(() => {
      showToast({ type: 'success', title: 'Tamam', message: 'Birinci' });
      showToast({ type: 'warning', message: 'İkinci' });
    });
    fireEvent.click(screen.getByText('Birinci'));
    expect(screen.queryByText('Birinci')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Kapat' }));
    expect(screen.queryByText('İkinci')).toBeNull();
  });
});
