import { act, fireEvent, render, screen } from '@testing-library/react';
import { KeepDirectory } from './keep-directory';
import { offerKeep } from './keep-directory-action';

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
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { controller } });
}

/** The directory as the server renders it: the list, then the hidden panel. */
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
      <KeepDirectory id="keep" text={TEXT} />
    </>
  );
}

beforeAll(() => {
  (globalThis as { MessageChannel: unknown }).MessageChannel = FakeChannel;
});

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

test('as the server sends it, the panel is hidden: no button, no note, until a worker controls the page', () => {
  render(<Directory />);
  expect(screen.queryByRole('button')).toBeNull();
  expect(screen.getByText(TEXT.note)).not.toBeVisible();
});

test('offered, one press asks the worker for the directory and every firm’s page on this origin, then shows progress', () => {
  const postMessage = jest.fn();
  withWorker({ postMessage });
  render(<Directory />);
  act(() => offerKeep('keep', 'list'));
  expect(screen.getByText(TEXT.note)).toBeVisible();
  fireEvent.click(screen.getByRole('button', { name: TEXT.button }));

  const [message, ports] = postMessage.mock.calls[0] as [{ keep: string[] }, unknown[]];
  expect(ports).toHaveLength(1);
  expect(message.keep).toEqual([
    `${location.origin}/`,
    `${location.origin}/rasi-members/kaveri-polymers`,
    `${location.origin}/rasi-members/noor-polymers`,
  ]);
  const progress = screen.getByRole('progressbar', { name: TEXT.button });
  expect(progress).toBeVisible();
  expect(progress).toHaveAttribute('max', '3');
  expect(screen.getByText('Saving 0 of 3 pages…')).toBeVisible();
  expect(screen.getByRole('button', { name: TEXT.button })).toHaveAttribute('aria-disabled', 'true');
  // A second press while saving does not start again, nor does offering the panel twice add a second handler.
  offerKeep('keep', 'list');
  fireEvent.click(screen.getByRole('button', { name: TEXT.button }));
  expect(postMessage).toHaveBeenCalledTimes(1);
});

test('the end is announced, with the size kept or the pages that failed', () => {
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
  offerKeep('keep', 'list');
  fireEvent.click(screen.getByRole('button', { name: TEXT.button }));
  return Promise.resolve().then(() => {
    report!({ data: { done: 3, total: 3, bytes: 156_000, failed: 0 } });
    expect(screen.getByRole('status')).toHaveTextContent('Saved: 3 pages, 0.2 MB.');
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByRole('button', { name: TEXT.button })).toHaveAttribute('aria-disabled', 'false');
    report!({ data: { done: 3, total: 3, bytes: 104_000, failed: 1 } });
    expect(screen.getByRole('status')).toHaveTextContent('1 of 3 pages could not be saved.');
  });
});
