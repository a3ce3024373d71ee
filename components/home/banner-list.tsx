import Image from 'next/image';
import type { Banner } from '@/lib/api';

export function BannerList({ banners }: { banners: readonly Banner[] }) {
  return (
    <section aria-label="Highlights">
      {banners.map((banner, index) => (
        <figure key={banner.id}>
          <Image src={banner.image} alt={banner.alt} width={1600} height={600} priority={index === 0} />
          <figcaption>
            <strong>{banner.title}</strong> {banner.subtitle}
          </figcaption>
        </figure>
      ))}
    </section>
  );
}
