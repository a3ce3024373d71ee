import { act, fireEvent, render, screen } from '@testing-library/react';
import { PageLink } from '@/components/ui/page-link';
import { PageNavigation, SHOW_AFTER_MS } from './page-navigation';

const push = jest.fn();
jest.mock('next/navigation', () => ({ usePathname: jest.fn(() => '/aboutrasi'), useRouter: () => ({ push }) }));

const { usePathname } = jest.requireMock<{ usePathname: jest.Mock<string, []> }>('next/navigation');

function Page() {
  return (
    <>
      <PageNavigation label="Loading the page" />
      <a href="/membership">Membership</a>
      <a href="/aboutrasi">About RASI</a>
      <a href="/aboutrasi#history">History</a>
      <a href="https://example.org/elsewhere">Another site</a>
      <a href="/docs/form.pdf" download>
        Download the form
      </a>
      <a href="/gallery" target="_blank">
        Gallery in a new tab
      </a>
      <a href="/services">
        <span>Services</span>
      </a>
      <PageLink href="/milestones">
        <span>Milestones</span>
      </PageLink>
      <PageLink href="/rasi-members?district=Karur#list">Karur firms</PageLink>
      <PageLink href="/aboutrasi#our-office">Our office</PageLink>
      <PageLink href="/gallery" target="_blank">
        Gallery, a page link in a new tab
      </PageLink>
    </>
  );
}

const progress = () => screen.queryByRole('status', { name: 'Loading the page' });
const link = (name: string) => screen.getByRole('link', { name });
const wait = (ms: number) => act(() => jest.advanceTimersByTime(ms));

/** Clicks a browser takes to a new tab or window (or a download, with Alt), which stay the browser's. */
const NEW_TAB_CLICKS: [string, MouseEventInit][] = [
  ['Ctrl', { ctrlKey: true }],
  ['Meta', { metaKey: true }],
  ['Shift', { shiftKey: true }],
  ['Alt', { altKey: true }],
  ['middle button', { button: 1 }],
];

/** jsdom cannot navigate: cancel the click last, after the component (listening on document) has seen it. */
const preventNavigation = (event: Event) => event.preventDefault();

beforeEach(() => {
  push.mockClear();
  jest.useFakeTimers();
  usePathname.mockReturnValue('/aboutrasi');
  window.history.pushState(null, '', '/aboutrasi');
  window.addEventListener('click', preventNavigation);
});

afterEach(() => {
  window.removeEventListener('click', preventNavigation);
  jest.useRealTimers();
});

describe('PageNavigation: the loading bars', () => {
  it('shows the loading bars only after SHOW_AFTER_MS once an internal link is clicked', () => {
    render(<Page />);
    expect(progress()).not.toBeInTheDocument();
    fireEvent.click(link('Membership'));
    expect(progress()).not.toBeInTheDocument();
    wait(SHOW_AFTER_MS - 1);
    expect(progress()).not.toBeInTheDocument();
    wait(1);
    expect(progress()).toBeInTheDocument();
  });

  it.each([
    ['an element inside a plain link', 'Services'],
    ['a page link the router follows', 'Milestones'],
  ])('also shows the bars after a click on %s', (_label, text) => {
    render(<Page />);
    fireEvent.click(screen.getByText(text));
    wait(SHOW_AFTER_MS);
    expect(progress()).toBeInTheDocument();
  });

  it('hides the loading bars when the new page arrives', () => {
    const { rerender } = render(<Page />);
    fireEvent.click(link('Membership'));
    wait(SHOW_AFTER_MS);
    expect(progress()).toBeInTheDocument();

    usePathname.mockReturnValue('/membership');
    rerender(<Page />);
    expect(progress()).not.toBeInTheDocument();
    wait(SHOW_AFTER_MS * 10);
    expect(progress()).not.toBeInTheDocument();
  });

  it('never shows the bars when the new page arrives before SHOW_AFTER_MS', () => {
    const { rerender } = render(<Page />);
    fireEvent.click(link('Membership'));
    wait(SHOW_AFTER_MS / 2);
    usePathname.mockReturnValue('/membership');
    rerender(<Page />);
    wait(SHOW_AFTER_MS * 10);
    expect(progress()).not.toBeInTheDocument();
  });

  it.each(NEW_TAB_CLICKS)('shows nothing for a click with %s (a new tab or window)', (_label, init) => {
    render(<Page />);
    fireEvent.click(link('Membership'), init);
    wait(SHOW_AFTER_MS * 10);
    expect(progress()).not.toBeInTheDocument();
  });

  it.each([
    ['an external link', 'Another site'],
    ['a link to the same path', 'About RASI'],
    ['a link to an anchor on the same page', 'History'],
    ['a download link', 'Download the form'],
    ['a link opening in a new tab', 'Gallery in a new tab'],
  ])('shows nothing for %s', (_label, name) => {
    render(<Page />);
    fireEvent.click(link(name));
    wait(SHOW_AFTER_MS * 10);
    expect(progress()).not.toBeInTheDocument();
  });

  it('shows nothing when a handler of the page cancelled the click', () => {
    render(<Page />);
    const membership = link('Membership');
    membership.addEventListener('click', preventNavigation);
    fireEvent.click(membership);
    wait(SHOW_AFTER_MS * 10);
    expect(progress()).not.toBeInTheDocument();
  });

  it('shows nothing for a click outside any link', () => {
    render(
      <>
        <Page />
        <p>Plain text</p>
      </>,
    );
    fireEvent.click(screen.getByText('Plain text'));
    wait(SHOW_AFTER_MS * 10);
    expect(progress()).not.toBeInTheDocument();
  });
});

describe('PageNavigation: page links', () => {
  it('hands a plain click on a page link to the router, with its query and fragment, and cancels the full load', () => {
    render(<Page />);
    const milestones = fireEvent.click(screen.getByText('Milestones'));
    // fireEvent.click returns false when the click's default action was cancelled.
    expect(milestones).toBe(false);
    expect(push).toHaveBeenCalledWith('/milestones');
    fireEvent.click(link('Karur firms'));
    expect(push).toHaveBeenLastCalledWith('/rasi-members?district=Karur#list');
  });

  it('leaves a plain link to the browser: a full load', () => {
    render(<Page />);
    fireEvent.click(link('Membership'));
    expect(push).not.toHaveBeenCalled();
  });

  it.each(NEW_TAB_CLICKS)(
    'leaves a click with %s on a page link to the browser (a new tab or window)',
    (_label, init) => {
      render(<Page />);
      fireEvent.click(screen.getByText('Milestones'), init);
      expect(push).not.toHaveBeenCalled();
    },
  );

  it.each([
    ['a place on the same page', 'Our office'],
    ['a new tab', 'Gallery, a page link in a new tab'],
  ])('leaves a page link to %s to the browser', (_label, name) => {
    render(<Page />);
    fireEvent.click(link(name));
    expect(push).not.toHaveBeenCalled();
  });

  it('marks a page link in its markup, so that it works as a plain link before and without script', () => {
    render(<PageLink href="/services">Services</PageLink>);
    expect(link('Services')).toHaveAttribute('href', '/services');
    expect(link('Services')).toHaveAttribute('data-page-link', '');
  });
});
