import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { ROUTE_GROUPS, ROUTES } from '@/lib/routes';
import { MainNav as Nav } from './main-nav';
import { navGroups } from './nav-groups';
import { SiteSearch } from './site-search';

const MainNav = () => (
  <Nav
    groups={navGroups('en')}
    text={{ menu: 'Menu', mainNav: 'Main', home: 'Home', homeHref: '/', other: 'ta', otherName: 'தமிழ்' }}
  />
);

jest.mock('next/navigation', () => ({ usePathname: jest.fn(() => '/officebearers') }));

const { usePathname } = jest.requireMock<{ usePathname: jest.Mock<string, []> }>('next/navigation');

/** The name a route's link carries: its title, or its group's label when the group holds that one route only. */
function expectedName(path: string): string {
  const route = ROUTES.find((r) => r.path === path)!;
  const siblings = ROUTES.filter((r) => r.group === route.group);
  if (route.group === 'home' || siblings.length > 1) return route.title;
  return ROUTE_GROUPS.find((g) => g.id === route.group)!.label;
}

function nav() {
  return screen.getByRole('navigation', { name: 'Main' });
}

function summaryOf(label: string): HTMLElement {
  const summary = within(nav())
    .getAllByText(label, { selector: 'summary' })
    .find((el) => el.tagName === 'SUMMARY');
  if (!summary) throw new Error(`No menu summary "${label}"`);
  return summary;
}

/** The phone's Menu button: the <summary> of an empty <details>, which opens without script. */
function menuToggle(): HTMLElement {
  return screen.getByText('Menu', { selector: 'summary' });
}

const phoneMenuOpen = () => menuToggle().closest('details')!.hasAttribute('open');

