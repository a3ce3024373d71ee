import { outsideKind } from './outside-links';

describe('which links leave the site', () => {
  it('keeps a path of this site at home', () => {
    expect(outsideKind('/notification')).toBeNull();
    expect(outsideKind('/files/uploads/a.pdf')).toBeNull();
    expect(outsideKind('mailto:office@rasi-delta.org.in')).toBeNull();
  });

  it('calls a gov.in or nic.in address a government site, and nothing that only looks like one', () => {
    expect(outsideKind('https://www.tn.gov.in/')).toBe('government');
    expect(outsideKind('https://msme.gov.in/schemes')).toBe('government');
    expect(outsideKind('http://tnpcb.nic.in')).toBe('government');
    expect(outsideKind('https://gov.in.example.com/')).toBe('other');
    expect(outsideKind('https://notgov.in/')).toBe('other');
    expect(outsideKind('//wa.me/?text=x')).toBe('other');
    expect(outsideKind('https://www.openstreetmap.org/?mlat=10.7597')).toBe('other');
  });
});
