import { act, fireEvent, render, screen } from '@testing-library/react';
import { SearchForm } from './search-form';

const TEXT = { formLabel: 'Search the site', fieldLabel: 'Words to look for', submit: 'Search' };

const replace = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ replace }) }));

beforeEach(() => {
  jest.useFakeTimers();
  replace.mockClear();
});
afterEach(() => jest.useRealTimers());

const field = () => screen.getByRole('searchbox', { name: 'Words to look for' });
const type = (value: string) => fireEvent.change(field(), { target: { value } });

test('is a GET form to /search with the query in its field, which works without script', () => {
  render(<SearchForm query="memb" maxLength={100} action="/search" text={TEXT} />);
  const form = screen.getByRole('search', { name: 'Search the site' });
  expect(form).toHaveAttribute('action', '/search');
  expect(form).toHaveAttribute('method', 'get');
  expect(field()).toHaveAttribute('name', 'q');
  expect(field()).toHaveValue('memb');
  expect(field()).toHaveAttribute('maxLength', '100');
});

test('asks for results once, 250 ms after the last keystroke, replacing the address without scrolling', () => {
  render(<SearchForm query="" maxLength={100} action="/search" text={TEXT} />);
  type('m');
  type('me');
  act(() => jest.advanceTimersByTime(200));
  type('mem b&');
  act(() => jest.advanceTimersByTime(249));
  expect(replace).not.toHaveBeenCalled();
  act(() => jest.advanceTimersByTime(1));
  expect(replace).toHaveBeenCalledTimes(1);
  expect(replace).toHaveBeenCalledWith('/search?q=mem%20b%26', { scroll: false });
});

test('an emptied field shows the empty search page; submitting asks at once, without a page load', () => {
  render(<SearchForm query="memb" maxLength={100} action="/search" text={TEXT} />);
  type('   ');
  act(() => jest.advanceTimersByTime(250));
  expect(replace).toHaveBeenLastCalledWith('/search', { scroll: false });

  type('galery');
  fireEvent.submit(screen.getByRole('search'));
  expect(replace).toHaveBeenLastCalledWith('/search?q=galery', { scroll: false });
  act(() => jest.advanceTimersByTime(1000));
  expect(replace).toHaveBeenCalledTimes(2);
});

test('keeps what is typed when the server answers for an earlier query', () => {
  const { rerender } = render(<SearchForm query="" maxLength={100} action="/search" text={TEXT} />);
  type('membership');
  rerender(<SearchForm query="memb" maxLength={100} action="/search" text={TEXT} />);
  expect(field()).toHaveValue('membership');
});