describe('MainNav', () => {
  beforeEach(() => {
    usePathname.mockReturnValue('/officebearers');
  });

  it('links to every route of lib/routes.ts under its title', () => {
    render(<MainNav />);
    const links = within(nav()).getAllByRole('link', { hidden: true });
    for (const route of ROUTES) {
      const link = links.find((a) => a.getAttribute('href') === route.path);
      expect(link).toBeDefined();
      expect(link).toHaveTextContent(expectedName(route.path));
    }
    // Routes with a single-route group are shown under the group label; every other one under its own title.
    for (const route of ROUTES.filter((r) => expectedName(r.path) === r.title)) {
      expect(within(nav()).getByRole('link', { name: route.title, hidden: true })).toHaveAttribute('href', route.path);
    }
  });

  it('links to the same page in the other language, the filtered directory to the directory', () => {
    const language = () => screen.getByRole('link', { name: 'தமிழ்' });
    const { rerender } = render(<MainNav />);
    expect(language()).toHaveAttribute('href', '/ta/officebearers');
    usePathname.mockReturnValue('/rasi-members/kaveri-polymers');
    rerender(<MainNav />);
    expect(language()).toHaveAttribute('href', '/ta/rasi-members/kaveri-polymers');
    // A filtered directory (/rasi-members?q=…) is rendered by the internal route proxy.ts rewrites it to, whose
    // name is the pathname there: not an address of its own.
    usePathname.mockReturnValue('/rasi-members/search');
    rerender(<MainNav />);
    expect(language()).toHaveAttribute('href', '/ta/rasi-members');
  });

  it('marks only the current page with aria-current="page"', () => {
    const { container } = render(<MainNav />);
    const current = container.querySelectorAll('[aria-current="page"]');
    expect(current).toHaveLength(1);
    expect(current[0]).toHaveAttribute('href', '/officebearers');
    expect(current[0]).toHaveTextContent('Office bearers');
    // The group holding the current page is flagged too.
    expect(summaryOf('About RASI')).toHaveAttribute('data-current', 'true');
    expect(summaryOf('Members')).not.toHaveAttribute('data-current');
  });

  it('moves aria-current when the pathname changes', () => {
    const { container, rerender } = render(<MainNav />);
    usePathname.mockReturnValue('/');
    rerender(<MainNav />);
    const current = container.querySelectorAll('[aria-current="page"]');
    expect(current).toHaveLength(1);
    expect(current[0]).toHaveAttribute('href', '/');
  });

  it('opens and closes the phone menu with a native disclosure that names the navigation it controls', async () => {
    const user = userEvent.setup();
    const { container } = render(<MainNav />);
    const toggle = menuToggle();
    expect(toggle).toHaveAttribute('aria-controls', 'primary-navigation');
    expect(nav()).toHaveAttribute('id', 'primary-navigation');
    // The menus follow the disclosure by CSS (`.toggle:not([open]) + .nav`): the navigation is its next sibling.
    expect(toggle.closest('details')!.nextElementSibling).toBe(nav());
    expect(phoneMenuOpen()).toBe(false);
    await user.click(toggle);
    expect(phoneMenuOpen()).toBe(true);
    await user.click(toggle);
    expect(phoneMenuOpen()).toBe(false);
    // Only the groups share the exclusive name: opening one must not close the phone menu.
    expect(container.querySelectorAll('details[name="main-menu"]')).toHaveLength(
      container.querySelectorAll('details').length - 1,
    );
  });

  it('closes an open group on Escape and focuses its summary', async () => {
    const user = userEvent.setup();
    render(<MainNav />);
    const summary = summaryOf('Members');
    const details = summary.closest('details')!;
    expect(details).not.toHaveAttribute('open');
    await user.click(summary);
    expect(details).toHaveAttribute('open');
    // Keyboard users tab into the panel; Escape from there must close the menu and return to the summary.
    within(details).getByRole('link', { name: 'Member benefits' }).focus();
    expect(summary).not.toHaveFocus();
    await user.keyboard('{Escape}');
    expect(details).not.toHaveAttribute('open');
    expect(summary).toHaveFocus();
  });

  it('closes the open group, not the mobile menu, on the first Escape', async () => {
    const user = userEvent.setup();
    render(<MainNav />);
    const toggle = menuToggle();
    await user.click(toggle);
    const summary = summaryOf('Services');
    await user.click(summary);
    expect(summary.closest('details')).toHaveAttribute('open');

    await user.keyboard('{Escape}');
    expect(summary.closest('details')).not.toHaveAttribute('open');
    expect(phoneMenuOpen()).toBe(true);
    expect(summary).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(phoneMenuOpen()).toBe(false);
    expect(toggle).toHaveFocus();
  });

  it('closes the open mobile menu on Escape and focuses the toggle', async () => {
    const user = userEvent.setup();
    render(<MainNav />);
    const toggle = menuToggle();
    await user.click(toggle);
    expect(phoneMenuOpen()).toBe(true);
    within(nav()).getByRole('link', { name: 'Home' }).focus();
    await user.keyboard('{Escape}');
    expect(phoneMenuOpen()).toBe(false);
    expect(toggle).toHaveFocus();
  });

  it('ignores keys other than Escape', async () => {
    const user = userEvent.setup();
    render(<MainNav />);
    const toggle = menuToggle();
    await user.click(toggle);
    const summary = summaryOf('News & media');
    await user.click(summary);
    await user.keyboard('{ArrowDown}');
    expect(summary.closest('details')).toHaveAttribute('open');
    expect(phoneMenuOpen()).toBe(true);
  });

  it('closes an open group on a pointerdown outside the navigation, not inside', async () => {
    const user = userEvent.setup();
    render(
      <>
        <MainNav />
        <p>Page content</p>
      </>,
    );
    const summary = summaryOf('About RASI');
    const details = summary.closest('details')!;
    await user.click(summary);
    expect(details).toHaveAttribute('open');

    fireEvent.pointerDown(within(details).getByRole('link', { name: 'Milestones' }));
    expect(details).toHaveAttribute('open');

    fireEvent.pointerDown(screen.getByText('Page content'));
    expect(details).not.toHaveAttribute('open');
  });

  it('closes open groups and the mobile menu after a navigation', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<MainNav />);
    const toggle = menuToggle();
    await user.click(toggle);
    const summary = summaryOf('Members');
    await user.click(summary);
    expect(summary.closest('details')).toHaveAttribute('open');

    usePathname.mockReturnValue('/membership');
    rerender(<MainNav />);
    expect(summary.closest('details')).not.toHaveAttribute('open');
    expect(phoneMenuOpen()).toBe(false);
  });

  it('keeps the phone menu and a group the visitor opened before the script ran open when the page hydrates', async () => {
    const user = userEvent.setup();
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(<MainNav />);
    const [phoneMenu, group] = [...container.querySelectorAll('details')];
    // Opened natively, as the server's markup allows before any script.
    await user.click(phoneMenu!.querySelector('summary')!);
    await user.click(group!.querySelector('summary')!);
    expect(phoneMenu).toHaveAttribute('open');
    expect(group).toHaveAttribute('open');
    render(<MainNav />, { container, hydrate: true });
    expect(phoneMenu).toHaveAttribute('open');
    expect(group).toHaveAttribute('open');
    // And from then on the script's Escape closes the group, then the phone menu.
    await user.keyboard('{Escape}');
    expect(group).not.toHaveAttribute('open');
    await user.keyboard('{Escape}');
    expect(phoneMenu).not.toHaveAttribute('open');
  });

  describe('the / key', () => {
    const header = () =>
      render(
        <>
          <SiteSearch locale="en" />
          <MainNav />
          <label>
            Page field
            <input />
          </label>
        </>,
      );
    const headerField = () => screen.getByRole('searchbox', { name: 'Search the site' });

    it("focuses the header's search field, opening its phone button", async () => {
      const user = userEvent.setup();
      header();
      const toggle = screen.getByText('Search', { selector: 'span' }).closest('details')!;
      expect(toggle).not.toHaveAttribute('open');
      await user.keyboard('/');
      expect(headerField()).toHaveFocus();
      expect(headerField()).toHaveValue('');
      // jsdom lays nothing out, so the field always looks hidden and the button is opened.
      expect(toggle).toHaveAttribute('open');
    });

    it("focuses the search page's own field when there is one", async () => {
      const user = userEvent.setup();
      render(
        <>
          <SiteSearch locale="en" />
          <MainNav />
          <input id="search-q" aria-label="Words to look for" />
        </>,
      );
      await user.keyboard('/');
      expect(screen.getByLabelText('Words to look for')).toHaveFocus();
    });

    it('types a slash, as usual, in any field, and leaves Ctrl+/ alone', async () => {
      const user = userEvent.setup();
      header();
      const field = screen.getByLabelText('Page field');
      await user.click(field);
      await user.keyboard('a/b');
      expect(field).toHaveValue('a/b');
      expect(field).toHaveFocus();

      await user.click(headerField());
      await user.keyboard('x/y');
      expect(headerField()).toHaveValue('x/y');

      (document.activeElement as HTMLElement).blur();
      await user.keyboard('{Control>}/{/Control}');
      expect(headerField()).not.toHaveFocus();
    });
  });
});

