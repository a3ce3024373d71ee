/** jsdom has no matchMedia: answer each media query with `matches(query)`, read at call time. */
export function stubMatchMedia(matches: (query: string) => boolean): void {
  window.matchMedia = jest.fn((query: string) => ({
    matches: matches(query),
    media: query,
    onchange: null,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
    addListener: jest.fn(),
    removeListener: jest.fn(),
    dispatchEvent: jest.fn(() => false),
  })) as unknown as typeof window.matchMedia;
}
