import { act, render, screen, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { inLocale } from '@/lib/i18n/words';
import { members as allMembers } from '@/content/members';
import { NO_FILTERS } from '@/lib/directory';
import { MemberDirectory } from './member-directory';

const members = inLocale(allMembers, 'en');
const TOTAL = members.length;

/** Firms whose name, contact or products contain every given lower-case text, worked out independently. */
function firmsMatching(texts: string[], district?: string): string[] {
  return members
    .filter((m) => !district || m.district === district)
    .filter((m) => {
      const text = [m.firm, m.contact, ...m.products].join(' ').toLowerCase();
      return texts.every((t) => text.includes(t));
    })
    .map((m) => m.firm);
}

function shownFirms(): string[] {
  return screen.queryAllByRole('heading', { level: 2 }).map((h) => h.textContent ?? '');
}

let replaceState: jest.SpyInstance;

beforeEach(() => {
  window.history.pushState(null, '', '/rasi-members');
  replaceState = jest.spyOn(window.history, 'replaceState').mockImplementation(() => undefined);
});

afterEach(() => {
  replaceState.mockRestore();
});

describe('MemberDirectory', () => {
  it('lists every member firm at first', () => {
    render(<MemberDirectory locale="en" initial={NO_FILTERS} />);
    expect(screen.getByRole('status')).toHaveTextContent(`All ${TOTAL} member firms`);
    expect(shownFirms()).toEqual(members.map((m) => m.firm));
    expect(replaceState).not.toHaveBeenCalled();
  });

  it('links each card’s heading to the firm’s own page, in the page’s language', () => {
    const { unmount } = render(<MemberDirectory locale="en" initial={NO_FILTERS} />);
    const links = screen.getAllByRole('heading', { level: 2 }).map((h) => within(h).getByRole('link'));
    expect(links.map((a) => a.getAttribute('href'))).toEqual(members.map((m) => `/rasi-members/${m.id}`));
    for (const link of links) expect(link).not.toHaveAttribute('lang');
    unmount();

    render(<MemberDirectory locale="ta" initial={NO_FILTERS} />);
    const tamil = screen.getAllByRole('heading', { level: 2 }).map((h) => within(h).getByRole('link'));
    expect(tamil.map((a) => a.getAttribute('href'))).toEqual(members.map((m) => `/ta/rasi-members/${m.id}`));
    // A registered name stays English on a Tamil page, and says so.
    for (const [index, link] of tamil.entries()) {
      expect(link).toHaveAttribute('lang', 'en');
      expect(link).toHaveTextContent(members[index]!.firm);
    }
  });

  it('is a GET form to /rasi-members with fields q, category and district, so it works without JavaScript', () => {
    render(<MemberDirectory locale="en" initial={NO_FILTERS} />);
    const form = screen.getByRole('search', { name: 'Search the member directory' }) as HTMLFormElement;
    expect(form.tagName).toBe('FORM');
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/rasi-members');
    expect(screen.getByLabelText('Firm, person or product')).toHaveAttribute('name', 'q');
    expect(screen.getByLabelText('Industry')).toHaveAttribute('name', 'category');
    expect(screen.getByLabelText('District')).toHaveAttribute('name', 'district');
    expect(form.elements.namedItem('q')).toBe(screen.getByLabelText('Firm, person or product'));
    expect(within(form).getByRole('button', { name: 'Search' })).toHaveAttribute('type', 'submit');
    expect(within(form).getByRole('link', { name: 'Clear' })).toHaveAttribute('href', '/rasi-members');
  });

  it('narrows the list as the visitor types and keeps a shareable address', async () => {
    const user = userEvent.setup();
    render(<MemberDirectory locale="en" initial={NO_FILTERS} />);
    await user.type(screen.getByLabelText('Firm, person or product'), 'rice');

    const expected = firmsMatching(['rice']);
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(TOTAL);
    expect(shownFirms()).toEqual(expected);
    expect(screen.getByRole('status')).toHaveTextContent(`${expected.length} of ${TOTAL} member firms match`);
    expect(replaceState).toHaveBeenLastCalledWith(window.history.state, '', '/rasi-members?q=rice');
  });

  it('adds the district to the list filter and to the address', async () => {
    const user = userEvent.setup();
    render(<MemberDirectory locale="en" initial={NO_FILTERS} />);
    await user.type(screen.getByLabelText('Firm, person or product'), 'rice');
    await user.selectOptions(screen.getByLabelText('District'), 'Thanjavur');

    const expected = firmsMatching(['rice'], 'Thanjavur');
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(firmsMatching(['rice']).length);
    expect(shownFirms()).toEqual(expected);
    expect(screen.getByRole('status')).toHaveTextContent(`${expected.length} of ${TOTAL} member firms match`);
    expect(replaceState).toHaveBeenLastCalledWith(window.history.state, '', '/rasi-members?q=rice&district=Thanjavur');
  });

  it('filters by industry', async () => {
    const user = userEvent.setup();
    render(<MemberDirectory locale="en" initial={NO_FILTERS} />);
    await user.selectOptions(screen.getByLabelText('Industry'), 'Rice milling');
    const expected = members.filter((m) => m.category === 'Rice milling').map((m) => m.firm);
    expect(shownFirms()).toEqual(expected);
    expect(replaceState).toHaveBeenLastCalledWith(window.history.state, '', '/rasi-members?category=Rice+milling');
  });

  it('uses the current pathname from window.location', async () => {
    window.history.pushState(null, '', '/some/other/path');
    const user = userEvent.setup();
    render(<MemberDirectory locale="en" initial={NO_FILTERS} />);
    await user.type(screen.getByLabelText('Firm, person or product'), 'x');
    expect(replaceState).toHaveBeenLastCalledWith(window.history.state, '', '/some/other/path?q=x');
  });

  it('"Clear" restores every firm and the bare path', async () => {
    const user = userEvent.setup();
    render(<MemberDirectory locale="en" initial={{ q: 'rice', category: '', district: 'Thanjavur' }} />);
    expect(screen.getByLabelText('Firm, person or product')).toHaveValue('rice');
    expect(screen.getByLabelText('District')).toHaveValue('Thanjavur');
    expect(shownFirms()).toEqual(firmsMatching(['rice'], 'Thanjavur'));

    await user.click(screen.getByRole('link', { name: 'Clear' }));
    expect(shownFirms()).toHaveLength(TOTAL);
    expect(screen.getByRole('status')).toHaveTextContent(`All ${TOTAL} member firms`);
    expect(screen.getByLabelText('Firm, person or product')).toHaveValue('');
    expect(screen.getByLabelText('District')).toHaveValue('');
    expect(screen.getByLabelText('Industry')).toHaveValue('');
    expect(replaceState).toHaveBeenLastCalledWith(window.history.state, '', '/rasi-members');
  });

  it('says so when nothing matches', async () => {
    const user = userEvent.setup();
    render(<MemberDirectory locale="en" initial={NO_FILTERS} />);
    await user.type(screen.getByLabelText('Firm, person or product'), 'zzqx');
    expect(shownFirms()).toEqual([]);
    expect(screen.getByRole('status')).toHaveTextContent(`None of the ${TOTAL} member firms matches`);
    // The sentence for an empty list follows the list, for the stylesheet to show only then (e2e/directory.spec.ts
    // looks at it in a browser).
    expect(screen.getByRole('list').nextElementSibling).toHaveTextContent(/^No member firm matches this search\./);
  });

  it('counts none, one and many in the number each needs, in both languages', async () => {
    const user = userEvent.setup();
    const one = members[0]!.firm;
    expect(firmsMatching([one.toLowerCase()])).toEqual([one]);
    // A word of registered names, which are the same in both languages.
    const many = members.filter((m) => m.firm.toLowerCase().includes('works')).length;
    expect(firmsMatching(['works'])).toHaveLength(many);
    expect(many).toBeGreaterThan(1);
    for (const [locale, none, single, several] of [
      [
        'en',
        `None of the ${TOTAL} member firms matches`,
        `1 of ${TOTAL} member firms matches`,
        `${many} of ${TOTAL} member firms match`,
      ],
      [
        'ta',
        `${TOTAL} உறுப்பினர் நிறுவனங்களில் எதுவும் பொருந்தவில்லை`,
        `${TOTAL} உறுப்பினர் நிறுவனங்களில் 1 பொருந்துகிறது`,
        `${TOTAL} உறுப்பினர் நிறுவனங்களில் ${many} பொருந்துகின்றன`,
      ],
    ] as const) {
      const { unmount } = render(<MemberDirectory locale={locale} initial={NO_FILTERS} />);
      const field = screen.getByRole('searchbox');
      for (const [query, sentence] of [
        ['zzqx', none],
        [one, single],
        ['works', several],
      ] as const) {
        await user.clear(field);
        // Pasted, one input event: typed a letter at a time, 66 cards refiltered per letter take seconds.
        await user.paste(query);
        expect(screen.getByRole('status')).toHaveTextContent(sentence);
      }
      unmount();
    }
  }, 30_000);

  it('does not reload the page when the form is submitted', async () => {
    const user = userEvent.setup();
    const submitted = jest.fn();
    document.addEventListener('submit', submitted);
    render(<MemberDirectory locale="en" initial={NO_FILTERS} />);
    await user.type(screen.getByLabelText('Firm, person or product'), 'pump{Enter}');
    document.removeEventListener('submit', submitted);
    expect(submitted).toHaveBeenCalledTimes(1);
    expect((submitted.mock.calls[0]![0] as Event).defaultPrevented).toBe(true);
    expect(shownFirms()).toEqual(firmsMatching(['pump']));
  });

  it('takes up a search typed before the page hydrated: the cards, the count and the address follow it', async () => {
    // As the browser has it: the server's markup, and the visitor's text typed in before the page's script ran.
    const container = document.createElement('div');
    container.innerHTML = renderToString(<MemberDirectory locale="en" initial={NO_FILTERS} />);
    document.body.append(container);
    (container.querySelector('input[name="q"]') as HTMLInputElement).value = 'rice';

    await act(async () => {
      hydrateRoot(container, <MemberDirectory locale="en" initial={NO_FILTERS} />);
    });

    const expected = firmsMatching(['rice']);
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(TOTAL);
    const shown = [...container.querySelectorAll('li:not([hidden]) h2')].map((h) => h.textContent);
    expect(shown).toEqual(expected);
    expect(within(container).getByRole('status')).toHaveTextContent(
      `${expected.length} of ${TOTAL} member firms match`,
    );
    expect(replaceState).toHaveBeenLastCalledWith(null, '', '/rasi-members?q=rice');
    container.remove();
  });

  it('offers to keep the directory for offline reading only once a service worker controls the page', async () => {
    const workers: { controller: object | null; oncontrollerchange: (() => void) | null } = {
      controller: null,
      oncontrollerchange: null,
    };
    Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: workers });
    try {
      const { unmount } = render(<MemberDirectory locale="en" initial={NO_FILTERS} />);
      const keep = { name: 'Keep the directory for offline reading' };
      expect(screen.queryByRole('button', keep)).toBeNull();
      // The worker installed on this first visit claims the page.
      workers.controller = { postMessage: jest.fn() };
      act(() => workers.oncontrollerchange!());
      expect(await screen.findByRole('button', keep)).toBeVisible();
      expect(screen.getByText(/pages of its \d+ firms on this device/)).toBeVisible();
      unmount();
      expect(workers.oncontrollerchange).toBeNull();
    } finally {
      Reflect.deleteProperty(navigator, 'serviceWorker');
    }
  });
});
