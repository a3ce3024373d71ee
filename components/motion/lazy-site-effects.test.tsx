import { waitForEngagement } from './lazy-site-effects';

const pointerMove = (pointerType: string) => Object.assign(new Event('pointermove'), { pointerType });

describe('waitForEngagement', () => {
  it('waits for the first scroll of the page, and fires once', () => {
    const engaged = jest.fn();
    waitForEngagement(engaged);
    expect(engaged).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('scroll'));
    window.dispatchEvent(new Event('scroll'));
    expect(engaged).toHaveBeenCalledTimes(1);
  });

  it('fires for a moving mouse, not for touch or a pen', () => {
    const engaged = jest.fn();
    waitForEngagement(engaged);
    window.dispatchEvent(pointerMove('touch'));
    window.dispatchEvent(pointerMove('pen'));
    expect(engaged).not.toHaveBeenCalled();
    window.dispatchEvent(pointerMove('mouse'));
    window.dispatchEvent(pointerMove('mouse'));
    expect(engaged).toHaveBeenCalledTimes(1);
  });

  it('ignores the scrolling of an element inside the page, such as the banner strip', () => {
    const engaged = jest.fn();
    waitForEngagement(engaged);
    const strip = document.createElement('ul');
    document.body.append(strip);
    strip.dispatchEvent(new Event('scroll'));
    expect(engaged).not.toHaveBeenCalled();
    strip.remove();
  });

  it('fires at once for a page already scrolled when the script starts', () => {
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 900 });
    const engaged = jest.fn();
    waitForEngagement(engaged);
    expect(engaged).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('scroll'));
    expect(engaged).toHaveBeenCalledTimes(1);
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
  });

  it('stops listening once the page leaves', () => {
    const engaged = jest.fn();
    const stop = waitForEngagement(engaged);
    stop();
    window.dispatchEvent(new Event('scroll'));
    window.dispatchEvent(pointerMove('mouse'));
    expect(engaged).not.toHaveBeenCalled();
  });
});
