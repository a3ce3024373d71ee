import { PageShell } from '@/components/layout/page-shell';
import { DataTable } from '@/components/ui/cards';
import { EnglishText } from '@/components/ui/other-language';
import { Section } from '@/components/ui/section';
import type { Locale } from '@/lib/i18n/locales';
import { inLocale } from '@/lib/i18n/words';
import { SITE } from '@/content/association';
import { pastPresidents, pastPresidentsPageText as text } from '@/content/people';

const newestFirst = [...pastPresidents].sort((a, b) => b.from - a.from);
const heading = {
  en: text.heading.en.replace('{year}', String(SITE.founded)),
  ta: text.heading.ta.replace('{year}', String(SITE.founded)),
};

export function PastPresidentsPage({ locale }: { locale: Locale }) {
  return (
    <PageShell path="/pastpresident" locale={locale}>
      <Section title={heading} locale={locale}>
        <DataTable
          caption={text.tableCaption[locale]}
          columns={[text.termColumn[locale], text.nameColumn[locale], text.firmColumn[locale]]}
          rows={inLocale(newestFirst, locale).map((term) => [
            `${term.from}–${term.to}`,
            term.name,
            <EnglishText key="firm" locale={locale}>
              {term.firm}
            </EnglishText>,
          ])}
        />
      </Section>
    </PageShell>
  );
}
