import { Fact } from '@/components/ui/fact';
import { telHref } from '@/lib/member-pages';

/** A firm's telephone with a link to call it; nothing at all for a firm that gave none. */
export function TelephoneFact({ phone, term }: { phone: string | undefined; term: string }) {
  return phone ? (
    <Fact term={term}>
      <a href={telHref(phone)}>{phone}</a>
    </Fact>
  ) : null;
}
