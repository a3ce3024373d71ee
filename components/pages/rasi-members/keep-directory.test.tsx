import { act, fireEvent, render, screen } from '@testing-library/react';
import { KeepDirectory } from './keep-directory';

const TEXT = {
  button: 'Keep the directory for offline reading',
  note: 'Saves this directory and the pages of its 2 firms on this device, about 0.2 MB.',
  progress: 'Saving {done} of {total} pages…',
  done: 'Saved: {total} pages, {size} MB.',
  failed: '{failed} of {total} pages could not be saved.',
};

class FakeChannel {
  port1: { onmessage: ((event: { data: unknown }) => void) | null } = { onmessage: null };
  port2 = {};
}

function withWorker(controller: { postMessage: jest.Mock } | null) {
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { controller, addEventListener: jest.fn(), removeEventListener: jest.fn() },
  });
}

function Directory() {
  return (
    <>
      <ul id="list">
        <li>
          <h2>
            <a href="https://www.example.org/rasi-members/kaveri-polymers">Kaveri Polymers</a>
          </h2>
        </li>
        <li>
          <h2>
            <a href="https://www.example.org/rasi-members/noor-polymers">Noor Polymers</a>
          </h2>
        </li>
      </ul>
      <KeepDirectory listId="list" text={TEXT} />
    </>
  );
}

beforeAll(() => {
  (globalThis as { MessageChannel: unknown }).MessageChannel = FakeChannel;
});

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

test('without a service worker in control there is no button, and the directory is as it was', () => {
  withWorker(null);
  render(<Directory />);
  expect(screen.queryByRole('button')).toBeNull();
  expect(screen.queryByText(TEXT.note)).toBeNull();
});

test('one press asks the worker for the directory and every firm’s page on this origin, then shows progress and the size', async () => {
  const postMessage = jest.fn();
  withWorker({ postMessage });
  render(<Directory />);
  // The panel's code loads once a worker is seen in control.
  expect(await screen.findByText(TEXT.note)).toBeVisible();
  fireEvent.click(screen.getByRole('button', { name: TEXT.button }));

  const [message, ports] = postMessage.mock.calls[0] as [{ keep: string[] }, unknown[]];
  expect(ports).toHaveLength(1);
  expect(message.keep).toEqual([
    `${location.origin}/`,
    `${location.origin}/rasi-members/kaveri-polymers`,
    `${location.origin}/rasi-members/noor-polymers`,
  ]);
  const progress = screen.getByRole('progressbar', { name: TEXT.button });
  expect(progress).toHaveAttribute('max', '3');
  expect(screen.getByText('Saving 0 of 3 pages…')).toBeVisible();
  // A second press while saving does not start again.
  fireEvent.click(screen.getByRole('button', { name: TEXT.button }));
  expect(postMessage).toHaveBeenCalledTimes(1);
});

test('the end is announced, with the size kept or the pages that failed', async () => {
  const postMessage = jest.fn();
  let report: ((event: { data: unknown }) => void) | null = null;
  (globalThis as { MessageChannel: unknown }).MessageChannel = class extends FakeChannel {
    constructor() {
      super();
      queueMicrotask(() => (report = this.port1.onmessage));
    }
  };
  withWorker({ postMessage });
  render(<Directory />);
  fireEvent.click(await screen.findByRole('button', { name: TEXT.button }));
  return Promise.resolve().then(() => {
    act(() => report!({ data: { done: 3, total: 3, bytes: 156_000, failed: 0 } }));
    expect(screen.getByRole('status')).toHaveTextContent('Saved: 3 pages, 0.2 MB.');
    expect(screen.queryByRole('progressbar')).toBeNull();
    act(() => report!({ data: { done: 3, total: 3, bytes: 104_000, failed: 1 } }));
    expect(screen.getByRole('status')).toHaveTextContent('1 of 3 pages could not be saved.');
  });
});
