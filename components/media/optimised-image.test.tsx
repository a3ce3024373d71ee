import { render } from '@testing-library/react';
import { getImageProps } from 'next/image';
import { OptimisedImage, optimisedUrl } from './optimised-image';

const img = (ui: React.ReactElement) => render(ui).container.querySelector('img')!;

describe('OptimisedImage', () => {
  it("offers the optimiser's widths that can fill the box, as next/image does for responsive pictures", () => {
    const el = img(
      <OptimisedImage
        src="/media/gallery/a b.jpg"
        alt=""
        width={800}
        height={600}
        sizes="(max-width: 640px) 100vw, 280px"
      />,
    );
    const candidates = el.getAttribute('srcset')!.split(', ');
    expect(candidates).toEqual(
      [640, 828, 1080, 1600].map((w) => `/_next/image?url=%2Fmedia%2Fgallery%2Fa%20b.jpg&w=${w}&q=75 ${w}w`),
    );
    expect(el.getAttribute('src')).toBe(optimisedUrl('/media/gallery/a b.jpg', 1600));
    expect(el.getAttribute('sizes')).toBe('(max-width: 640px) 100vw, 280px');
  });

  it('offers 1x and 2x of a fixed-size picture', () => {
    const el = img(<OptimisedImage src="/images/p.jpg" alt="Portrait" width={96} height={96} />);
    expect(el.getAttribute('srcset')).toBe(
      `${optimisedUrl('/images/p.jpg', 96)} 1x, ${optimisedUrl('/images/p.jpg', 192)} 2x`,
    );
    expect(el).toHaveAttribute('alt', 'Portrait');
    expect(el).toHaveAttribute('width', '96');
    expect(el).toHaveAttribute('height', '96');
  });

  it('is lazy unless it is the first screen’s largest picture', () => {
    expect(img(<OptimisedImage src="/images/p.jpg" alt="" width={96} height={96} />)).toHaveAttribute(
      'loading',
      'lazy',
    );
    const first = img(<OptimisedImage src="/images/p.jpg" alt="" width={96} height={96} priority />);
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('fetchpriority', 'high');
  });

  it('writes the same srcset and src as next/image, which reads the optimiser settings from next.config.mjs', () => {
    for (const props of [
      { width: 800, height: 600, sizes: '(max-width: 640px) 100vw, (max-width: 1024px) 50vw, 280px' },
      { width: 176, height: 132, sizes: '(max-width: 420px) 100vw, 88px' },
      { width: 1600, height: 600, sizes: '(max-width: 1152px) 100vw, 1152px' },
      { width: 96, height: 96 },
    ]) {
      const el = img(<OptimisedImage src="/media/gallery/7.jpg" alt="" {...props} />);
      const next = getImageProps({ src: '/media/gallery/7.jpg', alt: '', ...props }).props;
      expect(el.getAttribute('srcset')).toBe(next.srcSet);
      expect(el.getAttribute('src')).toBe(next.src);
    }
  });
});
