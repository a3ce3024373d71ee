import type { Fact } from '@/components/ui/fact-list';
import { telHref } from '@/lib/member-pages';

/** A firm's telephone as a fact with a link to call it, or null for a firm that gave none: no line at all then. */
export function telephoneFact(phone: string | undefined, label: string): Fact | null {
  return phone
    ? [
        label,
        <a key="telephone" href={telHref(phone)}>
          {phone}
        </a>,
      ]
    : null;
}
