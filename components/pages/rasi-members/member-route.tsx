import { NotFoundInHtml } from '@/components/layout/not-found-in-html';
import type { Locale } from '@/lib/i18n/locales';
import { memberMetadata, memberNotFoundMetadata } from '@/lib/metadata';
import { MEMBER_IDS, MEMBER_NOT_FOUND_ID, memberById } from '@/lib/member-pages';
import { MemberNotFoundPage } from './member-not-found-page';
import { MemberPage } from './member-page';

type Props = { params: Promise<{ id: string }> };

/**
 * The route `/rasi-members/[id]` in one language: every firm's page is prerendered, and one more id, the address
 * proxy.ts rewrites an unknown firm to: the member not-found page with its 404. The route files set
 * `dynamicParams = false` (Next reads segment options from the file itself), so no other id is rendered.
 */
export function memberRoute(locale: Locale) {
  return {
    generateStaticParams() {
      return [...MEMBER_IDS, MEMBER_NOT_FOUND_ID].map((id) => ({ id }));
    },
    async generateMetadata({ params }: Props) {
      const member = memberById((await params).id);
      return member ? memberMetadata(member, locale) : memberNotFoundMetadata(locale);
    },
    async Page({ params }: Props) {
      const member = memberById((await params).id);
      if (member) return <MemberPage member={member} locale={locale} />;
      return (
        <NotFoundInHtml>
          <MemberNotFoundPage locale={locale} />
        </NotFoundInHtml>
      );
    },
  };
}
