import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ImageResponse } from 'next/og';
import { SHARE_IMAGE_SIZE } from '@/lib/seo/share-image-spec';
import { SITE } from '@/content/association';

const NAVY = '#14213d';
const RED = '#b3122e';
const CREAM = '#fbf7f0';

/**
 * The card shown when a page is shared: the logo, the name and the tagline in the brand colours. Rendered once
 * at build time with the font bundled in next/og, so it needs no network.
 */
export async function shareImage(): Promise<ImageResponse> {
  const logo = await readFile(join(process.cwd(), 'public/images/logo.svg'));
  const logoSrc = `data:image/svg+xml;base64,${logo.toString('base64')}`;
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        background: NAVY,
        color: CREAM,
      }}
    >
      <div style={{ height: 18, width: '100%', background: RED, display: 'flex' }} />
      <div style={{ flex: 1, display: 'flex', alignItems: 'center', padding: '0 80px', gap: 56 }}>
        <div
          style={{
            width: 260,
            height: 260,
            borderRadius: 130,
            background: CREAM,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            flexShrink: 0,
          }}
        >
          {/* eslint-disable-next-line @next/next/no-img-element -- Satori draws plain <img> elements */}
          <img src={logoSrc} width={210} height={210} alt="" />
        </div>
        <div style={{ display: 'flex', flexDirection: 'column', gap: 24 }}>
          <div
            style={{
              display: 'flex',
              alignSelf: 'flex-start',
              background: RED,
              color: CREAM,
              fontSize: 40,
              letterSpacing: 6,
              padding: '6px 22px',
              borderRadius: 8,
            }}
          >
            {SITE.shortName}
          </div>
          <div style={{ display: 'flex', fontSize: 64, lineHeight: 1.1, maxWidth: 720 }}>{SITE.name}</div>
          <div style={{ display: 'flex', fontSize: 30, lineHeight: 1.3, color: '#dfe5f1', maxWidth: 720 }}>
            {SITE.tagline}
          </div>
        </div>
      </div>
      <div
        style={{
          display: 'flex',
          justifyContent: 'space-between',
          padding: '0 80px 44px',
          fontSize: 26,
          color: '#dfe5f1',
        }}
      >
        <div style={{ display: 'flex' }}>{`${SITE.address.city}, ${SITE.address.region}`}</div>
        <div style={{ display: 'flex' }}>{SITE.domain}</div>
      </div>
    </div>,
    SHARE_IMAGE_SIZE,
  );
}
