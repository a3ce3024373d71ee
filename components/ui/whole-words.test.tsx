import { render } from '@testing-library/react';
import { wholeWords } from './whole-words';

describe('wholeWords', () => {
  it('keeps each hyphenated or dashed word in one span and leaves the rest as text', () => {
    const { container } = render(<h3>{wholeWords('Office bearers for 2025–2027 and buyer-seller meets')}</h3>);
    expect(container.textContent).toBe('Office bearers for 2025–2027 and buyer-seller meets');
    expect([...container.querySelectorAll('span')].map((span) => span.textContent)).toEqual([
      '2025–2027',
      'buyer-seller',
    ]);
  });

  it('returns a text without a hyphen, and anything not a string, as it is', () => {
    expect(wholeWords('Our agreements')).toBe('Our agreements');
    const node = <em>x</em>;
    expect(wholeWords(node)).toBe(node);
  });
});
