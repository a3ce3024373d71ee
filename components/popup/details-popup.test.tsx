import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MEDIA_TEXT } from '@/content/ui';
import { PopupProvider, usePopup, type PopupItem } from './details-popup';

const ITEM: PopupItem = {
  title: 'Annual general meeting',
  description: 'Members meet to elect the office bearers for the new term.',
  image: '/images/agm.jpg',
  imageAlt: 'Members seated in the RASI hall',
  date: '2026-10-02',
  meta: 'RASI hall, Tiruchirappalli',
  href: '/docs/agm-agenda.pdf',
  hrefLabel: 'Read the agenda',
  text: MEDIA_TEXT.en,
};

function Consumer({ item = ITEM }: { item?: PopupItem }) {
  const popup = usePopup();
  return (
    <div>
      <button type="button" onClick={() => popup.open(item)}>
        Show details
      </button>
      <button type="button" onClick={popup.toggle}>
        Toggle
      </button>
      <button type="button" onClick={() => popup.setLoadingMessage(true)}>
        Loading on
      </button>
      <button type="button" onClick={() => popup.setLoadingMessage(false)}>
        Loading off
      </button>
      <button type="button" onClick={popup.close}>
        Close from page
      </button>
      <dl>
        <dt>open</dt>
        <dd data-testid="is-open">{String(popup.isOpen)}</dd>
        <dt>item</dt>
        <dd data-testid="item">{popup.item ? popup.item.title : 'none'}</dd>
        <dt>visible</dt>
        <dd data-testid="visible">{String(popup.visible)}</dd>
        <dt>loading</dt>
        <dd data-testid="loading">{String(popup.loadingMessage)}</dd>
      </dl>
    </div>
  );
}

function renderPopup(item?: PopupItem) {
  return render(
    <PopupProvider>
      <Consumer item={item} />
    </PopupProvider>,
  );
}

const field = (name: string) => screen.getByTestId(name).textContent;

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  const opener = screen.getByRole('button', { name: 'Show details' });
  await user.click(opener);
  const dialog = await screen.findByRole('dialog', { name: ITEM.title });
  return { opener, dialog };
}

const nativeFocus = HTMLElement.prototype.focus;

