import { PageShell } from '@/components/layout/page-shell';
import { Card, CardGrid } from '@/components/ui/cards';
import { BulletList, Lead, Section } from '@/components/ui/section';
import type { Locale } from '@/lib/i18n/locales';
import { inLocale } from '@/lib/i18n/words';
import * as content from '@/content/vision-mission';

export function VisionMissionPage({ locale }: { locale: Locale }) {
  const { coreValues, mission, vision } = inLocale(content, locale);
  const text = content.visionMissionPageText;
  return (
    <PageShell path="/vision&mission" locale={locale}>
      <Section title={text.visionHeading} locale={locale}>
        <Lead>{vision}</Lead>
      </Section>
      <Section title={text.missionHeading} locale={locale}>
        <BulletList items={mission} />
      </Section>
      <Section title={text.coreValuesHeading} locale={locale}>
        <CardGrid>
          {coreValues.map((value) => (
            <Card key={value.name} title={value.name}>
              <p>{value.description}</p>
            </Card>
          ))}
        </CardGrid>
      </Section>
    </PageShell>
  );
}