describe('the language link', () => {
  it('leads to the same page in Tamil, named in Tamil, marked as Tamil', () => {
    usePathname.mockReturnValue('/officebearers');
    render(<MainNav />);
    const link = screen.getByRole('link', { name: 'தமிழ்' });
    expect(link).toHaveAttribute('href', '/ta/officebearers');
    expect(link).toHaveAttribute('hreflang', 'ta');
    expect(link).toHaveAttribute('lang', 'ta');
  });

  it('leads from a Tamil page to its English twin, the Tamil home page to /', () => {
    const tamil = (pathname: string) => {
      usePathname.mockReturnValue(pathname);
      const { unmount } = render(
        <Nav
          groups={navGroups('ta')}
          text={{ menu: 'பட்டி', mainNav: 'முதன்மை', home: 'முகப்பு', homeHref: '/ta', other: 'en', otherName: 'English' }}
        />,
      );
      const href = screen.getByRole('link', { name: 'English' }).getAttribute('href');
      unmount();
      return href;
    };
    expect(tamil('/ta/vision&mission')).toBe('/vision&mission');
    expect(tamil('/ta')).toBe('/');
    // A filtered directory: the pathname is the internal route proxy.ts rewrites it to.
    expect(tamil('/ta/rasi-members/search')).toBe('/rasi-members');
  });

  it('leads from a filtered directory to the Tamil directory, not to its internal route', () => {
    usePathname.mockReturnValue('/rasi-members/search');
    render(<MainNav />);
    expect(screen.getByRole('link', { name: 'தமிழ்' })).toHaveAttribute('href', '/ta/rasi-members');
  });
});
