import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { fakeApi } from '@client/test/fake-api';
import { openAssistant } from './assistant-store';
import { AssistantWidget } from './assistant-widget';

function renderWidget() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <button type="button" onClick={() => openAssistant()}>
        Ask AI
      </button>
      <AssistantWidget />
    </QueryClientProvider>,
  );
}

const dock = () => screen.queryByRole('dialog', { name: 'Procurement Assistant' });
/** The dock's code loads when it first opens (assistant-widget.tsx): wait for it. */
const dockShown = () => screen.findByRole('dialog', { name: 'Procurement Assistant' });

beforeEach(() => {
  fakeApi(() => ({ status: 200, body: [] }));
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the chat dock', () => {
  it('closes on Escape and gives focus back to the chat button that opened it', async () => {
    const user = userEvent.setup();
    renderWidget();
    await user.click(screen.getByRole('button', { name: 'Open procurement assistant' }));
    await dockShown();
    await vi.waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Message the assistant' })),
    );
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Message the assistant' }));

    await user.keyboard('{Escape}');
    expect(dock()).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open procurement assistant' }));
  });

  it('gives focus back to another opener, on Escape from anywhere in the dock and on Close', async () => {
    const user = userEvent.setup();
    renderWidget();
    const askAi = screen.getByRole('button', { name: 'Ask AI' });
    await user.click(askAi);
    await dockShown();
    await user.click(screen.getByRole('button', { name: 'Close assistant' }));
    expect(dock()).toBeNull();
    expect(document.activeElement).toBe(askAi);

    await user.click(askAi);
    await dockShown();
    screen.getByRole('button', { name: 'Send' }).focus();
    await user.keyboard('{Escape}');
    expect(dock()).toBeNull();
    expect(document.activeElement).toBe(askAi);
  });
});
