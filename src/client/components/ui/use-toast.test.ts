import { describe, it, expect } from 'vitest';

import { TOAST_LIMIT, toastReducer, type ToasterToast, type ToastState } from './use-toast';

const make = (id: string): ToasterToast => ({ id, title: `Toast ${id}`, open: true });

describe('toastReducer', () => {
  it('keeps only the newest toast when two are added', () => {
    expect(TOAST_LIMIT).toBe(1);
    let state: ToastState = { toasts: [] };
    state = toastReducer(state, { type: 'ADD_TOAST', toast: make('1') });
    state = toastReducer(state, { type: 'ADD_TOAST', toast: make('2') });
    expect(state.toasts).toHaveLength(1);
    expect(state.toasts[0]?.id).toBe('2');
  });

  it('dismiss sets open to false', () => {
    const state = toastReducer({ toasts: [make('1')] }, { type: 'DISMISS_TOAST', toastId: '1' });
    expect(state.toasts).toHaveLength(1);
    expect(state.toasts[0]?.open).toBe(false);
  });

  it('remove deletes the toast', () => {
    const state = toastReducer({ toasts: [make('1')] }, { type: 'REMOVE_TOAST', toastId: '1' });
    expect(state.toasts).toEqual([]);
  });
});