beforeEach(() => {
  // Browsers do not render a closed <dialog>, so nothing inside it can take focus; jsdom lets it. Without this rule,
  // React's autoFocus on the Close button (run before the dialog opens) would look like the opener to the dialog.
  jest.spyOn(HTMLElement.prototype, 'focus').mockImplementation(function (this: HTMLElement, options) {
    if (this.closest('dialog:not([open])')) return;
    nativeFocus.call(this, options);
  });
  HTMLDialogElement.prototype.showModal = jest.fn(function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  });
  HTMLDialogElement.prototype.close = jest.fn(function (this: HTMLDialogElement) {
    this.removeAttribute('open');
  });
  document.documentElement.style.overflow = '';
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe('PopupProvider and usePopup', () => {
  it('starts closed, with no item, not visible and no loading message', () => {
    renderPopup();
    expect(field('is-open')).toBe('false');
    expect(field('item')).toBe('none');
    expect(field('visible')).toBe('false');
    expect(field('loading')).toBe('false');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('open(item) shows the item in a modal dialog and stores it', async () => {
    const user = userEvent.setup();
    renderPopup();
    const { dialog } = await openDialog(user);

    expect(field('is-open')).toBe('true');
    expect(field('item')).toBe(ITEM.title);
    expect(HTMLDialogElement.prototype.showModal).toHaveBeenCalledTimes(1);
    expect(dialog).toHaveAttribute('open');
    expect(within(dialog).getByRole('heading', { name: ITEM.title })).toBeInTheDocument();
    expect(within(dialog).getByText(ITEM.description!)).toBeInTheDocument();
    const time = within(dialog).getByText('2 October 2026');
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('datetime', '2026-10-02');
    expect(within(dialog).getByText(/RASI hall, Tiruchirappalli/)).toBeInTheDocument();
    expect(within(dialog).getByAltText(ITEM.imageAlt!)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Read the agenda' })).toHaveAttribute('href', ITEM.href);
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });

  it('leaves out what the item lacks', async () => {
    const user = userEvent.setup();
    renderPopup({ title: ITEM.title, text: MEDIA_TEXT.en });
    const { dialog } = await openDialog(user);
    expect(within(dialog).queryByRole('img')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('link')).not.toBeInTheDocument();
    expect(dialog.querySelector('time')).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });

  it('closes on the Close button and returns focus to the button that opened it', async () => {
    const user = userEvent.setup();
    renderPopup();
    const { opener, dialog } = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));

    expect(dialog).not.toHaveAttribute('open');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(field('is-open')).toBe('false');
    expect(field('item')).toBe('none');
    expect(opener).toHaveFocus();
  });

  it('close() from the page closes it too', async () => {
    const user = userEvent.setup();
    renderPopup();
    const { dialog } = await openDialog(user);
    fireEvent.click(screen.getByRole('button', { name: 'Close from page', hidden: true }));
    expect(dialog).not.toHaveAttribute('open');
    expect(field('is-open')).toBe('false');
  });

  it('closes on Escape (the dialog’s cancel event) without letting the browser close it by itself', async () => {
    const user = userEvent.setup();
    renderPopup();
    const { opener, dialog } = await openDialog(user);
    const cancel = new Event('cancel', { cancelable: true });
    act(() => {
      dialog.dispatchEvent(cancel);
    });
    expect(cancel.defaultPrevented).toBe(true);
    expect(dialog).not.toHaveAttribute('open');
    expect(field('is-open')).toBe('false');
    expect(opener).toHaveFocus();
  });

  it('closes on a click on the backdrop, not on a click inside the content', async () => {
    const user = userEvent.setup();
    renderPopup();
    const { dialog } = await openDialog(user);

    await user.click(within(dialog).getByText(ITEM.description!));
    await user.click(within(dialog).getByRole('heading', { name: ITEM.title }));
    expect(dialog).toHaveAttribute('open');
    expect(field('is-open')).toBe('true');

    // A click on the ::backdrop reaches the <dialog> element itself.
    fireEvent.click(dialog);
    expect(dialog).not.toHaveAttribute('open');
    expect(field('is-open')).toBe('false');
  });

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    const user = userEvent.setup();
    renderPopup();
    const { dialog } = await openDialog(user);
    const link = within(dialog).getByRole('link', { name: 'Read the agenda' });
    const close = within(dialog).getByRole('button', { name: 'Close' });

    close.focus();
    await user.tab();
    expect(link).toHaveFocus();

    await user.tab({ shift: true });
    expect(close).toHaveFocus();

    // Between the two, Tab moves normally.
    await user.tab({ shift: true });
    expect(link).toHaveFocus();
  });

  it('locks the page scroll while open and restores it after', async () => {
    const user = userEvent.setup();
    document.documentElement.style.overflow = 'auto';
    renderPopup();
    const { dialog } = await openDialog(user);
    expect(document.documentElement.style.overflow).toBe('hidden');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(document.documentElement.style.overflow).toBe('auto');
  });

  it('opens again after being closed', async () => {
    const user = userEvent.setup();
    renderPopup();
    const { dialog } = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await openDialog(user);
    expect(HTMLDialogElement.prototype.showModal).toHaveBeenCalledTimes(2);
    expect(document.documentElement.style.overflow).toBe('hidden');
  });

  it('toggle() flips visible', async () => {
    const user = userEvent.setup();
    renderPopup();
    await user.click(screen.getByRole('button', { name: 'Toggle' }));
    expect(field('visible')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Toggle' }));
    expect(field('visible')).toBe('false');
    expect(field('is-open')).toBe('false');
  });

  it('setLoadingMessage(true/false) sets the loading flag', async () => {
    const user = userEvent.setup();
    renderPopup();
    await user.click(screen.getByRole('button', { name: 'Loading on' }));
    expect(field('loading')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Loading on' }));
    expect(field('loading')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Loading off' }));
    expect(field('loading')).toBe('false');
  });

  it('throws a clear error when usePopup is used outside the provider', () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      expect(() => render(<Consumer />)).toThrow('usePopup must be used inside <PopupProvider>');
    } finally {
      consoleError.mockRestore();
    }
  });
});
