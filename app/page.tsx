import { BannerList } from '@/components/home/banner-list';
import { getBanners } from '@/lib/api';
import { pageData } from '@/lib/api/page-data';
import { SITE } from '@/lib/site';

export default async function HomePage() {
  const banners = await pageData(getBanners);
  return (
    <>
      <h1 className="visually-hidden">{SITE.name}</h1>
      <BannerList banners={banners} />
    </>
  );
}
